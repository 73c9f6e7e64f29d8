import * as E from 'fp-ts/Either';
import { isDealerRole } from '@dealer-panel/core/access/role';
import { fail, ok, readArgs } from './cli-args';
import { noStdin, type CliDeps, type CliIo, type CliOutput } from './cli-deps';
import { priceCommand } from './price-command';
import { rotateKey } from './rotate-key-command';
import { SETUP_USAGE, setupCommand } from './setup-command';

export const USAGE = `Usage: npm run -s cli -- <command> [options]
Commands:
${SETUP_USAGE}  seed                       load the demo data (idempotent; demo mode)
  outbox [--json] [--limit N] the newest outbound SMS and e-mails first
  create-user --email E --password P --first F --last L --role R --dealership ID[,ID] [--language fr_CA]
  sign-in EMAIL PASSWORD     check a password as the login page does (prints the session's dealership choice)
  price [--json DEAL]        price a deal (JSON, or stdin when no DEAL): the quote as JSON, field errors on stderr (docs/payments.md)
  price --jsonl              price one deal per line of stdin: one quote or {"errors": …} per line, in order
  rotate-credit-key [--json] seal again with CREDIT_ENCRYPTION_KEY every value an older key sealed: credit applications
                             and drafts, inventory pull credentials, authenticator app secrets (a count per kind; the
                             old key in CREDIT_ENCRYPTION_PREVIOUS_KEYS until none is left); README "Credit encryption key"
`;

/** The largest id a dealership can have (PostgreSQL's integer): a larger one is a typo, not a query. */
const MAX_ID = 2_147_483_647;

/** Runs one command. Exit codes: 0 ok, 1 refused by a business rule, 2 bad usage. */
export async function runCli(argv: readonly string[], deps: CliDeps, io: CliIo = noStdin): Promise<CliOutput> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'seed': {
      const r = await deps.seedDemo();
      return ok(r.seeded ? `seeded: ${r.users} users, ${r.customers} customers\n` : `already seeded: ${r.users} users, ${r.customers} customers\n`);
    }
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
      return createUser(rest, deps);
    case 'sign-in': {
      const [email, password] = rest;
      if (!email || password === undefined) return fail(2, 'sign-in: EMAIL and PASSWORD are required\n');
      const result = await deps.signIn({ email, password, ip: 'cli', userAgent: 'cli', deviceToken: undefined, language: null })();
      if (E.isLeft(result)) return fail(1, `${result.left._tag === 'InvalidInput' ? `invalid_input ${JSON.stringify(result.left.errors)}` : 'invalid_credentials'}\n`);
      const r = result.right;
      return ok(`signed in: ${r.context.user.email} role=${r.context.role ?? 'none'} dealerships=${r.totalManagedDealerships} prompt_dealership_select=${r.promptDealershipSelect} fully_authenticated=${r.context.session.fullyAuthenticated}\n`);
    }
    case 'price':
      return priceCommand(rest, io.readStdin);
    case 'rotate-credit-key':
      return rotateKey(rest, deps);
    case undefined:
    case 'help':
    case '--help':
      return ok(USAGE);
    default:
      return fail(2, `unknown command: ${command}\n${USAGE}`);
  }
}

async function createUser(args: readonly string[], deps: CliDeps): Promise<CliOutput> {
  const read = readArgs('create-user', args, {
    email: { type: 'string' }, password: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' }, role: { type: 'string' }, dealership: { type: 'string' }, language: { type: 'string' },
  });
  if (!read.ok) return read.output;
  const { values } = read;
  const role = values.role ?? '';
  if (!isDealerRole(role)) return fail(2, `create-user: --role must be one of dealer_sales_rep, dealer_sales_manager, dealer_admin, organization_assistant, organization_admin, super_admin\n`);
  const ids = (values.dealership ?? '').split(',').filter(Boolean).map(Number);
  if ((role !== 'super_admin' && ids.length === 0) || ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID)) return fail(2, 'create-user: --dealership takes one or more dealership ids, comma-separated\n');
  const language = values.language ?? 'en_CA';
  if (language !== 'en_CA' && language !== 'en_US' && language !== 'fr_CA') return fail(2, 'create-user: --language must be en_CA, en_US or fr_CA\n');
  const result = await deps.createUser({
    email: values.email ?? '', password: values.password ?? '', firstName: values.first ?? '', lastName: values.last ?? '',
    role, dealershipIds: ids, language,
  })();
  if (E.isRight(result)) return ok(`created user ${result.right.id}\n`);
  if (result.left._tag === 'InvalidInput') return fail(1, `create-user refused: ${JSON.stringify(result.left.errors)}\n`);
  const missing = result.left.ids.join(', ');
  const what = result.left.ids.length > 1 ? `dealerships ${missing} do not exist` : `dealership ${missing} does not exist`;
  return fail(1, `create-user refused: ${what}; on a new database run \`npm run cli -- setup\` first (README "Going live")\n`);
}
