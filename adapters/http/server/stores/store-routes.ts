import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeRoutes as R } from '../../contract/stores/stores-routes';
import { UpdateDealershipProps } from '../../contract/stores/stores';
import { decodeClosedBody } from '../platform/decode';
import { isProblem, sendProblem } from '../platform/problem';
import { answer, scoped } from '../platform/route-helpers';
import { readOneImage, registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { homeDealershipBody, storeInput } from './store-body';

/** A logo is shown small (the shell, the customer site's header): at most 600 px a side is plenty. */
export const LOGO_MAX_SIDE = 600;
const WRITE_FIELDS: ReadonlySet<string> = new Set(Object.keys(UpdateDealershipProps));

/** PUT and PATCH update/: an unknown field (an id, a dealership) is refused, never read. */
function update(deps: ServerDeps) {
  return async (ctx: DealershipContext, request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const body = decodeClosedBody(R.patchDealership.body, WRITE_FIELDS, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, deps.stores.update(ctx, storeInput(body.right), request.ip), homeDealershipBody);
  };
}

/** POST logo/: one image in the multipart field `picture`, decoded (whatever its name or type claims), re-encoded, scaled down. */
function logo(deps: ServerDeps) {
  return async (ctx: DealershipContext, request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const image = await readOneImage(request, 'picture', { width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside' });
    if (isProblem(image)) return sendProblem(reply, image);
    return answer(reply, deps.stores.setLogo(ctx, image, request.ip), homeDealershipBody);
  };
}

export async function registerStoreRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get(R.homeDealership.path, scoped(deps, async (ctx, _request, reply) => answer(reply, deps.stores.homeDealership(ctx), homeDealershipBody)));
  app.put(R.replaceDealership.path, scoped(deps, update(deps)));
  app.patch(R.patchDealership.path, scoped(deps, update(deps)));
  app.get(R.customCopy.path, scoped(deps, async (ctx, _request, reply) => answer(reply, deps.stores.customCopy(ctx), (copy) => ({ custom_copy: { ...copy } }))));
  app.get(R.organizationStores.path, scoped(deps, async (ctx, _request, reply) => answer(reply, deps.stores.organization(ctx), (list) =>
    list.map((s) => ({ id: s.id, name: s.name, city: s.city, province_code: s.provinceCode, open_deals: s.openDeals, users: s.users, current: s.id === ctx.dealership.id })))));
  app.get(R.supportService.path, scoped(deps, async (ctx) => {
    const c = await deps.stores.support(ctx);
    return { phone_number: c.phoneNumber, email: c.email };
  }));
  await registerWithUploads(app, 1, (scope) => scope.post(R.dealershipLogo.path, scoped(deps, logo(deps))));
}
