import type { CliDeps, CliIo, CliOutput } from './cli-deps';
import { ACTOR_USAGE, runDealerCommand } from './dealer-call';

export const CREATE_ORDER_USAGE = `  create-order ${ACTOR_USAGE} [--json BODY]
                             add a deal (POST /api/dealer/order/): BODY (else stdin) is the API's JSON, e.g.
                             {"customer": 12, "vehicle": 34, "payment_type": "finance"}; the deal as JSON on stdout
`;

/** create-order: a deal for a customer of the store with a vehicle of its inventory (core/orders/create-order.ts). */
export const createOrderCommand = (args: readonly string[], deps: CliDeps, io: CliIo): Promise<CliOutput> =>
  runDealerCommand({ name: 'create-order', flags: {}, ids: [], body: true, call: (ctx, _v, _ids, body) => deps.dealer.createOrder(ctx, body) }, args, deps, io);
