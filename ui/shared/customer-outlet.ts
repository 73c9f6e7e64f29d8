import { useOutletContext } from 'react-router-dom';
import type { CustomerBody } from '../../adapters/http/contract/customers/customers';

/**
 * What the customer record hands its child routes (the order list, add order). It lives here
 * because those children are the orders feature's pages, and a feature does not import another.
 */
export interface CustomerOutletContext {
  readonly customer: CustomerBody;
  /** The record's view model, as far as a child needs it: read the record again after a change to its deals. */
  readonly record: { readonly refresh: () => void };
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
