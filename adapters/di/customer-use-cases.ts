import type { CustomerUseCases } from '../http/server/customers/customer-use-cases';
import { deleteCustomer, setCustomersArchiveStatus } from '@dealer-panel/core/customers/archive-customers';
import { createCustomer } from '@dealer-panel/core/customers/create-customer';
import { customerRecord, prequalDetails } from '@dealer-panel/core/customers/customer-record';
import { customerFilterData, listCustomers } from '@dealer-panel/core/customers/list-customers';
import { exportCustomers } from '@dealer-panel/core/customers/export-customers';
import { resolveCustomerLink } from '@dealer-panel/core/customers/customer-links';
import { invitationLink, trackLinkShared } from '@dealer-panel/core/customers/share-invitation';
import { requireVisibleCustomer } from '@dealer-panel/core/customers/customer-visibility';
import { updateCustomer } from '@dealer-panel/core/customers/update-customer';
import type { Ports } from './ports-container';

/** The customer use cases bound to the ports. */
export function customerUseCases(p: Ports): CustomerUseCases {
  return {
    list: listCustomers(p),
    export: exportCustomers(p),
    link: resolveCustomerLink(p),
    filterData: customerFilterData(p),
    record: customerRecord(p),
    create: createCustomer(p),
    update: updateCustomer(p),
    remove: deleteCustomer(p),
    setArchiveStatus: setCustomersArchiveStatus(p),
    trackLinkShared: trackLinkShared(p),
    invitationLink: invitationLink(p),
    prequal: prequalDetails(p),
    requireVisible: requireVisibleCustomer(p),
  };
}
