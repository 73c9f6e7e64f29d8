import * as t from 'io-ts';
import { oneOf } from '../enums';

/** An organization (a group of stores), as created and renamed by super admins (issue 31 item 0). */
export const OrganizationBody = t.type({ id: t.number, name: t.string });
export type OrganizationBody = t.TypeOf<typeof OrganizationBody>;

/** One store of an organization as the organizations list shows it. */
export const OrganizationStoreSummary = t.type({ id: t.number, organization: t.number, name: t.string, country: oneOf(['CA', 'US'] as const), province_code: t.string, city: t.string });
export type OrganizationStoreSummary = t.TypeOf<typeof OrganizationStoreSummary>;

export const OrganizationWithStoresBody = t.type({ id: t.number, name: t.string, stores: t.array(OrganizationStoreSummary) });
export type OrganizationWithStoresBody = t.TypeOf<typeof OrganizationWithStoresBody>;
export const OrganizationListResponse = t.array(OrganizationWithStoresBody);

/** POST and PATCH: the organization's name (trimmed; required, at most 120 characters, unique case aside). */
export const OrganizationRequest = t.type({ name: t.string });
export type OrganizationRequest = t.TypeOf<typeof OrganizationRequest>;

/**
 * POST {id}/dealerships/: a new store's identity and address, checked as the settings form checks
 * them (country CA or US, a province or state of it, postal or ZIP code of it, North American phone,
 * e-mail, https website). The rest of its settings are edited on its own screen afterwards. A field
 * not listed here is refused (field.unknown).
 */
export const NewDealershipProps = {
  name: t.string, country: t.string, province_code: t.string, city: t.string, postal_code: t.string,
  address_line_1: t.string, address_line_2: t.string, phone: t.string, email: t.string, website: t.string,
};
export const NewDealershipRequest = t.partial(NewDealershipProps);
export type NewDealershipRequest = t.TypeOf<typeof NewDealershipRequest>;
