/**
 * Lighthouse on a phone (issue 34 item 3): the `lighthouse` package's default mobile emulation and
 * simulated throttling, Debian's Chromium, the median of 3 runs per page. The built UI is served with
 * the demo data by a server process of its own (as `npm start` runs it), so Lighthouse's own work in
 * this process does not slow the answers it measures. The panel's pages are loaded signed in as the
 * demo admin (the session's cookies put in the browser before each run, with the cache and storage
 * emptied: Lighthouse's documented recipe for a signed-in page, `disableStorageReset`).
 *
 * `npx tsx tests/bench/lighthouse.ts` prints the section and exits 1 when a page scores under the
 * target; `npm run bench` writes it to docs/benchmarks.md and fails the same way (not `npm test`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type APIRequestContext } from 'playwright';
import { serve, signIn } from './demo-server';
import { median, missedTargets, TARGET, type PageScore } from './lighthouse-targets';

export { missedTargets } from './lighthouse-targets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
interface Target { readonly page: string; readonly path: string; readonly signedIn: boolean }

/** The pages the issue names: sign-in, the customer list, a customer's record, a worksheet and the customer's deal page. */
async function targets(api: APIRequestContext): Promise<Target[]> {
  const { results } = (await (await api.get('/api/dealer/order/?page_size=50')).json()) as { results: { id: number; customer: number; vehicle: unknown; is_archived: boolean }[] };
  const deal = results.find((d) => d.vehicle !== null && !d.is_archived);
  if (deal === undefined) throw new Error('the demo has no open deal with a vehicle');
  const links = (await (await api.get(`/api/dealer/order/${deal.id}/easy_links/`)).json()) as { order_link: string };
  return [
    { page: 'sign-in', path: '/dealer/login', signedIn: false },
    { page: 'customer list', path: '/dealer/customers', signedIn: true },
    { page: 'customer record', path: `/dealer/customers/${deal.customer}`, signedIn: true },
    { page: 'pricing worksheet', path: `/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`, signedIn: true },
    // The link sent to the customer (/deal/<token>) records its opening and redirects to the shop's page of the
    // deal: Lighthouse loads that page, opened by the link's token (the demo store asks no sign-in code).
    { page: "customer's deal", path: `/shop${new URL(links.order_link).pathname}`, signedIn: false },
  ];
}

interface SessionCookie { readonly name: string; readonly value: string }

/**
 * An empty cache and storage for the next run, with the session's cookies in the browser's jar when
 * the page is signed in (Lighthouse's own reset would clear them, and a Cookie header given as an
 * extra header was dropped from the second run on). The cookies go in through a CDP connection of
 * Playwright's, closed before Lighthouse starts.
 */
async function prepareRun(chrome: LaunchedChrome, base: string, cookies: readonly SessionCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (context === undefined) throw new Error('Chromium has no default context');
    const page = context.pages()[0] ?? await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
    await context.clearCookies();
    await context.addCookies(cookies.map((c) => ({ ...c, domain: '127.0.0.1', path: '/' })));
    await cdp.detach();
  } finally {
    await browser.close();
  }
}

async function score(chrome: LaunchedChrome, base: string, target: Target, cookies: readonly SessionCookie[]): Promise<PageScore> {
  const runs: PageScore[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await prepareRun(chrome, base, target.signedIn ? cookies : []);
    const result = await lighthouse(`${base}${target.path}`, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (lhr === undefined) throw new Error(`${target.page}: Lighthouse returned nothing`);
    if (lhr.runtimeError !== undefined) throw new Error(`${target.page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== target.path) throw new Error(`${target.page}: Lighthouse landed on ${landed}, not ${target.path} (signed out?)`);
    // LIGHTHOUSE_DETAILS=1 names each accessibility audit that failed and the first places it found.
    if (process.env.LIGHTHOUSE_DETAILS === '1') {
      for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (audit === undefined || audit.score === null || audit.score >= 1) continue;
        const items = ((audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []).slice(0, 5);
        process.stderr.write(`${target.page}: ${ref.id}: ${items.map((i) => i.node?.snippet ?? '').join(' | ')}\n`);
      }
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      page: target.page, performance: lhr.categories.performance?.score ?? 0, accessibility: lhr.categories.accessibility?.score ?? 0,
      lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'),
      requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0, runs: RUNS,
    });
  }
  const of = (key: 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'requests') => median(runs.map((r) => r[key]));
  return { page: target.page, performance: of('performance'), accessibility: of('accessibility'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), requests: of('requests'), runs: RUNS };
}

export async function runLighthouseBench(log: (s: string) => void, build = process.env.BENCH_NO_BUILD !== '1'): Promise<PageScore[]> {
  if (build) {
    log('lighthouse: building the UI');
    if (spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'ignore' }).status !== 0) throw new Error('npm run build failed');
  }
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 8595);
  const base = `http://127.0.0.1:${port}`;
  const server = await serve(port);
  let chrome: LaunchedChrome | undefined;
  try {
    const api = await signIn(base);
    const cookies = (await api.storageState()).cookies.filter((c) => c.name === 'sessionid' || c.name === 'csrftoken').map(({ name, value }) => ({ name, value }));
    // LIGHTHOUSE_PAGES=list,worksheet measures only the pages whose names contain one of the words.
    const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter((word) => word !== '');
    const pages = (await targets(api)).filter((target) => only.length === 0 || only.some((word) => target.page.includes(word)));
    await api.dispose();
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const scores: PageScore[] = [];
    for (const target of pages) {
      log(`lighthouse: ${target.page} (${RUNS} runs)`);
      scores.push(await score(chrome, base, target, cookies));
    }
    return scores;
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
  }
}

export function lighthouseSection(scores: readonly PageScore[]): string {
  const rows = scores.map((s) => `| ${s.page} | ${s.performance.toFixed(2)} | ${(s.lcpMs / 1000).toFixed(1)} s | ${Math.round(s.tbtMs)} ms | ${s.accessibility.toFixed(2)} | ${s.requests} |`).join('\n');
  const missed = missedTargets(scores);
  return `## Lighthouse on a phone (issue 34)

Lighthouse 12 (the \`lighthouse\` package, default mobile emulation and simulated throttling), Debian's Chromium,
median of ${scores[0]?.runs ?? RUNS} runs per page; the demo served by a process of its own, the panel's pages signed in
as the demo admin. Targets: performance ≥ ${TARGET.performance}, LCP < ${TARGET.lcpMs / 1000} s, TBT < ${TARGET.tbtMs} ms,
accessibility ${TARGET.accessibility.toFixed(2)}. \`npx tsx tests/bench/lighthouse.ts\` measures it alone.

| page | performance | LCP | TBT | accessibility | requests |
| --- | --- | --- | --- | --- | --- |
${rows}

${missed.length === 0 ? 'Every page meets its target.' : `Under target:\n${missed.map((m) => `- ${m}`).join('\n')}`}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runLighthouseBench((s) => process.stderr.write(`${s}\n`)).then(
    (scores) => { process.stdout.write(`${lighthouseSection(scores)}\n`); process.exit(missedTargets(scores).length === 0 ? 0 : 1); },
    (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(2); },
  );
}
