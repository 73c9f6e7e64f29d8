/**
 * A developer's probe of the panel's pages in the browser (issue 34), not part of `npm run bench`: the built UI
 * served with the demo (demo-server.ts), Debian's Chromium at a phone's size with the CPU slowed 4× (Lighthouse's
 * mobile factor), a cold cache, and per page: the main thread's busy time, its long tasks (the blocking time past
 * 50 ms each, as TBT counts it), the LCP, and where the JavaScript time went (CDP Profiler, self time mapped back
 * to the sources through the build's source maps).
 *
 *   npm run -s build && PAGE_PROFILE_PORT=8422 npx tsx tests/bench/page-profile.ts [list|record|worksheet …]
 *   PAGE_PROFILE_TOP=40 …   more functions per page.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { serve, signIn } from './demo-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOP = Number(process.env.PAGE_PROFILE_TOP ?? 25);
const port = Number(process.env.PAGE_PROFILE_PORT ?? 8596);
const base = `http://127.0.0.1:${port}`;

interface ProfileNode { readonly id: number; readonly callFrame: { readonly url: string; readonly functionName: string; readonly lineNumber: number; readonly columnNumber: number }; readonly hitCount?: number }
interface Profile { readonly nodes: ProfileNode[]; readonly startTime: number; readonly endTime: number; readonly samples?: number[]; readonly timeDeltas?: number[] }

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = path.join(ROOT, 'dist/ui', new URL(url).pathname.replace(/^\/dealer\//, ''));
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
}

function where(frame: ProfileNode['callFrame']): string {
  if (frame.url === '') return frame.functionName || '(program)';
  const map = frame.url.startsWith(base) ? mapOf(frame.url) : null;
  const chunk = frame.url.replace(/^.*\//, '');
  if (map === null) return `${frame.functionName || '(anon)'} ${chunk}`;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'nm:');
  return `${pos.name ?? frame.functionName ?? '(anon)'} ${source}:${pos.line ?? 0} [${chunk}]`;
}

function summary(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) self.set(samples[i] ?? 0, (self.get(samples[i] ?? 0) ?? 0) + (deltas[i + 1] ?? 0));
  const fn = new Map<string, number>();
  const file = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (node === undefined || node.callFrame.functionName === '(idle)') continue;
    busy += us;
    const name = where(node.callFrame);
    fn.set(name, (fn.get(name) ?? 0) + us);
    const group = name.replace(/^\S+ /, '').replace(/:\d+ \[.*$/, '').replace(/^(nm:(@[^/]+\/)?[^/]+|ui\/features\/[^/]+|ui\/[^/]+|adapters\/[^/]+\/[^/]+|core\/[^/]+).*$/, '$1');
    file.set(group, (file.get(group) ?? 0) + us);
  }
  // Inclusive time of the project's own functions (ui/, adapters/, core/): which of its calls the library time is spent under.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of (n as ProfileNode & { children?: number[] }).children ?? []) parent.set(c, n.id);
  const own = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node === undefined || node.callFrame.functionName === '(idle)') break;
      const name = where(node.callFrame);
      if (/ (ui|adapters|core)\//.test(name) && !seen.has(name)) { seen.add(name); own.set(name, (own.get(name) ?? 0) + us); }
    }
  }
  const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(6)} ms`;
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${ms(v)}  ${k}`);
  return [`profiled busy (self, not idle): ${ms(busy)}`, '-- by package/area --', ...top(file, 20), '-- by function --', ...top(fn, TOP), '-- project functions, inclusive --', ...top(own, TOP)];
}

async function main(): Promise<void> {
  const server = await serve(port, { startSeconds: 400 });
  try {
    const api = await signIn(base);
    const cookies = (await api.storageState()).cookies.filter((c) => c.name === 'sessionid' || c.name === 'csrftoken');
    const { results } = (await (await api.get('/api/dealer/order/?page_size=50')).json()) as { results: { id: number; customer: number; vehicle: unknown; is_archived: boolean }[] };
    const deal = results.find((d) => d.vehicle !== null && !d.is_archived);
    if (deal === undefined) throw new Error('no open deal with a vehicle');
    await api.dispose();
    const all = [
      { page: 'list', path: '/dealer/customers' },
      { page: 'record', path: `/dealer/customers/${deal.customer}` },
      { page: 'worksheet', path: `/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet` },
    ];
    const wanted = process.argv.slice(2);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    for (const target of all.filter((t) => wanted.length === 0 || wanted.includes(t.page))) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, domain: '127.0.0.1', path: '/' })));
      await context.addInitScript(() => {
        const w = window as unknown as { __lcp: number; __long: { start: number; duration: number }[] };
        w.__lcp = 0; w.__long = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__long.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const started = Date.now();
      await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      // PAGE_PROFILE_SAVE=dir keeps each page's profile (<dir>/<page>.cpuprofile, for DevTools).
      if (process.env.PAGE_PROFILE_SAVE !== undefined) writeFileSync(path.join(process.env.PAGE_PROFILE_SAVE, `${target.page}.cpuprofile`), JSON.stringify(profile));
      const timing = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __long: { start: number; duration: number }[] };
        return { lcp: Math.round(w.__lcp), long: w.__long, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0) };
      });
      const tbt = timing.long.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      process.stdout.write(`\n=== ${target.page} ${target.path} (4x CPU, ${Date.now() - started} ms wall, load ${(await import('node:os')).loadavg()[0]?.toFixed(2)})\n`);
      process.stdout.write(`FCP ${timing.fcp} ms, LCP ${timing.lcp} ms, blocking past 50 ms: ${tbt} ms; long tasks: ${timing.long.map((t) => `${t.start}+${t.duration}`).join(' ')}\n`);
      process.stdout.write(`${summary(profile).join('\n')}\n`);
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().then(() => process.exit(0), (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(2); });
