import { route } from '../access/access-routes';
import { AuditTrailResponse } from './audit-trail';

/** The store's audit trail (issue 13.10), for its administrators. */
export const auditTrailRoutes = {
  auditTrail: route({
    method: 'GET', path: '/api/dealer/dealership/audit-trail/', designed: true, auth: 'verified', response: AuditTrailResponse,
    summary: 'Changes to the store\'s people and settings, newest first, 25 per page (dealer admins, organization admins, super admins)',
    query: {
      action: 'Actions, comma-separated (user_role_changed, user_deactivated, dealership_updated, …)',
      user: 'Id of the user who acted',
      from: 'First day, YYYY-MM-DD (UTC)',
      to: 'Last day, YYYY-MM-DD (UTC), inclusive',
      page: 'Page number, from 1',
    },
  }),
};
