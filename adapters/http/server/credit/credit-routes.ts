import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import { CHOICES, SENSITIVE_FIELDS } from '@dealer-panel/core/credit/credit-fields';
import { CREDIT_SYSTEMS } from '@dealer-panel/core/credit/credit-settings';
import { CREDIT_STATUSES } from '@dealer-panel/core/credit/credit-status';
import { CREDIT_STEPS } from '@dealer-panel/core/credit/credit-steps';
import type { CustomerDeal } from '@dealer-panel/core/credit/credit-customer';
import type { DealerView } from '@dealer-panel/core/credit/credit-dealer';
import { provinceOfPostalCode } from '@dealer-panel/core/credit/postal-province';
import type { CreditApplication } from '@dealer-panel/core/credit/credit-application';
import { creditRoutes as R } from '../../contract/credit/credit-routes';
import type { DealerCreditResponse } from '../../contract/credit/credit';
import { decodeBody } from '../platform/decode';
import { refuseStaffWrite } from '../access/staff-viewer';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath, visibleWithId } from '../platform/route-helpers';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import type { ServerDeps } from '../server-deps';
import { applicationBody, decisionBody, draftOf, rulesBody } from './credit-body';
import { registerCreditDraftRoutes } from './credit-draft-routes';
import { creditProblem, type CreditError } from './credit-problems';

async function answerCredit<A>(reply: FastifyReply, task: TE.TaskEither<CreditError, A>, body: (a: A) => unknown): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, creditProblem(result.left));
  return reply.send(body(result.right));
}

const dealerBody = (v: DealerView): DealerCreditResponse => ({
  order_id: v.deal.orderId, rules: rulesBody(v.deal), may_reveal: v.mayReveal, may_decide: v.mayDecide,
  application: v.application === null || v.applicant === null ? null : applicationBody(v.application, v.applicant, v.coApplicant, true),
});

export function registerCreditRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const C = deps.creditCustomer;
  const D = deps.creditDealer;

  const customerDeal = (request: FastifyRequest, reply: FastifyReply, withId: boolean): Promise<CustomerDeal | null> => customerDealOf(deps, request, reply, withId);
  registerCreditDraftRoutes(app, deps);

  app.get(fastifyPath(R.customerApplication.path), async (request, reply) => {
    const who = await customerDeal(request, reply, true);
    if (who === null) return reply;
    return answerCredit(reply, C.view(who), (v) => {
      const application = v.application === null || v.masked === null ? null : applicationBody(v.application, v.masked.applicant, v.masked.coApplicant, true);
      return { order_id: v.deal.orderId, rules: rulesBody(v.deal), application, primary_application: application?.primary_application ?? null, co_application: application?.co_application ?? null };
    });
  });

  app.post(R.validate.path, async (request, reply) => {
    const who = await customerDeal(request, reply, false);
    if (who === null) return reply;
    const body = decodeBody(R.validate.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answerCredit(reply, C.validate(who, draftOf(body.right), body.right.steps), () => ({ valid: true as const }));
  });

  app.post(fastifyPath(R.submit.path), async (request, reply) => {
    const who = await customerDeal(request, reply, true);
    if (who === null) return reply;
    // A staff member's view of the customer's deal (login_as_customer) is read-only.
    if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
    const body = decodeBody(R.submit.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const url = body.right.top_page_url ?? null;
    if (url !== null && url.length > 2000) return sendProblem(reply, problem(400, 'invalid_input', { errors: { top_page_url: ['text.too_long'] } }));
    return answerCredit(reply, C.submit(who, draftOf(body.right), url), decisionBody);
  });

  app.get(fastifyPath(R.decisionStatus.path), async (request, reply) => {
    const who = await customerDeal(request, reply, true);
    if (who === null) return reply;
    return answerCredit(reply, C.decision(who), decisionBody);
  });

  app.get(R.staticData.path, async () => ({
    steps: [...CREDIT_STEPS], credit_application_systems: [...CREDIT_SYSTEMS], statuses: { ...CREDIT_STATUSES },
    choices: Object.fromEntries(Object.entries(CHOICES).map(([k, v]) => [k, [...v]])), sensitive_fields: [...SENSITIVE_FIELDS],
    address_types: [...CHOICES.address_type],
  }));

  app.get(fastifyPath(R.postalCodeProvince.path), async (request) => {
    const raw = String((request.params as { id?: string }).id ?? '').slice(0, 20);
    return { postal_code: raw, province: provinceOfPostalCode(raw) };
  });

  const onOrder = (handler: Parameters<typeof visibleWithId>[2]) => visibleWithId(deps, 'order', handler);
  const revealed = (v: DealerView, clear: CreditApplication): DealerCreditResponse => ({
    ...dealerBody(v), application: v.application === null ? null : applicationBody(v.application, clear.applicant, clear.coApplicant, false),
  });

  app.get(fastifyPath(R.dealerApplication.path), onOrder(async (ctx, id, _request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return answerCredit(reply, D.view(ctx, id), dealerBody);
  }));

  app.post(fastifyPath(R.reveal.path), onOrder(async (ctx, id, request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const clear = await D.reveal(ctx, id, request.ip)();
    if (E.isLeft(clear)) return sendProblem(reply, creditProblem(clear.left));
    return answerCredit(reply, D.view(ctx, id), (v) => revealed(v, clear.right));
  }));

  app.post(fastifyPath(R.approve.path), onOrder(async (ctx, id, request, reply) => {
    const done = await D.approve(ctx, id, request.ip)();
    if (E.isLeft(done)) return sendProblem(reply, creditProblem(done.left));
    return answerCredit(reply, D.view(ctx, id), dealerBody);
  }));

  app.post(fastifyPath(R.furtherVerification.path), onOrder(async (ctx, id, request, reply) => {
    const body = decodeBody(R.furtherVerification.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const done = await D.furtherVerification(ctx, id, request.ip, body.right.verify_request_comments)();
    if (E.isLeft(done)) return sendProblem(reply, creditProblem(done.left));
    return answerCredit(reply, D.view(ctx, id), dealerBody);
  }));
}
