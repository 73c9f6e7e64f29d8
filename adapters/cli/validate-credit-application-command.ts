import type { CliDeps, CliIo, CliOutput } from './cli-deps';
import { ACTOR_USAGE, runDealerCommand } from './dealer-call';

export const VALIDATE_CREDIT_USAGE = `  validate-credit-application ${ACTOR_USAGE} --order ID [--json BODY]
                             check a credit application for the deal as the customer's form does (POST
                             /api/customer/credit-application/validate/): BODY (else stdin) e.g.
                             {"primary_application": {…}, "consent": true, "steps": ["consent"]}; {"valid": true},
                             else every bad field; stores nothing
`;

/** validate-credit-application: core/credit/credit-customer.ts validate, for a deal the staff member may see. */
export const validateCreditCommand = (args: readonly string[], deps: CliDeps, io: CliIo): Promise<CliOutput> =>
  runDealerCommand({
    name: 'validate-credit-application', flags: { order: { type: 'string' } }, ids: ['order'], body: true,
    call: (ctx, _values, ids, body) => deps.dealer.validateCreditApplication(ctx, ids['order'] ?? 0, body),
  }, args, deps, io);
