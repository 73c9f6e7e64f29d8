import { Empty } from '../common';
import { DmsSchedulePushResponse, DmsSyncInfoResponse } from './dms';
import { route } from '../access/access-routes';

const B = '/api/dms-integrations/integrations';

/** The DMS link (issue 16 item 6, spec 001: "Bodies and responses: not shown"; designed in docs/decisions/dms.md "DMS link"). The id is the deal's. */
export const dmsRoutes = {
  syncInfo: route({
    method: 'GET', path: `${B}/sync-info/{id}/`, auth: 'verified', response: DmsSyncInfoResponse, designed: true,
    summary: 'The deal\'s DMS state: the DMS deal number once a push was accepted and when, the last push (queued, pushing, pushed, failed, retrying; who asked, when, tries, per-field refusals, next try) and the history, newest first (at most 20). Another store\'s deal, or a customer a sales rep may not see: 404.',
  }),
  schedulePush: route({
    method: 'POST', path: `${B}/{id}/schedule_push/`, auth: 'verified', body: Empty, response: DmsSchedulePushResponse, status: 202, designed: true,
    summary: 'Queues a push of the deal to the DMS as a job (202): a push already queued, pushing or retrying is answered again with its job (created false). The job runs once across processes, retries transient DMS failures with a doubling wait (at most 5 tries) and never retries field refusals. Corporate users: 403 push_to_dms. An archived deal: 409 order_archived (may_push is false on its sync-info).',
  }),
} as const;
