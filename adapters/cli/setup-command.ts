import * as E from 'fp-ts/Either';
import type { SetUpFirstStoreError, SetUpFirstStoreResult } from '@dealer-panel/core/people/setup/set-up-first-store';
import { fail, ok, readArgs } from './cli-args';
import type { CliDeps, CliOutput } from './cli-deps';
import { fieldLine } from './field-line';

export const SETUP_USAGE = `  setup --organization NAME --store NAME --province QC --admin-email E --admin-first F --admin-last L
        [--language fr_CA|en_CA|en_US] [--country CA|US] [--city C] [--postal-code P] [--time-zone America/Toronto] [--another] [--json]
                             the first organization, its first store and its first admin on an empty database (idempotent);
                             prints the admin's set-password link (on PUBLIC_URL). README "Going live"
`;

const FLAGS: Readonly<Record<string, string>> = {
  organization: '--organization', store: '--store', province: '--province', country: '--country', language: '--language',
  time_zone: '--time-zone', city: '--city', postal_code: '--postal-code', admin_email: '--admin-email', admin_first: '--admin-first', admin_last: '--admin-last',
};
const WORDS: Readonly<Record<string, string>> = {
  'province.invalid': 'not a Canadian province or territory nor a US state (QC, ON, BC… or VT, NY, CA…)',
  'country.province_mismatch': 'does not match --province',
  'choice.invalid': 'not one of the choices',
  'time_zone.invalid': 'not a time zone name (America/Toronto, America/Vancouver…)',
  'text.too_long': 'too long',
  'email.invalid': 'not an e-mail address',
};

const quoted = (rows: readonly { readonly id: number; readonly name: string }[]) => rows.map((r) => `#${r.id} "${r.name}"`).join(', ');

function refusal(error: SetUpFirstStoreError): string {
  switch (error._tag) {
    case 'InvalidInput': return fieldLine(error.errors, FLAGS, WORDS);
    case 'OtherOrganizationsExist': return `the database already holds ${error.count} organization${error.count === 1 ? '' : 's'} and setup makes the first one; to add another organization on purpose, run again with --another`;
    case 'SetUpDifferently': return error.differs === 'store'
      ? `organization #${error.organization.id} "${error.organization.name}" already exists with store ${quoted(error.stores) || '(none)'}; setup makes only the first store, add the others from the panel`
      : `organization #${error.organization.id} "${error.organization.name}" and its store exist, but that e-mail is not their organization admin; nothing changed`;
    case 'EmailTaken': return `${error.email} is already the e-mail of user #${error.userId}; choose another --admin-email`;
    case 'ChangedMeanwhile': return 'another setup wrote at the same moment and nothing was written; run again to see what exists';
  }
}

function done(result: SetUpFirstStoreResult, link: (token: string) => string): string {
  if (result._tag === 'AlreadySetUp') {
    return `already set up: organization #${result.organization.id} "${result.organization.name}", store #${result.store.id} "${result.store.name}", admin ${result.admin.email} (user #${result.admin.id}); nothing changed\n`
      + 'A lost set-password link: "Forgot your password?" on the sign-in page e-mails a new one.\n';
  }
  const url = link(result.invitationToken);
  return `set up: organization #${result.organization.id} "${result.organization.name}", store #${result.store.id} "${result.store.name}" `
    + `(${result.store.provinceCode}, ${result.store.country}, time zone ${result.store.timeZone}), admin ${result.admin.email} (${result.admin.role}, user #${result.admin.id})\n`
    + `The admin chooses a password at this link (once, until ${result.linkExpiresAt.toISOString()}):\n  ${url}\n`
    + `Then signs in at ${url.slice(0, url.indexOf('/dealer/') + '/dealer/'.length)} (the second step's code arrives by e-mail until a phone or an app is added)\n`
    + 'and fills in the store\'s address, phone, hours and deposit on the Dealership page.\n';
}

const snake = (tag: string): string => tag.replace(/[A-Z]/g, (c, i: number) => `${i === 0 ? '' : '_'}${c.toLowerCase()}`);

/** --json: the refusal's code (its tag in snake case), the field errors or the sentence, on one line. */
function refusalJson(error: SetUpFirstStoreError): string {
  const extra = error._tag === 'InvalidInput' ? { errors: error.errors } : { detail: refusal(error) };
  return `${JSON.stringify({ code: snake(error._tag), ...extra })}\n`;
}

/** --json: what was made or found, with the set-password link when made. */
function doneJson(result: SetUpFirstStoreResult, link: (token: string) => string): string {
  const rows = { organization: result.organization, store: result.store };
  if (result._tag === 'AlreadySetUp') return `${JSON.stringify({ status: 'already_set_up', ...rows, admin: result.admin }, null, 2)}\n`;
  return `${JSON.stringify({
    status: 'set_up', organization: result.organization,
    store: { id: result.store.id, name: result.store.name, province: result.store.provinceCode, country: result.store.country, time_zone: result.store.timeZone },
    admin: { id: result.admin.id, email: result.admin.email, role: result.admin.role },
    set_password_link: link(result.invitationToken), link_expires_at: result.linkExpiresAt.toISOString(),
  }, null, 2)}\n`;
}

export async function setupCommand(args: readonly string[], deps: CliDeps): Promise<CliOutput> {
  const read = readArgs('setup', args, {
    organization: { type: 'string' }, store: { type: 'string' }, province: { type: 'string' }, country: { type: 'string' },
    language: { type: 'string' }, 'time-zone': { type: 'string' }, city: { type: 'string' }, 'postal-code': { type: 'string' },
    'admin-email': { type: 'string' }, 'admin-first': { type: 'string' }, 'admin-last': { type: 'string' }, another: { type: 'boolean' },
    json: { type: 'boolean' },
  });
  if (!read.ok) return read.output;
  const v = read.values;
  const result = await deps.setUp({
    organization: v.organization ?? '', store: v.store ?? '', province: v.province ?? '', country: v.country ?? null,
    language: v.language ?? null, timeZone: v['time-zone'] ?? null, city: v.city ?? '', postalCode: v['postal-code'] ?? '',
    adminEmail: v['admin-email'] ?? '', adminFirstName: v['admin-first'] ?? '', adminLastName: v['admin-last'] ?? '', another: v.another ?? false,
  })();
  const code = (e: SetUpFirstStoreError) => (e._tag === 'InvalidInput' ? 2 : 1);
  if (v.json === true) return E.isLeft(result) ? fail(code(result.left), refusalJson(result.left)) : ok(doneJson(result.right, deps.setPasswordLink));
  if (E.isLeft(result)) return fail(code(result.left), `setup refused: ${refusal(result.left)}\n`);
  return ok(done(result.right, deps.setPasswordLink));
}
