import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../harness/mail-catcher';
import { productionEnv, startProductionServer } from '../harness/production-instance';
import { cookieBrowser } from '../harness/cookie-browser';

/**
 * Issue 31 item 0, day one: APP_MODE=production on an EMPTY database, the operator runs `setup`
 * from the command line (no make-store, no demo), follows the printed link to set the admin's
 * password and signs in, the second step's code arriving by e-mail (texts off); she then opens a
 * second store and invites its manager, who sets a password from the e-mail and signs in. The server's port
 * is E2E_PORT + 10 (default 8330), beside the production journey's E2E_PORT. About 20 s on an idle
 * machine (two CLI processes, the first migrating the new database, then the server's start);
 * the time-out allows for a loaded one.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 8320) + 10;

const cli = (args: readonly string[], env: NodeJS.ProcessEnv) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/di/cli.ts', ...args], { env, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const browser = cookieBrowser;

const SETUP = ['setup', '--organization', 'Groupe Laurier', '--store', 'Concession Laurier', '--province', 'QC',
  '--admin-email', 'claire.gagnon@laurier.example', '--admin-first', 'Claire', '--admin-last', 'Gagnon'];

describe('day one: setup on an empty production database, then the first admin signs in', () => {
  const url = `http://127.0.0.1:${PORT}`;
  let dataDir = '';
  let mail: MailCatcher;
  let env: NodeJS.ProcessEnv;
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-setup-'));
    mail = await startMailCatcher();
    env = productionEnv(PORT, dataDir, mail, null);
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses create-user in one line, sets up once, and the admin reaches a verified session by the printed link', async () => {
    const early = cli(['create-user', '--email', 'x@laurier.example', '--password', 'Strong-Pass-2026!', '--first', 'Ann', '--last', 'Lee', '--role', 'dealer_admin', '--dealership', '1'], env);
    expect(early.code).toBe(1);
    expect(early.stderr).toBe('create-user refused: dealership 1 does not exist; on a new database run `npm run cli -- setup` first (README "Going live")\n');

    const first = cli(SETUP, env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('admin claire.gagnon@laurier.example (organization_admin, user #1)');
    const link = /^ {2}(http\S+)$/m.exec(first.stdout)?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${url}/dealer/reset-password\\?token=[^&]+&invitation=1$`));
    // Running it again (idempotent) and its refusals are tests/harness/setup.spec.txt's, in process: each process here costs seconds.
    // The platform operator, who keeps the lenders, rates and taxes (Payments): invited the same way, no password in the shell.
    const operator = cli(['create-user', '--email', 'nadia.roy@platform.example', '--first', 'Nadia', '--last', 'Roy', '--role', 'super_admin'], env);
    expect(operator.code, operator.stderr).toBe(0);
    const operatorLink = /^ {2}(http\S+)$/m.exec(operator.stdout)?.[1] ?? '';
    expect(operatorLink).toMatch(new RegExp(`^${url}/dealer/reset-password\\?token=[^&]+&invitation=1$`));

    server = await startProductionServer(env, url);
    const claire = browser(url);
    expect(await (await claire('GET', '/settings/')).json()).toMatchObject({ app_mode: 'production' });
    // The link opens the panel's reset-password screen (a built page: not served by this test's server), whose form posts this.
    const token = new URL(link).searchParams.get('token') ?? '';
    const password = 'Claire-Premier-Jour-2026!';
    const set = await claire('POST', '/api/dealer/user/reset_password/confirm/', { token, new_password: password, confirm_new_password: password });
    expect(set.status, server.output()).toBe(200);
    expect((await claire('POST', '/api/dealer/user/reset_password/confirm/', { token, new_password: password, confirm_new_password: password })).status).toBe(400);

    expect((await claire('POST', '/api/dealer/user/login/', { email: 'claire.gagnon@laurier.example', password })).status).toBe(200);
    expect(await (await claire('GET', '/api/dealer/user/verification/')).json()).toMatchObject({ fully_authenticated: false, factors: ['email'] });
    expect((await claire('POST', '/api/dealer/user/send_email_otp/', {})).status, server.output()).toBe(200);
    const codeMail = await mail.next('claire.gagnon@laurier.example');
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '';
    expect(codeMail.html).toContain('lang="fr');
    expect(await (await claire('POST', '/api/dealer/user/verification/', { token: code })).json()).toMatchObject({ fully_authenticated: true });

    const me = await (await claire('GET', '/api/dealer/user/current_user/')).json() as { user: Record<string, unknown>; total_managed_dealerships: number };
    expect(me.total_managed_dealerships).toBe(1);
    expect(JSON.stringify(me.user)).toContain('organization_admin');
    const store = await claire('GET', '/api/dealer/dealership/home_dealership/');
    expect(await store.json()).toMatchObject({ name: 'Concession Laurier', province_code: 'QC' });

    // She opens a second store in her organization, which she then manages, and invites its manager.
    const orgs = await (await claire('GET', '/api/dealer/organizations/')).json() as { id: number; name: string }[];
    expect(orgs.map((o) => o.name)).toEqual(['Groupe Laurier']);
    const second = await claire('POST', `/api/dealer/organizations/${orgs[0]!.id}/dealerships/`, {
      name: 'Laurier Gatineau', country: 'CA', province_code: 'QC', city: 'Gatineau', postal_code: 'J8X 2A1', phone: '819-555-0100', email: 'ventes@gatineau.laurier.example',
    });
    expect(second.status, server.output()).toBe(201);
    const secondId = (await second.json() as { id: number }).id;
    expect((await claire('POST', '/api/dealer/user/transfer_session/', { dealership_id: secondId })).status).toBe(200);
    const manager = 'marc.roy@laurier.example';
    expect((await claire('POST', '/api/dealer/user/', { email: manager, first_name: 'Marc', last_name: 'Roy', set_role: 'dealer_sales_manager', language: 'fr_CA' })).status).toBe(201);
    const invitation = await mail.next(manager);
    expect(invitation.from).toContain('Laurier Gatineau');
    const invited = decodeURIComponent(/token=([^&\s]+)/.exec(invitation.text)?.[1] ?? '');
    const marcPassword = 'Marc-Gerant-Gatineau-2026!';
    expect((await browser(url)('POST', '/api/dealer/user/reset_password/confirm/', { token: invited, new_password: marcPassword, confirm_new_password: marcPassword })).status).toBe(200);
    const marc = browser(url);
    expect((await marc('POST', '/api/dealer/user/login/', { email: manager, password: marcPassword })).status).toBe(200);

    const nadia = browser(url);
    const nadiaPassword = 'Nadia-Operatrice-2026!';
    const operatorToken = new URL(operatorLink).searchParams.get('token') ?? '';
    expect((await nadia('POST', '/api/dealer/user/reset_password/confirm/', { token: operatorToken, new_password: nadiaPassword, confirm_new_password: nadiaPassword })).status).toBe(200);
    expect((await nadia('POST', '/api/dealer/user/login/', { email: 'nadia.roy@platform.example', password: nadiaPassword })).status).toBe(200);
  }, 480_000);
});
