/**
 * The demo served by a process of its own for the benchmarks that measure it from outside (Lighthouse,
 * the memory soak): the server's bundle (dist/server/server.js, built first when a source is newer) as `npm start` runs it, APP_MODE=demo with its seed, on a
 * throw-away DATA_DIR (PGlite), removed when the process exits; and the demo admin signed in.
 */
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, type APIRequestContext } from 'playwright';
import { DEMO_PASSWORD } from '../../adapters/persistence/seed/demo-staff';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = 'admin@demo.dealer.test';

export interface ServeOptions {
  /** Node options before the server's module (e.g. a module to `--import`). */
  readonly nodeArgs?: readonly string[];
  /** An IPC channel to the server (for a module it imports). */
  readonly ipc?: boolean;
  readonly rateLimitScale?: number;
  /** How long the seed may take before /api/health answers (default 120 s). */
  readonly startSeconds?: number;
}

export async function serve(port: number, options: ServeOptions = {}): Promise<ChildProcess> {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('building the server (scripts/build-server.mjs) failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-data-'));
  // The flags npm start gives the server on the embedded database (scripts/server-node-flags.mjs).
  const child = spawn(process.execPath, [...serverNodeFlags({}), ...(options.nodeArgs ?? []), 'dist/server/server.js'], {
    cwd: ROOT, stdio: options.ipc === true ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
    // MALLOC_ARENA_MAX as scripts/start.mjs sets it.
    env: {
      MALLOC_ARENA_MAX: '2', ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'demo', SEED_DEMO: '1', DATABASE_URL: '', LOG_LEVEL: 'warn', FEED_PULL_JOB: 'off',
      RATE_LIMIT_SCALE: String(options.rateLimitScale ?? 50),
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr = `${stderr}${chunk.toString()}`.slice(-2000); });
  let exited: number | string | null = null;
  child.on('exit', (code, signal) => { exited = code ?? signal; rmSync(dataDir, { recursive: true, force: true }); });
  const seconds = options.startSeconds ?? 120;
  for (let i = 0; i < seconds * 2; i += 1) {
    if (exited !== null) throw new Error(`the demo server exited (${String(exited)}): ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the demo server did not answer /api/health within ${seconds} s`);
}

/** Signs the demo admin in with the code from the demo outbox; returns the API context holding the session. */
export async function signIn(base: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: base });
  const csrf = async () => (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  await api.get('/api/dealer/user/current_user/');
  const since = Date.now() - 2000;
  const login = await api.post('/api/dealer/user/login/', { data: { email: ADMIN, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': await csrf() } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  await api.post('/api/dealer/user/send_otp/', { data: {}, headers: { 'X-CSRFToken': await csrf() } });
  let code: string | undefined;
  for (let i = 0; i < 30 && code === undefined; i += 1) {
    const outbox = (await (await api.get('/api/demo/outbox/')).json()) as { channel: string; body: string; created_at: string }[];
    const sms = outbox.filter((m) => m.channel === 'sms' && Date.parse(m.created_at) >= since).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    code = sms === undefined ? undefined : /\b(\d{6})\b/.exec(sms.body)?.[1];
    if (code === undefined) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const verified = await api.post('/api/dealer/user/verification/', { data: { token: code ?? '' }, headers: { 'X-CSRFToken': await csrf() } });
  if (!verified.ok()) throw new Error(`verification: ${verified.status()} ${await verified.text()}`);
  return api;
}
