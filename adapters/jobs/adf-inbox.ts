import { mkdir, readdir, rename, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { AdfCodec } from '@dealer-panel/core/leads/adf-codec';
import type { LeadUseCases } from '@dealer-panel/core/leads/lead-use-cases';

/** ADF_INBOX_*: the watched folder, the store it imports into, the staff account it imports as, how often it looks. */
export interface AdfInboxConfig {
  readonly dir: string;
  readonly storeId: number;
  readonly userEmail: string;
  readonly intervalMs: number;
}

export interface AdfInboxDeps {
  readonly leads: Pick<LeadUseCases, 'importAdf'>;
  readonly codec: Pick<AdfCodec, 'read'>;
  /** The store and account to import as, read again before each scan (inbox-context.ts). */
  readonly context: () => Promise<E.Either<string, DealershipContext>>;
  readonly log: (msg: string, fields: object) => void;
  readonly now?: () => Date;
}

/** A file younger than this may still be being written (a mail rule or a copy in progress): it waits for the next scan. */
export const SETTLE_MS = 2_000;
/** Files bigger than this are not read (the codec refuses over 1 MB anyway): moved to failed/ as too large. */
const READ_LIMIT = 4 * 1024 * 1024;

export interface ScanResult { readonly processed: number; readonly failed: number; readonly left: number }

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * One look at the folder (decided, docs/decisions/leads.md "ADF leads"): each *.xml file directly in it,
 * once settled, is claimed by renaming it into processing/ (atomic: with several server processes
 * one of them wins), imported into the store as the account, then moved to processed/ (imported,
 * even when some prospects were refused or it was a repeat; a .result.json beside it says what
 * became of each prospect) or to failed/ with a .error.txt saying why (not ADF, malformed,
 * hostile, too large, or the account may not import). A crash of the database leaves the file in
 * processing/ and it goes back to the folder at the next start.
 */
export async function scanAdfInbox(config: AdfInboxConfig, deps: AdfInboxDeps): Promise<ScanResult> {
  const now = deps.now ?? (() => new Date());
  const sub = (name: string) => path.join(config.dir, name);
  await Promise.all(['processing', 'processed', 'failed'].map((d) => mkdir(sub(d), { recursive: true })));
  const names = (await readdir(config.dir, { withFileTypes: true })).filter((e) => e.isFile() && /\.xml$/i.test(e.name)).map((e) => e.name).sort();
  let processed = 0;
  let failed = 0;
  let left = 0;
  for (const name of names) {
    const from = path.join(config.dir, name);
    const info = await stat(from).catch(() => null);
    if (info === null) continue;
    if (now().getTime() - info.mtimeMs < SETTLE_MS) { left += 1; continue; }
    const claimed = path.join(sub('processing'), name);
    try { await rename(from, claimed); } catch { continue; } // another process took it
    const target = `${stamp(now())}-${name}`;
    const fail = async (reason: string) => {
      await rename(claimed, path.join(sub('failed'), target));
      await writeFile(path.join(sub('failed'), `${target}.error.txt`), `${reason}\n`, 'utf8');
      deps.log('ADF inbox file failed', { file: name, reason });
      failed += 1;
    };
    if (info.size > READ_LIMIT) { await fail('adf.xml_too_large: The document is larger than 1 MB.'); continue; }
    const document = deps.codec.read(await readFile(claimed), name);
    if (E.isLeft(document)) { await fail(`adf.${document.left.code}: ${document.left.detail}`); continue; }
    const ctx = await deps.context();
    if (E.isLeft(ctx)) { await fail(`forbidden: ${ctx.left}`); continue; }
    let result;
    try {
      result = await deps.leads.importAdf(ctx.right, document.right, 'inbox', 'inbox')();
    } catch (error) {
      // The database or a bug: the file goes back to the folder and is tried again at the next scan.
      await rename(claimed, from).catch(() => undefined);
      deps.log('ADF inbox import error; the file will be tried again', { file: name, error: error instanceof Error ? error.message : String(error) });
      left += 1;
      continue;
    }
    if (E.isLeft(result)) {
      if (result.left._tag === 'ImportRunning') { await rename(claimed, from); left += 1; continue; }
      await fail(`forbidden: ${result.left.action}`);
      continue;
    }
    await rename(claimed, path.join(sub('processed'), target));
    await writeFile(path.join(sub('processed'), `${target}.result.json`), `${JSON.stringify(result.right, null, 2)}\n`, 'utf8');
    deps.log('ADF inbox file imported', { file: name, import_id: result.right.importId, repeat: result.right.repeat, prospects: result.right.prospects.length });
    processed += 1;
  }
  return { processed, failed, left };
}

/** Files left in processing/ by a process that stopped mid-import go back to the folder (at start). */
export async function recoverAdfInbox(config: AdfInboxConfig): Promise<void> {
  const dir = path.join(config.dir, 'processing');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) await rename(path.join(dir, name), path.join(config.dir, name)).catch(() => undefined);
}

/** Scans the folder every `intervalMs` (one scan at a time) until stopped. */
export function startAdfInbox(config: AdfInboxConfig, deps: AdfInboxDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> = recoverAdfInbox(config);
  const tick = () => {
    running = running.then(() => scanAdfInbox(config, deps)).catch((error: unknown) => deps.log('ADF inbox scan failed', { error: error instanceof Error ? error.message : String(error) }));
  };
  tick();
  const timer = setInterval(tick, config.intervalMs);
  timer.unref();
  return { stop: async () => { clearInterval(timer); await running; } };
}
