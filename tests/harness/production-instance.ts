import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

/**
 * A fresh production instance for the journeys (issue 30.7): the server's bundle (as `npm start` runs it) with
 * APP_MODE=production on an embedded database of its own, a real SMTP server (the mail catcher)
 * and a Twilio-compatible endpoint (the fake) beside it, one store made in the empty database and
 * its first admin created with the CLI, as an operator would.
 */
export interface ProductionInstance {
  readonly url: string;
  readonly storeId: number;
  readonly mail: MailCatcher;
  readonly twilio: FakeTwilio;
  readonly admin: { readonly email: string; readonly password: string };
  /** The server's output so far (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

const run = (args: readonly string[], env: NodeJS.ProcessEnv): string => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...args], { env, encoding: 'utf8', timeout: 240_000 });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (${r.status}): ${r.stderr}${r.stdout}`);
  return r.stdout;
};

/** The environment of a production server on `port` over `dataDir`, its mail to `mail` and its texts to `twilio` (none: texts off). */
export function productionEnv(port: number, dataDir: string, mail: MailCatcher, twilio: FakeTwilio | null): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env, APP_MODE: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '',
    SESSION_SECRET: 'production-journey-secret-0123456789abcdef', CREDIT_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    SMTP_URL: mail.smtpUrl, MAIL_FROM: 'Dealer Panel <no-reply@panel.example>', PUBLIC_URL: url,
    ...(twilio === null
      ? { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM_NUMBER: '', TWILIO_API_BASE: '' }
      : { TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM_NUMBER: twilio.fromNumber, TWILIO_API_BASE: twilio.url }),
    LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '50', E2E_HOOKS: '',
  };
}

/** The server (dist/server/server.js, `npm start`'s) under `env`, once /api/health answers; stop() ends it. */
export async function startProductionServer(env: NodeJS.ProcessEnv, url: string): Promise<{ output(): string; stop(): Promise<void> }> {
  // A server left over on the port (an earlier run cut short) would answer the health check for this one.
  const stale = await fetch(`${url}/api/health`).then(() => true, () => false);
  if (stale) throw new Error(`something already answers at ${url}: stop it first`);
  // The server as production runs it (npm start): the bundle, built when a source is newer (vitest's global set-up has).
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { encoding: 'utf8', timeout: 240_000 });
  if (built.status !== 0) throw new Error(`scripts/build-server.mjs failed: ${built.stderr}`);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the production server ended: ${output}`);
    try { if ((await fetch(`${url}/api/health`)).ok) break; } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill('SIGTERM'); throw new Error(`the production server is not healthy: ${output}`); }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => { if (child.exitCode !== null) resolve(null); else child.once('exit', resolve); });
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startProductionInstance(port: number): Promise<ProductionInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-production-'));
  const mail = await startMailCatcher();
  const twilio = await startFakeTwilio();
  const url = `http://127.0.0.1:${port}`;
  const env = productionEnv(port, dataDir, mail, twilio);
  const storeId = Number(run(['tests/harness/make-store.ts', 'Concession Laurier', 'QC', 'ventes@laurier.example'], env).trim());
  const admin = { email: 'premier.admin@laurier.example', password: 'Premier-Admin-2026!' };
  run(['adapters/di/cli.ts', 'create-user', '--email', admin.email, '--password', admin.password, '--first', 'Claire', '--last', 'Gagnon', '--role', 'dealer_admin', '--dealership', String(storeId)], env);
  const server = await startProductionServer(env, url);
  return {
    url, storeId, mail, twilio, admin, output: () => server.output(),
    async stop() {
      await server.stop();
      await mail.stop();
      await twilio.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
