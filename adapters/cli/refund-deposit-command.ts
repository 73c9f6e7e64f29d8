import { randomUUID } from 'node:crypto';
import type { CliDeps, CliIo, CliOutput } from './cli-deps';
import { ACTOR_USAGE, runDealerCommand } from './dealer-call';

export const REFUND_DEPOSIT_USAGE = `  refund-deposit ${ACTOR_USAGE} --order ID [--idempotency-key KEY] [--json BODY]
                             refund part or all of a deal's deposit (POST …/order/{id}/refund_deposit/): BODY (else
                             stdin) e.g. {"amount_cents": 5000, "refund_reason_id": 1} (no amount: all of it); the
                             deposit as JSON. Run again with the same KEY after a failure: it is refunded once
`;

/**
 * refund-deposit: the deal's deposit refunded through the card processor (core/deposits/deposit-use-cases.ts).
 * The API needs an Idempotency-Key; here a fresh one is made per run unless given (a retry then passes it).
 */
export const refundDepositCommand = (args: readonly string[], deps: CliDeps, io: CliIo): Promise<CliOutput> =>
  runDealerCommand({
    name: 'refund-deposit', flags: { order: { type: 'string' }, 'idempotency-key': { type: 'string' } }, ids: ['order'], body: true,
    call: (ctx, values, ids, body) => deps.dealer.refundDeposit(ctx, ids['order'] ?? 0, values['idempotency-key']?.trim() || `cli-${randomUUID()}`, body),
  }, args, deps, io);
