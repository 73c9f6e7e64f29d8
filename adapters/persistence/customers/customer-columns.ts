import { ARCHIVE_STATUSES, LEAD_TYPES, SHARE_TYPES, type Customer, type CustomerFields } from '@dealer-panel/core/customers/customer';
import { toArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import { customerSearchText } from '@dealer-panel/core/customers/search-text';
import { digitsOf, nameSortKey } from '@dealer-panel/core/shared/search-text';
import { narrow, narrowOrNull } from '../shared/column-narrowing';
import { toLanguage } from '../access/access-columns';
import { customers } from './schema';

export const customerColumns = {
  id: customers.id, dealershipId: customers.dealershipId, firstName: customers.firstName, lastName: customers.lastName,
  email: customers.email, phone: customers.phone, addressLine1: customers.addressLine1, addressLine2: customers.addressLine2,
  city: customers.city, provinceCode: customers.provinceCode, postalCode: customers.postalCode, note: customers.note,
  salesRepId: customers.salesRepId, language: customers.language, leadType: customers.leadType,
  archiveStatus: customers.archiveStatus, archiveReason: customers.archiveReason, archivedAt: customers.archivedAt, archivedBy: customers.archivedBy, awaiting: customers.awaiting, invitationSharedAt: customers.invitationSharedAt,
  invitationShareType: customers.invitationShareType, createdAt: customers.createdAt, updatedAt: customers.updatedAt,
};

export type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof customerColumns>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: digitsOf(row.phone), // rows written before phones were kept as digits read the same
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    provinceCode: row.provinceCode,
    postalCode: row.postalCode,
    note: row.note,
    salesRepId: row.salesRepId,
    language: toLanguage(row.language),
    leadType: narrow(LEAD_TYPES, row.leadType, 'website'),
    archiveStatus: narrow(ARCHIVE_STATUSES, row.archiveStatus, 'Active'),
    archiveReason: toArchiveReason(row.archiveReason),
    archivedAt: row.archivedAt,
    awaiting: row.awaiting === 'dealer' || row.awaiting === 'customer' ? row.awaiting : null,
    invitationSharedAt: row.invitationSharedAt,
    invitationShareType: narrowOrNull(SHARE_TYPES, row.invitationShareType),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The columns derived from the fields: search text and sort keys (core/customers/search-text.ts). */
export function derivedColumns(f: Pick<CustomerFields, 'firstName' | 'lastName' | 'email' | 'phone' | 'addressLine1' | 'addressLine2' | 'city' | 'postalCode'>) {
  return {
    searchText: customerSearchText(f),
    sortName: nameSortKey(f.lastName, f.firstName),
    sortFirst: nameSortKey(f.firstName, f.lastName),
  };
}

export function fieldColumns(f: CustomerFields) {
  return {
    firstName: f.firstName, lastName: f.lastName, email: f.email, phone: f.phone, addressLine1: f.addressLine1,
    addressLine2: f.addressLine2, city: f.city, provinceCode: f.provinceCode, postalCode: f.postalCode, note: f.note,
    salesRepId: f.salesRepId, ...derivedColumns(f),
  };
}
