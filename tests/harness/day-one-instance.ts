import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { productionEnv, startProductionServer } from './production-instance';

/**
 * Day one as an operator lives it (issues 30.7 and 31.0): APP_MODE=production on an EMPTY embedded
 * database, a real SMTP server (the mail catcher) and a Twilio-compatible endpoint (the fake) beside
 * it, `npm run cli -- setup` making the organization, its store and its first admin, whose
 * set-password link it prints. PUBLIC_URL is http://localhost:<port>: a browser's secure context,
 * and the relying party of passkeys (WebAuthn takes no IP address).
 */
export interface DayOneInstance {
  /** http://localhost:<port>, the address the e-mails' links and the passkeys name. */
  readonly url: string;
  readonly mail: MailCatcher;
  readonly twilio: FakeTwilio;
  readonly adminEmail: string;
  /** The link `setup` printed for the first admin. */
  readonly setPasswordLink: string;
  output(): string;
  stop(): Promise<void>;
}

const SETUP = (adminEmail: string) => ['setup', '--organization', 'Groupe Laurier', '--store', 'Concession Laurier', '--province', 'QC',
  '--admin-email', adminEmail, '--admin-first', 'Claire', '--admin-last', 'Gagnon'];

export async function startDayOneInstance(port: number): Promise<DayOneInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-day-one-'));
  const mail = await startMailCatcher();
  const twilio = await startFakeTwilio();
  const url = `http://localhost:${port}`;
  const env = { ...productionEnv(port, dataDir, mail, twilio), PUBLIC_URL: url };
  const adminEmail = 'claire.gagnon@laurier.example';
  const setup = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/di/cli.ts', ...SETUP(adminEmail)], { env, encoding: 'utf8', timeout: 240_000 });
  if (setup.status !== 0) throw new Error(`setup failed (${setup.status}): ${setup.stderr}${setup.stdout}`);
  const setPasswordLink = /^ {2}(http\S+)$/m.exec(setup.stdout)?.[1] ?? '';
  if (setPasswordLink === '') throw new Error(`setup printed no link: ${setup.stdout}`);
  const server = await startProductionServer(env, `http://127.0.0.1:${port}`);
  return {
    url, mail, twilio, adminEmail, setPasswordLink, output: () => server.output(),
    async stop() {
      await server.stop();
      await mail.stop();
      await twilio.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
