import type { NewDealershipRequest, OrganizationBody, OrganizationStoreSummary, OrganizationWithStoresBody } from '../../../adapters/http/contract/stores/organizations';
import type { Answer } from '../../shared/answer';

/** The organizations calls of super admins (bound in stores-module.ts). */
export interface OrganizationsPort {
  list(): Answer<readonly OrganizationWithStoresBody[]>;
  create(name: string): Answer<OrganizationBody>;
  rename(id: number, name: string): Answer<OrganizationBody>;
  createStore(organizationId: number, body: NewDealershipRequest): Answer<OrganizationStoreSummary>;
}
