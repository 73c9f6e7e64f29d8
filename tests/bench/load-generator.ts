/**
 * The load generator of the benchmarks, in a process of its own (issue 12.8): autocannon run by
 * load-child.mjs, spawned with `node`, options and result crossing as JSON. A worker thread of the server's own
 * process would share the server's event loop host and steal its core; a process is scheduled apart.
 * Traffic goes to 127.0.0.1 only, bounded by `seconds`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
  /**
   * Requests to cycle through (plain data: it crosses to the other process as JSON); a path replaces
   * the url's, and `{n}` in it is the next number at each request sent.
   */
  readonly requests?: readonly { readonly method: 'GET' | 'POST'; readonly body?: string; readonly path?: string }[];
  /** A fixed number of requests instead of `seconds` (a CPU-per-request measure wants the same work every run). */
  readonly amount?: number;
}

export interface LoadResult {
  readonly rps: number;
  readonly p50: number;
  /** autocannon reports no p95: this is its p97.5 (stricter). */
  readonly p97_5: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
  /** Requests answered. */
  readonly total: number;
}

const CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

export function runLoad(o: LoadOptions): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(o.url)) return Promise.reject(new Error(`load goes to 127.0.0.1 only: ${o.url}`));
  const options = {
    url: o.url, connections: o.connections, ...(o.amount === undefined ? { duration: o.seconds } : { amount: o.amount }), method: o.method ?? 'GET', headers: o.headers ?? {},
    ...(o.body === undefined ? {} : { body: o.body }), ...(o.requests === undefined ? {} : { requests: o.requests }),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) { reject(new Error(`the load generator exited with ${code}: ${err.slice(0, 500)}`)); return; }
      try {
        const r = JSON.parse(out) as { requests: { average: number; total: number }; latency: Record<string, number>; non2xx: number; errors: number };
        resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50 ?? 0, p97_5: r.latency.p97_5 ?? 0, p99: r.latency.p99 ?? 0, non2xx: r.non2xx, errors: r.errors, total: r.requests.total });
      } catch (error) {
        reject(new Error(`the load generator's answer was not JSON (${String(error)}): ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(options));
  });
}
