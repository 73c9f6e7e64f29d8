import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DraftView } from '@dealer-panel/core/credit/credit-drafts';
import { creditRoutes as R } from '../../contract/credit/credit-routes';
import type { CreditDraftResponse } from '../../contract/credit/credit-draft';
import { refuseStaffWrite } from '../access/staff-viewer';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { draftOf } from './credit-body';
import { creditProblem } from './credit-problems';

function draftBody(v: DraftView | null): CreditDraftResponse {
  if (v === null) return { draft: null };
  const d = v.draft;
  return {
    draft: {
      step: v.step, has_co_applicant: d.hasCoApplicant, primary_application: { ...d.applicant },
      co_application: d.coApplicant === null ? null : { ...d.coApplicant },
      consent: d.applicantConsents.consent, acknowledgement: d.applicantConsents.acknowledgement,
      co_applicant_acknowledgement: d.coApplicantAcknowledgement, saved_at: v.savedAt.toISOString(),
    },
  };
}

/** The customer's draft (issue 29 item 4): read to resume, written at each completed step. The deal link's token is the credential. */
export function registerCreditDraftRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const C = deps.creditCustomer;
  // customerDealOf answers 401/404 itself (another deal's token: 404) and sets Cache-Control: no-store.
  const customerDeal = (request: FastifyRequest, reply: FastifyReply) => customerDealOf(deps, request, reply, true);

  app.get(fastifyPath(R.draft.path), async (request, reply) => {
    const who = await customerDeal(request, reply);
    if (who === null) return reply;
    const read = await C.readDraft(who)();
    return E.isLeft(read) ? sendProblem(reply, creditProblem(read.left)) : reply.send(draftBody(read.right));
  });

  app.put(fastifyPath(R.saveDraft.path), async (request, reply) => {
    const who = await customerDeal(request, reply);
    if (who === null) return reply;
    // A staff member's view of the customer's deal (login_as_customer) is read-only.
    if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
    const body = decodeBody(R.saveDraft.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const saved = await C.saveDraft(who, draftOf(body.right), body.right.step)();
    return E.isLeft(saved) ? sendProblem(reply, creditProblem(saved.left)) : reply.send(draftBody(saved.right));
  });
}
