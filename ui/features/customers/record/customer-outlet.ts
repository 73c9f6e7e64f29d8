import { useOutletContext } from 'react-router';
import type { CustomerBody } from '../../../../adapters/http/contract/customers';
import type { CustomerRecordViewModel } from './customer-record-view-model';

/** What the record hands its child routes (the order list, add order). */
export interface CustomerOutletContext {
  readonly customer: CustomerBody;
  readonly record: CustomerRecordViewModel;
  /** A child's form has changes: the record's one dirty-form guard covers it (the router allows one blocker). */
  readonly setChildDirty: (dirty: boolean) => void;
  /**
   * A child is done (a deal was added): back to the record's order list. The record navigates once
   * its guard knows the child is clean, since effects run child first.
   */
  readonly leaveChild: () => void;
}

export function useCustomerOutlet(): CustomerOutletContext {
  return useOutletContext<CustomerOutletContext>();
}
