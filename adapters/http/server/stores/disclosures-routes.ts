import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { DisclosureSettings } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresBody } from '../../contract/stores/disclosures';
import { disclosuresRoutes as R } from '../../contract/stores/disclosures-routes';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** The settings as the spec names their fields. */
function disclosuresBody(settings: DisclosureSettings): DisclosuresBody {
  return {
    disclosures: { ...settings.disclosures },
    disclaimer_package: settings.disclaimerPackage.map((r) => ({ disclaimer_type: r.type, disclaimer_superscript: r.superscript })),
  };
}

export function registerDisclosuresRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const U = deps.disclosures;
  app.get(R.getDisclosures.path, scoped(deps, async (ctx, _request, reply) => answer(reply, U.get(ctx), disclosuresBody)));

  app.put(R.updateDisclosures.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.updateDisclosures.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const { disclosures, disclaimer_package: rows } = body.right;
    return answer(reply, U.update(ctx, {
      ip: request.ip,
      ...(disclosures === undefined ? {} : { disclosures }),
      ...(rows === undefined ? {} : { disclaimerPackage: rows.map((r) => ({ type: r.disclaimer_type, superscript: r.disclaimer_superscript })) }),
    }), disclosuresBody);
  }));

  app.get(R.pricingFooter.path, scoped(deps, async (ctx, _request, reply) => answer(reply, U.pricingFooter(ctx), (text) => text)));
}
