import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Organization, OrganizationStore } from '@dealer-panel/core/stores/organization';
import type { Caller } from '@dealer-panel/core/stores/organization-use-cases';
import type { Actor } from '@dealer-panel/core/access/actor';
import { mayAddStore, mayCreateDealer } from '@dealer-panel/core/stores/store-access';
import { forbidden } from '@dealer-panel/core/shared/errors';
import { organizationRoutes as R } from '../../contract/stores/organization-routes';
import { NewDealershipProps, type NewDealershipRequest, type OrganizationStoreSummary } from '../../contract/stores/organizations';
import { requireSession } from '../access/session-guard';
import { dealerProblem } from '../dealer-errors';
import { decodeClosedBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, pathId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const NAME_ONLY: ReadonlySet<string> = new Set(['name']);
const STORE_FIELDS: ReadonlySet<string> = new Set(Object.keys(NewDealershipProps));

const organizationBody = (o: Organization) => ({ id: o.id, name: o.name });
const storeSummary = (organization: number) => (s: OrganizationStore): OrganizationStoreSummary =>
  ({ id: s.id, organization, name: s.name, country: s.country, province_code: s.provinceCode, city: s.city });

const newStoreInput = (b: NewDealershipRequest) => Object.fromEntries(Object.entries({
  name: b.name, country: b.country, provinceCode: b.province_code, city: b.city, postalCode: b.postal_code,
  addressLine1: b.address_line_1, addressLine2: b.address_line_2, phone: b.phone, email: b.email, website: b.website,
}).filter(([, v]) => v !== undefined));

type Handler = (caller: Caller, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A verified session (no store needs to be chosen: a super admin on a new server has none), then
 * the right (`may`: the "create dealer" right, or adding a store), in an onRequest hook: before the
 * body is even parsed, a role that may not act learns only that (403), as the operation guard does
 * for the store routes. The use case checks the same right again, with the organization it names.
 * The session is resolved once per request (session-guard.ts).
 */
function guarded(may: (actor: Actor) => boolean, deps: ServerDeps, handler: Handler) {
  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    if (!may(ctx.actor)) return sendProblem(reply, dealerProblem(forbidden('create_dealer')));
    return undefined;
  };
  return {
    onRequest,
    handler: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const ctx = await requireSession(deps, request, reply, 'verified');
      if (!ctx) return reply;
      return handler({ ctx, ip: request.ip }, request, reply);
    },
  };
}

const withId = (handler: (caller: Caller, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): Handler =>
  async (caller, request, reply) => {
    const id = pathId(request);
    return id === null ? sendProblem(reply, problem(404, 'not_found')) : handler(caller, id, request, reply);
  };

export function registerOrganizationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const use = deps.organizations;
  app.route({ method: 'GET', url: R.listOrganizations.path, ...guarded(mayAddStore, deps, async (caller, _request, reply) =>
    answer(reply, use.list(caller), (list) => list.map((o) => ({ ...organizationBody(o), stores: o.stores.map(storeSummary(o.id)) })))) });
  app.route({ method: 'POST', url: R.createOrganization.path, ...guarded(mayCreateDealer, deps, async (caller, request, reply) => {
    const body = decodeClosedBody(R.createOrganization.body, NAME_ONLY, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, use.create(caller, body.right), organizationBody, 201);
  }) });
  app.route({ method: 'PATCH', url: fastifyPath(R.renameOrganization.path), ...guarded(mayCreateDealer, deps, withId(async (caller, id, request, reply) => {
    const body = decodeClosedBody(R.renameOrganization.body, NAME_ONLY, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, use.rename(caller, id, body.right), organizationBody);
  })) });
  app.route({ method: 'POST', url: fastifyPath(R.createDealership.path), ...guarded(mayAddStore, deps, withId(async (caller, id, request, reply) => {
    const body = decodeClosedBody(R.createDealership.body, STORE_FIELDS, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, use.createStore(caller, id, newStoreInput(body.right)), (s) => storeSummary(s.organizationId)(s), 201);
  })) });
}
