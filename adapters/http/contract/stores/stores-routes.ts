import { route } from '../access/access-routes';
import { CustomCopyBody, HomeDealershipBody, OrganizationStoresResponse, SupportServiceBody, UpdateDealershipRequest } from './stores';

const B = '/api/dealer/dealership';
const who = 'the store\'s admins only (dealer admin, organization admin, super admin); 403 for the others';

/** The dealership ("store") settings of the session's store (spec 000 sections 3, 5 and 7). */
export const storeRoutes = {
  homeDealership: route({ method: 'GET', path: `${B}/home_dealership/`, summary: 'Every field of the session\'s store (not for sales reps and sales managers)', auth: 'verified', response: HomeDealershipBody }),
  replaceDealership: route({ method: 'PUT', path: `${B}/update/`, summary: `Save the store's settings form (${who}); every bad field a 400`, auth: 'verified', body: UpdateDealershipRequest, response: HomeDealershipBody }),
  patchDealership: route({ method: 'PATCH', path: `${B}/update/`, summary: `Change the fields sent of the store's settings (${who})`, auth: 'verified', body: UpdateDealershipRequest, response: HomeDealershipBody }),
  dealershipLogo: route({ upload: { field: 'picture', holds: 'picture' }, method: 'POST', path: `${B}/logo/`, summary: `Replace the store's logo: multipart field \`picture\` (PNG, JPEG or WebP, at most 5 MB; re-encoded, at most 600 px a side) (${who})`, auth: 'verified', response: HomeDealershipBody, designed: true }),
  customCopy: route({ method: 'GET', path: `${B}/custom_copy/`, summary: 'The store\'s own interface copy (key → en, fr), for every role: the navigation guards load it first', auth: 'verified', response: CustomCopyBody, designed: true }),
  organizationStores: route({ method: 'GET', path: `${B}/organization_stores/`, summary: 'The stores the user manages side by side: name, place, open deals, staff (organization roles and super admins); switch with transfer_session/', auth: 'verified', response: OrganizationStoresResponse, designed: true }),
  supportService: route({ method: 'GET', path: '/api/dealer/support-service/', summary: 'How staff reach support: phone_number and email', auth: 'verified', response: SupportServiceBody }),
} as const;
