import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { MARKETSCAN_TYPES, type FeeOrDiscount } from '@dealer-panel/core/fees/fee-or-discount';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { marketscanRoutes as R, type MarketscanMappingBody } from '../../contract/fees/marketscan';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

export function marketscanBody(rows: readonly FeeOrDiscount[]): MarketscanMappingBody {
  return {
    types: [...MARKETSCAN_TYPES],
    results: rows.map((f) => ({ id: f.id, kind: f.kind, name: f.name, name_fr: f.nameFr, amount: formatMoney(f.amountCents), marketscan_type: f.marketscanType })),
  };
}

/** GET and PUT /api/dealer/marketscan/ (contract/fees/marketscan.ts). */
export function registerMarketscanRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(R.marketscanMapping.path, scoped(deps, async (ctx, _request, reply) => answer(reply, deps.marketscan.list(ctx), marketscanBody)));
  app.put(R.saveMarketscanMapping.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.saveMarketscanMapping.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, deps.marketscan.save(ctx, body.right.mappings, request.ip), marketscanBody);
  }));
}
