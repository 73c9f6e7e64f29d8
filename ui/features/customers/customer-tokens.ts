import type { ServiceIdentifier } from 'inversify';
import type { AssignableUsersPort } from './assignable-users-port';
import type { CustomerFormDeps, CustomerFormViewModel } from './form/customer-form-view-model';
import type { CustomerListParams } from './list/customer-list-params';
import type { CustomerListViewModel } from './list/customer-list-view-model';
import type { CustomerRecordViewModel } from './record/customer-record-view-model';
import type { DuplicatesViewModel } from './duplicates/duplicates-view-model';
import type { MergePort } from './duplicates/merge-port';
import type { AdfImportViewModel } from './list/adf-import-view-model';
import type { AdfMailboxViewModel } from './list/adf-mailbox-view-model';
import type { ExportAdf } from './record/http-adf-export';

/** What a page says when it opens the customer form: who to tell of a saved customer. */
export type CustomerFormOptions = Pick<CustomerFormDeps, 'onSaved'>;

/** Tokens of the customers screens' view-model factories and ports (bound in customers-module.ts). */
export const CustomerTokens = {
  listViewModel: Symbol('customerListViewModel') as ServiceIdentifier<(initial: CustomerListParams) => CustomerListViewModel>,
  recordViewModel: Symbol('customerRecordViewModel') as ServiceIdentifier<(id: number) => CustomerRecordViewModel>,
  formViewModel: Symbol('customerFormViewModel') as ServiceIdentifier<(options: CustomerFormOptions) => CustomerFormViewModel>,
  assignableUsers: Symbol('assignableUsersPort') as ServiceIdentifier<AssignableUsersPort>,
  /** Duplicates and merge (issue 18 item 4). */
  mergePort: Symbol('customerMergePort') as ServiceIdentifier<MergePort>,
  duplicatesViewModel: Symbol('duplicatesViewModel') as ServiceIdentifier<() => DuplicatesViewModel>,
  /** The customer list's "Import ADF leads" dialog (issue 18.3), a new one each time it opens. */
  adfImportViewModel: Symbol('adfImportViewModel') as ServiceIdentifier<() => AdfImportViewModel>,
  /** The dialog's "Leads by e-mail": the store's address and the e-mails kept aside (issue 30.6). */
  adfMailboxViewModel: Symbol('adfMailboxViewModel') as ServiceIdentifier<() => AdfMailboxViewModel>,
  /** The record's "Export as ADF" download. */
  exportAdf: Symbol('exportAdf') as ServiceIdentifier<ExportAdf>,
} as const;
