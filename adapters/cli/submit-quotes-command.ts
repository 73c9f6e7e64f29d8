import type { CliDeps, CliIo, CliOutput } from './cli-deps';
import { ACTOR_USAGE, runDealerCommand } from './dealer-call';

export const SUBMIT_QUOTES_USAGE = `  open-quotes ${ACTOR_USAGE} --order ID
                             the deal's quote flow (praq), made and activated (a new one gets the deal's vehicle as
                             its first quote): the flow as JSON; its "id" is the praq_flow of submit-quotes
  submit-quotes ${ACTOR_USAGE} [--json BODY]
                             send a flow's quotes to the customer (POST /api/dealer/praq/quotes_submitted_events):
                             BODY (else stdin) e.g. {"praq_flow": 3, "message": "…"}; the flow as JSON
`;

/** open-quotes: what the deal's Quotes step does on opening (GET …/praq/{order}/upsert/, then activate/). */
export const openQuotesCommand = (args: readonly string[], deps: CliDeps, io: CliIo): Promise<CliOutput> =>
  runDealerCommand({
    name: 'open-quotes', flags: { order: { type: 'string' } }, ids: ['order'], body: false,
    call: (ctx, _values, ids) => deps.dealer.openQuotes(ctx, ids['order'] ?? 0),
  }, args, deps, io);

/** submit-quotes: the customer is e-mailed the message and their deal's link (core/quotes/quote-use-cases.ts submitQuotes). */
export const submitQuotesCommand = (args: readonly string[], deps: CliDeps, io: CliIo): Promise<CliOutput> =>
  runDealerCommand({ name: 'submit-quotes', flags: {}, ids: [], body: true, call: (ctx, _v, _ids, body) => deps.dealer.submitQuotes(ctx, body) }, args, deps, io);
