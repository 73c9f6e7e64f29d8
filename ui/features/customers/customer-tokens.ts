import type { ServiceIdentifier } from 'inversify';
import type { AssignableUsersPort } from './assignable-users-port';
import type { CustomerFormDeps, CustomerFormViewModel } from './form/customer-form-view-model';
import type { CustomerListParams } from './list/customer-list-params';
import type { CustomerListViewModel } from './list/customer-list-view-model';
import type { CustomerRecordViewModel } from './record/customer-record-view-model';

/** What a page says when it opens the customer form: who to tell of a saved customer. */
export type CustomerFormOptions = Pick<CustomerFormDeps, 'onSaved'>;

/** Tokens of the customers screens' view-model factories and ports (bound in customers-module.ts). */
export const CustomerTokens = {
  listViewModel: Symbol('customerListViewModel') as ServiceIdentifier<(initial: CustomerListParams) => CustomerListViewModel>,
  recordViewModel: Symbol('customerRecordViewModel') as ServiceIdentifier<(id: number) => CustomerRecordViewModel>,
  formViewModel: Symbol('customerFormViewModel') as ServiceIdentifier<(options: CustomerFormOptions) => CustomerFormViewModel>,
  assignableUsers: Symbol('assignableUsersPort') as ServiceIdentifier<AssignableUsersPort>,
} as const;
