/**
 * The memory soak (issue 34 item 6): the demo on PGlite, served by a process of its own as `npm start`
 * runs it, browsed by a signed-in dealer from 20 connections (tests/bench/memory-soak-traffic.ts, fired
 * by the load generator from a third process) for MEMORY_SOAK_MINUTES (default 30). Every few seconds
 * the server's RSS (/proc/<pid>/status VmRSS) and its process.memoryUsage() (heap used, external, array
 * buffers: asked over IPC of tests/bench/memory-probe.mjs, loaded into it) are sampled.
 *
 * Reported: RSS when the traffic starts, after the warm-up (the first fifth), at the end, the peak, and
 * the slope after the warm-up (least squares, MB per 10 minutes). The section fails when the peak RSS
 * passes 400 MB or RSS is not flat: the slope's growth over the second half passes 5 % of its RSS.
 *
 *   MEMORY_SOAK_MINUTES=4 npx tsx tests/bench/memory-soak.ts   (MEMORY_SOAK_PORT, default 8596;
 *   MEMORY_SOAK_SNAPSHOTS=<dir>: heap snapshots of the server after the warm-up and at the end;
 *   MEMORY_SOAK_NODE_ARGS: more flags for the server's node, e.g. "--max-semi-space-size=8")
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, signIn } from './demo-server';
import { runLoad, type LoadResult } from './load-generator';
import { soakTraffic } from './memory-soak-traffic';
import { soakVerdict, type MemorySample, type SoakFigures } from './memory-soak-figures';

export { soakVerdict } from './memory-soak-figures';

const MINUTES = Number(process.env.MEMORY_SOAK_MINUTES ?? 30);
const CONNECTIONS = 20;
const SAMPLE_MS = 5_000;
const PROBE = pathToFileURL(path.resolve(import.meta.dirname, 'memory-probe.mjs')).href;
const MB = 1024 * 1024;

type Usage = NodeJS.MemoryUsage;

function ask<T>(server: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { server.off('message', on); reject(new Error(`the server did not answer ${key}`)); }, 120_000);
    function on(answer: unknown): void {
      const value = (answer as Record<string, unknown>)[key];
      if (value === undefined) return;
      clearTimeout(timer);
      server.off('message', on);
      resolve(value as T);
    }
    server.on('message', on);
    server.send(message);
  });
}

function rssMb(pid: number, field = 'VmRSS'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function sample(server: ChildProcess, startedAt: number): Promise<MemorySample> {
  const usage = await ask<Usage>(server, { memory: true }, 'memory');
  return {
    minutes: (performance.now() - startedAt) / 60_000, rssMb: rssMb(server.pid ?? 0),
    heapUsedMb: usage.heapUsed / MB, heapTotalMb: usage.heapTotal / MB, externalMb: usage.external / MB, arrayBuffersMb: usage.arrayBuffers / MB,
  };
}

export interface SoakResult { readonly figures: SoakFigures; readonly load: LoadResult; readonly requestKinds: number; readonly idleRssMb: number; readonly seedPeakMb: number }

export async function runMemorySoak(log: (s: string) => void, minutes = MINUTES): Promise<SoakResult> {
  const port = Number(process.env.MEMORY_SOAK_PORT ?? 8596);
  const base = `http://127.0.0.1:${port}`;
  log(`memory soak: starting the demo on ${base}`);
  // MEMORY_SOAK_NODE_ARGS: more of node's flags for the server (an experiment's, e.g. a V8 heap flag).
  const more = (process.env.MEMORY_SOAK_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');
  const server = await serve(port, { nodeArgs: ['--import', PROBE, ...more], ipc: true, rateLimitScale: 1000, startSeconds: 600 });
  const snapshots = process.env.MEMORY_SOAK_SNAPSHOTS;
  try {
    const pid = server.pid ?? 0;
    const seedPeakMb = rssMb(pid, 'VmHWM');
    const api = await signIn(base);
    const cookies = (await api.storageState()).cookies;
    const cookie = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
    const requests = await soakTraffic(api);
    await api.dispose();
    const headers = { cookie: `sessionid=${cookie('sessionid')}; csrftoken=${cookie('csrftoken')}`, 'x-csrftoken': cookie('csrftoken'), 'content-type': 'application/json' };
    const startedAt = performance.now();
    const samples: MemorySample[] = [await sample(server, startedAt)];
    const idleRssMb = samples[0]?.rssMb ?? 0;
    log(`memory soak: ${minutes} min, ${CONNECTIONS} connections, ${requests.length} requests in the cycle; RSS ${idleRssMb.toFixed(0)} MB (seeding's peak ${seedPeakMb.toFixed(0)} MB)`);
    let warmSnapshot = snapshots !== undefined;
    const timer = setInterval(() => {
      void sample(server, startedAt).then(async (s) => {
        samples.push(s);
        log(`memory soak: ${s.minutes.toFixed(1)} min RSS ${s.rssMb.toFixed(0)} MB, heap ${s.heapUsedMb.toFixed(0)} of ${s.heapTotalMb.toFixed(0)}, external ${s.externalMb.toFixed(0)}, array buffers ${s.arrayBuffersMb.toFixed(0)}`);
        if (warmSnapshot && s.minutes >= minutes / 5) {
          warmSnapshot = false;
          log(`memory soak: ${await ask<string>(server, { snapshot: path.join(snapshots ?? '', 'warm.heapsnapshot') }, 'snapshot')}`);
        }
      }, () => undefined);
    }, SAMPLE_MS);
    const load = await runLoad({ url: `${base}/`, connections: CONNECTIONS, seconds: Math.round(minutes * 60), headers, requests }).finally(() => { clearInterval(timer); });
    samples.push(await sample(server, startedAt));
    if (snapshots !== undefined) log(`memory soak: ${await ask<string>(server, { snapshot: path.join(snapshots, 'end.heapsnapshot') }, 'snapshot')}`);
    if (load.non2xx + load.errors > load.total / 100) throw new Error(`memory soak: ${load.non2xx} answers not 2xx and ${load.errors} errors in ${load.total}`);
    return { figures: soakVerdict(samples), load, requestKinds: requests.length, idleRssMb, seedPeakMb };
  } finally {
    server.kill('SIGTERM');
  }
}

const mb = (n: number) => `${n.toFixed(0)} MB`;

export function memorySoakSection(r: SoakResult): string {
  const f = r.figures;
  const last = f.samples[f.samples.length - 1];
  return `## Memory soak (issue 34)

The demo on PGlite (a process of its own, as \`npm start\` runs it) browsed by the signed-in demo admin from
${CONNECTIONS} connections for ${f.minutes.toFixed(0)} minutes: the customer list (searches, some never repeated, filters,
orderings, pages), customer records, deals and their payment types, pricing, the inventory search and vehicle
records, analytics (${r.requestKinds} requests in the cycle; ${r.load.total} answered, ${r.load.rps} requests/s, ${r.load.non2xx} not 2xx).
The server's RSS sampled every ${SAMPLE_MS / 1000} s. Target: RSS ≤ ${f.limitMb} MB and flat after the warm-up (the first fifth):
the least-squares slope's growth over the second half under ${f.flatPercent} %. \`MEMORY_SOAK_MINUTES=4 npx tsx tests/bench/memory-soak.ts\` runs it alone.

| | RSS | heap used | external | array buffers |
| --- | --- | --- | --- | --- |
| traffic starts | ${mb(r.idleRssMb)} | ${mb(f.samples[0]?.heapUsedMb ?? 0)} | ${mb(f.samples[0]?.externalMb ?? 0)} | ${mb(f.samples[0]?.arrayBuffersMb ?? 0)} |
| after the warm-up | ${mb(f.warm.rssMb)} | ${mb(f.warm.heapUsedMb)} | ${mb(f.warm.externalMb)} | ${mb(f.warm.arrayBuffersMb)} |
| end | ${mb(last?.rssMb ?? 0)} | ${mb(last?.heapUsedMb ?? 0)} | ${mb(last?.externalMb ?? 0)} | ${mb(last?.arrayBuffersMb ?? 0)} |

Peak RSS under traffic ${mb(f.peakMb)} (seeding the demo at start: ${mb(r.seedPeakMb)}); slope after the warm-up ${f.slopeMbPer10Min.toFixed(1)} MB per 10 minutes,
${f.secondHalfGrowthPercent.toFixed(1)} % over the second half. ${f.failures.length === 0 ? 'Within target.' : `Missed: ${f.failures.join('; ')}.`}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMemorySoak((s) => process.stderr.write(`${s}\n`)).then(
    (r) => { process.stdout.write(`${memorySoakSection(r)}\n`); process.exit(r.figures.failures.length === 0 ? 0 : 1); },
    (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(2); },
  );
}
