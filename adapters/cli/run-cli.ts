import { fail, ok, readArgs } from './cli-args';
import { noStdin, type CliDeps, type CliIo, type CliOutput } from './cli-deps';
import { createUserCommand, seedCommand, signInCommand } from './access-commands';
import { CREATE_ORDER_USAGE, createOrderCommand } from './create-order-command';
import { priceCommand } from './price-command';
import { REFUND_DEPOSIT_USAGE, refundDepositCommand } from './refund-deposit-command';
import { rotateKey } from './rotate-key-command';
import { SETUP_USAGE, setupCommand } from './setup-command';
import { SUBMIT_QUOTES_USAGE, openQuotesCommand, submitQuotesCommand } from './submit-quotes-command';
import { VALIDATE_CREDIT_USAGE, validateCreditCommand } from './validate-credit-application-command';

export const USAGE = `Usage: npm run -s cli -- <command> [options]
Commands:
${SETUP_USAGE}  seed [--json]              load the demo data (idempotent; demo mode)
  outbox [--json] [--limit N] the newest outbound SMS and e-mails first
  create-user --email E [--password P] --first F --last L --role R --dealership ID[,ID] [--language fr_CA] [--json]
                             without --password the account is invited: its set-password link is printed (as setup's);
                             the platform operator: --role super_admin (no --dealership), who keeps lenders, rates and taxes
  sign-in EMAIL PASSWORD [--json] check a password as the login page does (prints the session's dealership choice)
  price [--json DEAL]        price a deal (JSON, or stdin when no DEAL): the quote as JSON, field errors on stderr (docs/payments.md)
  price --jsonl              price one deal per line of stdin: one quote or {"errors": …} per line, in order
  rotate-credit-key [--json] seal again with CREDIT_ENCRYPTION_KEY every value an older key sealed: credit applications
                             and drafts, inventory pull credentials, authenticator app secrets (a count per kind; the
                             old key in CREDIT_ENCRYPTION_PREVIOUS_KEYS until none is left); README "Credit encryption key"
Dealer calls: the REST API's JSON in (--json BODY, else stdin) and out, acting as the staff member --as EMAIL (an
existing account, with the role and rights it has) at the store --dealership ID (where it has a role; any store for a
super admin). The answer as JSON on stdout; a refusal as the API's problem+json on stderr ("errors" per field):
${CREATE_ORDER_USAGE}${REFUND_DEPOSIT_USAGE}${SUBMIT_QUOTES_USAGE}${VALIDATE_CREDIT_USAGE}Exit codes: 0 done; 1 refused by a business rule (the reason on stderr, as JSON with --json and for
the dealer calls and price); 2 bad usage (a missing or unknown option, a request that is not a JSON object);
3 a bad configuration, or the embedded database (./data) held by a running server (npm start).
`;

/** Runs one command. Exit codes: 0 ok, 1 refused by a business rule, 2 bad usage. */
export async function runCli(argv: readonly string[], deps: CliDeps, io: CliIo = noStdin): Promise<CliOutput> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'seed':
      return seedCommand(rest, deps);
    case 'outbox': {
      const read = readArgs('outbox', rest, { json: { type: 'boolean' }, limit: { type: 'string' } });
      if (!read.ok) return read.output;
      const { values } = read;
      const limit = Number(values.limit ?? '20');
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) return fail(2, 'outbox: --limit must be a whole number from 1 to 500\n');
      const messages = (await deps.outbox.latest(limit)).map((m) => ({ channel: m.channel, to: m.to, subject: m.subject, body: m.body, created_at: m.createdAt.toISOString() }));
      if (values.json) return ok(`${JSON.stringify(messages, null, 2)}\n`);
      return ok(messages.map((m) => `${m.created_at} ${m.channel} ${m.to}${m.subject ? ` — ${m.subject}` : ''}\n  ${m.body.replace(/\n/g, '\n  ')}`).join('\n') + (messages.length ? '\n' : 'no messages\n'));
    }
    case 'setup':
      return setupCommand(rest, deps);
    case 'create-user':
      return createUserCommand(rest, deps);
    case 'sign-in':
      return signInCommand(rest, deps);
    case 'price':
      return priceCommand(rest, io.readStdin);
    case 'rotate-credit-key':
      return rotateKey(rest, deps);
    case 'create-order':
      return createOrderCommand(rest, deps, io);
    case 'refund-deposit':
      return refundDepositCommand(rest, deps, io);
    case 'open-quotes':
      return openQuotesCommand(rest, deps, io);
    case 'submit-quotes':
      return submitQuotesCommand(rest, deps, io);
    case 'validate-credit-application':
      return validateCreditCommand(rest, deps, io);
    case undefined:
    case 'help':
    case '--help':
      return ok(USAGE);
    default:
      return fail(2, `unknown command: ${command}\n${USAGE}`);
  }
}
