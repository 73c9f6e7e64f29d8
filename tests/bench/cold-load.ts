/**
 * What a browser with an empty cache downloads to show the sign-in page and the customer list:
 * builds the UI (unless BENCH_NO_BUILD=1), serves it with the demo data on 127.0.0.1, opens each page
 * in Debian's Chromium (Playwright) and sums the bytes on the wire (compressed as sent) and decoded.
 * `npx tsx tests/bench/cold-load.ts` prints the figures; `npm run bench` adds them to docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { buildApp } from '../../adapters/http/server/app';
import { defaultRateLimits } from '../../adapters/http/server/platform/rate-limits';
import { ports as bindPorts, type Ports } from '../../adapters/di/ports';
import { seedDemoData } from '../../adapters/di/seed-demo';
import { serverDeps } from '../../adapters/di/server-deps';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../adapters/persistence/seed/demo-staff';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, latestCode } from '../api/support/test-app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = 'admin@demo.dealer.test';

export interface Load {
  readonly page: string;
  readonly jsFiles: number;
  readonly jsWire: number;
  readonly jsDecoded: number;
  readonly requests: number;
  readonly wire: number;
}

interface Entry { readonly url: string; readonly type: string; readonly wire: number; readonly decoded: number }

async function measure(context: BrowserContext, url: string, page: string, ready: string): Promise<Load> {
  const tab = await context.newPage();
  const pending: Promise<Entry>[] = [];
  tab.on('requestfinished', (request) => {
    pending.push((async () => {
      const sizes = await request.sizes();
      const body = await (await request.response())?.body().catch(() => undefined);
      return { url: request.url(), type: request.resourceType(), wire: sizes.responseBodySize, decoded: body?.length ?? 0 };
    })());
  });
  if (process.env.BENCH_LIST === '1') tab.on('framenavigated', (frame) => { if (frame === tab.mainFrame()) process.stderr.write(`navigated ${frame.url()}\n`); });
  await tab.goto(url, { waitUntil: 'networkidle' });
  await tab.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await tab.waitForLoadState('networkidle');
  const entries = await Promise.all(pending);
  await tab.close();
  const js = entries.filter((e) => e.type === 'script');
  if (process.env.BENCH_LIST === '1') for (const e of entries) process.stderr.write(`${e.type} ${e.wire} ${e.decoded} ${e.url}\n`);
  const sum = (list: readonly Entry[], key: 'wire' | 'decoded') => list.reduce((total, e) => total + e[key], 0);
  return { page, jsFiles: js.length, jsWire: sum(js, 'wire'), jsDecoded: sum(js, 'decoded'), requests: entries.length, wire: sum(entries, 'wire') };
}

/** The demo admin, signed in with the code from the outbox: its cookies for the browser. */
async function adminCookies(app: FastifyInstance, ports: Ports) {
  const phone = DEMO_STAFF.find((s) => s.email === ADMIN)?.devicePhone ?? '';
  const agent = new Agent(app);
  await agent.post('/api/dealer/user/login/', { email: ADMIN, password: DEMO_PASSWORD });
  await agent.post('/api/dealer/user/send_otp/');
  const verified = await agent.post('/api/dealer/user/verification/', { token: await latestCode(ports, phone) });
  if (verified.statusCode !== 200) throw new Error(`sign-in for the benchmark: ${verified.statusCode} ${verified.body}`);
  return ['sessionid', 'csrftoken'].map((name) => ({ name, value: agent.cookie(name) ?? '', domain: '127.0.0.1', path: '/' }));
}

export async function runColdLoadBench(log: (s: string) => void): Promise<Load[]> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    log('cold load: building the UI');
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const database = await throwawayPglite();
  const ports = bindPorts(database, { log: () => undefined });
  await seedDemoData(ports);
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: 'b'.repeat(40), uiDir: path.join(ROOT, 'dist/ui'), logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: '' }, rateLimits: defaultRateLimits(100),
  });
  let browser: Browser | undefined;
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    const signIn = await measure(await browser.newContext({ locale: 'en-CA' }), `${base}/dealer/login`, 'sign-in (/dealer/login)', 'input[type=password]');
    const listContext = await browser.newContext({ locale: 'en-CA' });
    await listContext.addCookies(await adminCookies(app, ports));
    const list = await measure(listContext, `${base}/dealer/customers`, 'customer list (/dealer/customers)', 'tbody tr');
    return [signIn, list];
  } finally {
    await browser?.close();
    await app.close();
    await database.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function coldLoadSection(loads: readonly Load[]): string {
  const rows = loads.map((l) => `| ${l.page} | ${l.jsFiles} | ${kb(l.jsWire)} | ${kb(l.jsDecoded)} | ${l.requests} | ${kb(l.wire)} |`).join('\n');
  return `## Cold load (issues 10.5 and 34)

An empty browser cache, Debian's Chromium through Playwright, the built UI served by the API server (demo data).
"On the wire" is the bytes of response bodies as sent (compressed), "decoded" after decompression. Target (issue 34):
the sign-in page's JavaScript at most 100 KB on the wire, in at most 10 files.

| page | JS files | JS on the wire | JS decoded | requests | everything on the wire |
| --- | --- | --- | --- | --- | --- |
${rows}

Before issue 34 (same measure, 2026-12-06): sign-in 62 scripts, 230.5 KB of JavaScript (856.5 KB decoded), 68 requests,
260.7 KB in all.

Before issue 10.5 (same measure, 2026-11-24, nothing compressed): sign-in 25 scripts, 1,086.1 KB of JavaScript, 30
requests, 1,332.0 KB in all; customer list 34 scripts, 1,147.7 KB of JavaScript, 42 requests, 1,413.5 KB in all.
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runColdLoadBench((s) => process.stderr.write(`${s}\n`)).then(
    (loads) => { process.stdout.write(`${coldLoadSection(loads)}\n`); process.exit(0); },
    (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); },
  );
}
