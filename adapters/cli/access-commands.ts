import * as E from 'fp-ts/Either';
import { isDealerRole } from '@dealer-panel/core/access/role';
import { fail, ok, readArgs } from './cli-args';
import type { CliDeps, CliOutput } from './cli-deps';
import { fieldLine } from './field-line';
import { MAX_ID } from './dealer-call';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const jsonLine = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** seed [--json]: the demo data, once. */
export async function seedCommand(args: readonly string[], deps: CliDeps): Promise<CliOutput> {
  const read = readArgs('seed', args, { json: { type: 'boolean' } });
  if (!read.ok) return read.output;
  const r = await deps.seedDemo();
  if (read.values.json) return ok(json({ seeded: r.seeded, users: r.users, customers: r.customers }));
  return ok(r.seeded ? `seeded: ${r.users} users, ${r.customers} customers\n` : `already seeded: ${r.users} users, ${r.customers} customers\n`);
}

/** sign-in EMAIL PASSWORD [--json]: checks a password as the login page does. */
export async function signInCommand(args: readonly string[], deps: CliDeps): Promise<CliOutput> {
  const read = readArgs('sign-in', args, { json: { type: 'boolean' } }, true);
  if (!read.ok) return read.output;
  const [email, password] = read.positionals;
  if (!email || password === undefined) return fail(2, 'sign-in: EMAIL and PASSWORD are required\n');
  const asJson = read.values.json === true;
  const result = await deps.signIn({ email, password, ip: 'cli', userAgent: 'cli', deviceToken: undefined, language: null })();
  if (E.isLeft(result)) {
    const invalid = result.left._tag === 'InvalidInput' ? result.left.errors : null;
    if (asJson) return fail(1, jsonLine(invalid === null ? { code: 'invalid_credentials' } : { code: 'invalid_input', errors: invalid }));
    return fail(1, `${invalid === null ? 'invalid_credentials' : `invalid_input ${JSON.stringify(invalid)}`}\n`);
  }
  const r = result.right;
  if (asJson) {
    return ok(json({
      email: r.context.user.email, role: r.context.role, dealerships: r.totalManagedDealerships,
      prompt_dealership_select: r.promptDealershipSelect, fully_authenticated: r.context.session.fullyAuthenticated,
    }));
  }
  return ok(`signed in: ${r.context.user.email} role=${r.context.role ?? 'none'} dealerships=${r.totalManagedDealerships} prompt_dealership_select=${r.promptDealershipSelect} fully_authenticated=${r.context.session.fullyAuthenticated}\n`);
}

const USER_FLAGS: Readonly<Record<string, string>> = {
  email: '--email', password: '--password', first_name: '--first', last_name: '--last', role: '--role', dealerships: '--dealership', language: '--language',
};
const USER_WORDS: Readonly<Record<string, string>> = { 'email.taken': 'another account already has this e-mail address' };

/** create-user … [--json]: a staff account with its role at one or more stores; without --password, invited (its set-password link printed). */
export async function createUserCommand(args: readonly string[], deps: CliDeps): Promise<CliOutput> {
  const read = readArgs('create-user', args, {
    email: { type: 'string' }, password: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' }, role: { type: 'string' },
    dealership: { type: 'string' }, language: { type: 'string' }, json: { type: 'boolean' },
  });
  if (!read.ok) return read.output;
  const { values } = read;
  const role = values.role ?? '';
  if (!isDealerRole(role)) return fail(2, 'create-user: --role must be one of dealer_sales_rep, dealer_sales_manager, dealer_admin, organization_assistant, organization_admin, super_admin\n');
  const ids = (values.dealership ?? '').split(',').filter(Boolean).map(Number);
  if ((role !== 'super_admin' && ids.length === 0) || ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID)) return fail(2, 'create-user: --dealership takes one or more dealership ids, comma-separated\n');
  const language = values.language ?? 'en_CA';
  if (language !== 'en_CA' && language !== 'en_US' && language !== 'fr_CA') return fail(2, 'create-user: --language must be en_CA, en_US or fr_CA\n');
  const result = await deps.createUser({
    email: values.email ?? '', password: values.password ?? '', firstName: values.first ?? '', lastName: values.last ?? '',
    role, dealershipIds: ids, language,
  })();
  const asJson = values.json === true;
  if (E.isRight(result)) {
    const { id, invitation } = result.right;
    if (invitation === null) return ok(asJson ? json({ id }) : `created user ${id}\n`);
    // No --password: an invited account, as setup's first admin; the link is printed, never a password typed in a shell.
    const link = deps.setPasswordLink(invitation.token);
    return ok(asJson
      ? json({ id, set_password_link: link, link_expires_at: invitation.expiresAt.toISOString() })
      : `created user ${id}, invited: they choose a password at this link (once, until ${invitation.expiresAt.toISOString()}):\n  ${link}\n`);
  }
  if (result.left._tag === 'InvalidInput') return fail(1, asJson ? jsonLine({ code: 'invalid_input', errors: result.left.errors }) : `create-user refused: ${fieldLine(result.left.errors, USER_FLAGS, USER_WORDS)}\n`);
  if (asJson) return fail(1, jsonLine({ code: 'unknown_dealership', dealerships: result.left.ids, detail: 'on a new database run `npm run cli -- setup` first' }));
  const missing = result.left.ids.join(', ');
  const what = result.left.ids.length > 1 ? `dealerships ${missing} do not exist` : `dealership ${missing} does not exist`;
  return fail(1, `create-user refused: ${what}; on a new database run \`npm run cli -- setup\` first (README "Going live")\n`);
}
