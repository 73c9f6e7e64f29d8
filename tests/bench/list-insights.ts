/**
 * What the list benchmark prints beside its figures (issue 12.8): the statements one list request
 * sends, their own rate through pgbench (as sent, and as prepared statements), and the top of a
 * CPU profile of the server while it answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Statement { readonly text: string; readonly values: readonly unknown[] }

/** Every statement the pg driver sends while `run` runs (in this process: the server's). */
export async function captureStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: Statement[] = [];
  proto.query = function capture(this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first !== null && typeof first === 'object' && 'text' in first) {
      // drizzle's prepared statements pass the config ({ name, text }) and the values apart.
      const q = first as { text: string; values?: unknown[] };
      seen.push({ text: q.text, values: Array.isArray(second) ? second : q.values ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return seen;
}

/** The statement with its values written in as literals (what a pgbench script can hold). */
export function inlined(s: Statement): string {
  const element = (x: unknown) => (x === null ? 'NULL' : typeof x === 'number' ? String(x) : `"${String(x).replace(/(["\\])/g, '\\$1')}"`);
  const text = (v: unknown): string => (Array.isArray(v) ? `{${v.map(element).join(',')}}` : v instanceof Date ? v.toISOString() : String(v));
  const literal = (v: unknown) => (v === null || v === undefined ? 'NULL' : `'${text(v).replace(/'/g, "''")}'`);
  return s.text.replace(/\$(\d+)/g, (_, n: string) => literal(s.values[Number(n) - 1]));
}

/** Transactions per second of `statements` run by pgbench (one transaction = all of them), or null without pgbench. */
export async function pgbenchRate(url: string, statements: readonly Statement[], mode: 'simple' | 'prepared', seconds: number, clients = 10): Promise<number | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dp-pgbench-'));
  const script = path.join(dir, 'list.sql');
  writeFileSync(script, `${statements.map((s) => `${inlined(s).replace(/\s+/g, ' ')};`).join('\n')}\n`);
  return new Promise((resolve) => {
    const child = spawn('pgbench', ['-n', '-f', script, '-M', mode, '-c', String(clients), '-j', '2', '-T', String(seconds), url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
    child.on('error', () => resolve(null));
    child.on('close', () => {
      const m = /tps = ([\d.]+)/.exec(out);
      resolve(m?.[1] === undefined ? null : Math.round(Number(m[1])));
    });
  });
}

export interface ProfileShare { readonly who: string; readonly percent: number }

/** Who a sampled function belongs to: a package, a folder of ours, or node itself. */
function owner(url: string): string {
  if (url === '') return '(native, GC, idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1] !== undefined) return pkg[1];
  if (url.startsWith('node:')) return 'node';
  const ours = /\/(core|adapters|tests)\/([^/]+)(?:\/([^/]+))?/.exec(url);
  if (ours !== null) return `ours: ${ours[1]}/${ours[2]}${ours[1] === 'adapters' && ours[3] !== undefined && !ours[3].includes('.') ? `/${ours[3]}` : ''}`;
  return url;
}

interface ProfileNode { readonly id: number; readonly callFrame: { readonly url: string; readonly functionName: string }; readonly hitCount?: number }

/** The CPU profile of this process (the server's) while `run` runs: self time by owner, largest first, idle left out. */
export async function cpuProfile(run: () => Promise<unknown>): Promise<ProfileShare[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    await run();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[] } };
    const byOwner = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      if (hits === 0 || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
      const who = node.callFrame.functionName === '(garbage collector)' ? 'garbage collector' : owner(node.callFrame.url);
      byOwner.set(who, (byOwner.get(who) ?? 0) + hits);
      total += hits;
    }
    return [...byOwner.entries()].map(([who, hits]) => ({ who, percent: Math.round((1000 * hits) / Math.max(1, total)) / 10 }))
      .sort((a, b) => b.percent - a.percent);
  } finally {
    session.disconnect();
  }
}
