import type { AuditLog } from '../shared/ports/audit-log';
import { deleteCustomer, setCustomersArchiveStatus } from './archive-customers';
import { createCustomer, type CustomerWriteDeps } from './create-customer';
import { resolveCustomerLink, type CustomerLinkReader } from './customer-links';
import { customerRecord, prequalDetails } from './customer-record';
import { requireVisibleCustomer, type CustomerOwnerReader } from './customer-visibility';
import { exportCustomers } from './export-customers';
import { customerFilterData, listCustomers } from './list-customers';
import { invitationLink, trackLinkShared, type InvitationDeps } from './share-invitation';
import { updateCustomer } from './update-customer';

/** The ports the customer use cases need. */
export interface CustomerDeps extends CustomerWriteDeps, InvitationDeps {
  readonly audit: AuditLog;
  readonly customerLinks: CustomerLinkReader;
  readonly customerOwners: CustomerOwnerReader;
}

/** The customer use cases bound to their ports (what a composition root hands the server). */
export const customerUseCases = (deps: CustomerDeps) => ({
  list: listCustomers(deps),
  export: exportCustomers(deps),
  /** Public: an invitation or deal link by its token. */
  link: resolveCustomerLink(deps),
  filterData: customerFilterData(deps),
  record: customerRecord(deps),
  create: createCustomer(deps),
  update: updateCustomer(deps),
  remove: deleteCustomer(deps),
  setArchiveStatus: setCustomersArchiveStatus(deps),
  trackLinkShared: trackLinkShared(deps),
  invitationLink: invitationLink(deps),
  prequal: prequalDetails(deps),
  /** NotFound when a sales rep asks for a customer (or a deal of one) assigned to another rep. */
  requireVisible: requireVisibleCustomer(deps),
});
export type CustomerUseCases = ReturnType<typeof customerUseCases>;
