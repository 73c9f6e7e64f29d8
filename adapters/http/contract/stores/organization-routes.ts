import { route } from '../access/access-routes';
import { NewDealershipRequest, OrganizationBody, OrganizationListResponse, OrganizationRequest, OrganizationStoreSummary } from './organizations';

const O = '/api/dealer/organizations';
const who = 'super admins only, never a corporate user (the spec\'s "create dealer" right); 403 for everyone else, before the body is read';
const adders = 'super admins: every organization; an organization admin: the organization of the store they are at (another one is a 404); never a corporate user; 403 for everyone else, before the body is read';

/** Organizations and their stores, created from nothing (issue 31 item 0). No store needs to be chosen first. */
export const organizationRoutes = {
  listOrganizations: route({ method: 'GET', path: `${O}/`, summary: `Every organization by name, each with its stores (${adders})`, auth: 'verified', dealership: false, response: OrganizationListResponse, designed: true }),
  createOrganization: route({ method: 'POST', path: `${O}/`, summary: `Create an organization; a name another one has (case aside) is a 400 on name (${who}); audited`, auth: 'verified', dealership: false, body: OrganizationRequest, response: OrganizationBody, status: 201, designed: true }),
  renameOrganization: route({ method: 'PATCH', path: `${O}/{id}/`, summary: `Rename an organization (${who}); audited with the name before and after`, auth: 'verified', dealership: false, body: OrganizationRequest, response: OrganizationBody, designed: true }),
  createDealership: route({ method: 'POST', path: `${O}/{id}/dealerships/`, summary: `Create a store in the organization: every bad field a 400, a name another store of the organization has a 400 on name (${adders}); the organization's admins and assistants get the same role at the new store; audited in the new store's trail`, auth: 'verified', dealership: false, body: NewDealershipRequest, response: OrganizationStoreSummary, status: 201, designed: true }),
} as const;
