import type { setCustomersArchiveStatus, deleteCustomer } from '@dealer-panel/core/customers/archive-customers';
import type { createCustomer } from '@dealer-panel/core/customers/create-customer';
import type { customerRecord, prequalDetails } from '@dealer-panel/core/customers/customer-record';
import type { customerFilterData, listCustomers } from '@dealer-panel/core/customers/list-customers';
import type { exportCustomers } from '@dealer-panel/core/customers/export-customers';
import type { resolveCustomerLink } from '@dealer-panel/core/customers/customer-links';
import type { invitationLink, trackLinkShared } from '@dealer-panel/core/customers/share-invitation';
import type { requireVisibleCustomer } from '@dealer-panel/core/customers/customer-visibility';
import type { updateCustomer } from '@dealer-panel/core/customers/update-customer';

/** The customer use cases the server drives, bound to their ports by the composition root. */
export interface CustomerUseCases {
  readonly list: ReturnType<typeof listCustomers>;
  readonly export: ReturnType<typeof exportCustomers>;
  /** Public: an invitation or deal link by its token. */
  readonly link: ReturnType<typeof resolveCustomerLink>;
  readonly filterData: ReturnType<typeof customerFilterData>;
  readonly record: ReturnType<typeof customerRecord>;
  readonly create: ReturnType<typeof createCustomer>;
  readonly update: ReturnType<typeof updateCustomer>;
  readonly remove: ReturnType<typeof deleteCustomer>;
  readonly setArchiveStatus: ReturnType<typeof setCustomersArchiveStatus>;
  readonly trackLinkShared: ReturnType<typeof trackLinkShared>;
  readonly invitationLink: ReturnType<typeof invitationLink>;
  readonly prequal: ReturnType<typeof prequalDetails>;
  /** NotFound when a sales rep asks for a customer (or a deal of one) assigned to another rep. */
  readonly requireVisible: ReturnType<typeof requireVisibleCustomer>;
}
