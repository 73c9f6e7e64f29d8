import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import type { SealedSecret, SecretSealer } from '../../access/second-factor-ports';
import { forbidden, invalidInput, type Forbidden, type InvalidInput } from '../../shared/errors';
import type { AuditEntry } from '../../shared/ports/audit-log';
import type { ByteSource } from '../../shared/tabular/tabular-file';
import { mayImportInventory } from './feed-access';
import type { FeedSettings, ImportKind, ImportSummary } from './feed-import-repository';
import { runImport, type FeedImportDeps, type ImportRunning } from './import-feed';

/** Why a pull brought no file: the import the history shows carries it as its problem's code. */
export type PullFailureCode =
  | 'pull.timeout' | 'pull.too_large' | 'pull.http_status' | 'pull.not_https' | 'pull.unreachable'
  | 'pull.private_address' | 'pull.too_many_redirects' | 'pull.credentials_unreadable';

export interface PullCredentials { readonly username: string; readonly password: string }

export type FetchOutcome =
  | { readonly _tag: 'not_modified' }
  /** The body, kept outside memory (a temporary file) until `discard`. */
  | { readonly _tag: 'fetched'; readonly source: ByteSource; readonly etag: string | null; readonly lastModified: string | null; readonly discard: () => Promise<void> }
  | { readonly _tag: 'failed'; readonly code: PullFailureCode; readonly status?: number };

/**
 * Brings a store's feed from its provider. Contract: HTTPS only (a plain http URL or redirect is
 * `pull.not_https`); `etag` and `lastModified` are sent as If-None-Match / If-Modified-Since and a 304
 * is `not_modified`; the body is bounded in time and size; never throws (every failure is `failed`).
 */
export interface FeedFetcher {
  download(request: { readonly url: string; readonly etag: string | null; readonly lastModified: string | null; readonly credentials: PullCredentials | null }): Promise<FetchOutcome>;
}

/** A store's scheduled pull as the runner needs it. */
export interface StorePull {
  readonly dealershipId: number;
  readonly country: string;
  readonly kind: ImportKind;
  readonly url: string;
  readonly credentials: SealedSecret | null;
  readonly etag: string | null;
  readonly lastModified: string | null;
}

/**
 * The stores' scheduled pulls (vehicle_feed_settings). Contract: `due` lists the stores whose pull is
 * set and whose last pull is older than its period (or never ran), oldest first; `save` keeps the
 * sealed credentials when told `keep`, and forgets the ETag, Last-Modified and last pull when the URL
 * changes (the new URL is due at once); `remove` forgets them all; both write their audit entry.
 */
export interface FeedPullRepository {
  due(at: Date, limit: number): Promise<readonly StorePull[]>;
  one(dealershipId: number): Promise<StorePull | null>;
  save(dealershipId: number, pull: { readonly url: string; readonly everyHours: number; readonly credentials: SealedSecret | null | 'keep' }, at: Date, audit: AuditEntry): Promise<void>;
  remove(dealershipId: number, at: Date, audit: AuditEntry): Promise<boolean>;
  /** Records a pull's time; its validators when it brought a file that imported (null: keep them). */
  pulled(dealershipId: number, validators: { readonly etag: string | null; readonly lastModified: string | null } | null, at: Date): Promise<void>;
  /** A pull that brought no importable file, in the history as a failed import with its problem. */
  failed(dealershipId: number, input: { readonly kind: ImportKind; readonly fileName: string; readonly problem: Readonly<Record<string, unknown>>; readonly at: Date }): Promise<ImportSummary>;
  /** Key rotation: at most `limit` stores whose credentials are sealed with another key than `keyId`. */
  credentialsSealedWithOtherKey(keyId: string, limit: number): Promise<readonly { readonly dealershipId: number; readonly credentials: SealedSecret }[]>;
  /** Puts `after` in place of the store's credentials if they are still `before`; false when they changed. */
  resealCredentials(dealershipId: number, before: SealedSecret, after: SealedSecret): Promise<boolean>;
}

export interface FeedPullDeps extends FeedImportDeps {
  readonly pulls: FeedPullRepository;
  readonly fetcher: FeedFetcher;
  readonly sealer: SecretSealer;
  /** Stores pulled at once (3 unless told). */
  readonly parallel?: number;
}

export type PullNotSet = { readonly _tag: 'PullNotSet' };
export type PullNowError = Forbidden | PullNotSet | ImportRunning;

export const PULL_MIN_HOURS = 1;
export const PULL_MAX_HOURS = 168;
const MAX_URL = 2_000;
const MAX_CREDENTIAL = 200;
const DUE_PER_RUN = 200;

/** A URL's parts as core needs them (core has no URL class): scheme, credentials present, host, path. */
export function urlParts(url: string): { readonly scheme: string; readonly userinfo: boolean; readonly host: string; readonly path: string } | null {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]+)([/?#][^\s]*)?$/i.exec(url);
  if (m === null) return null;
  const authority = m[2] ?? '';
  const at = authority.lastIndexOf('@');
  const hostPort = at === -1 ? authority : authority.slice(at + 1);
  const host = (hostPort.startsWith('[') ? hostPort.slice(0, hostPort.indexOf(']') + 1) : hostPort.replace(/:\d*$/, '')).toLowerCase();
  if (host === '' || host === '[]') return null;
  return { scheme: (m[1] ?? '').toLowerCase(), userinfo: at !== -1, host, path: (m[3] ?? '').replace(/[?#].*$/, '') };
}

/** The pulls' input: an https URL without credentials in it, 1–168 hours, both or neither of username and password. */
export function checkPull(input: { readonly url: string; readonly everyHours: number; readonly credentials?: PullCredentials | null }): E.Either<InvalidInput, { url: string; everyHours: number }> {
  const errors: Record<string, [string]> = {};
  const url = input.url.trim();
  const parsed = urlParts(url);
  if (url === '' || url.length > MAX_URL || parsed === null) errors['url'] = ['pull.url_invalid'];
  else if (parsed.scheme !== 'https') errors['url'] = ['pull.not_https'];
  else if (parsed.userinfo) errors['url'] = ['pull.url_credentials'];
  if (!Number.isInteger(input.everyHours) || input.everyHours < PULL_MIN_HOURS || input.everyHours > PULL_MAX_HOURS) errors['every_hours'] = ['pull.every_hours'];
  const c = input.credentials;
  if (c !== undefined && c !== null) {
    if (c.username.trim() === '' || c.username.length > MAX_CREDENTIAL || c.username.includes(':')) errors['username'] = ['pull.username'];
    if (c.password === '' || c.password.length > MAX_CREDENTIAL) errors['password'] = ['pull.password'];
  }
  if (Object.keys(errors).length > 0) return E.left(invalidInput(errors as never));
  return E.right({ url, everyHours: input.everyHours });
}

/** The file name the history shows for a pull: the URL's last path segment, else its host. */
export function pullFileName(url: string): string {
  const u = urlParts(url);
  if (u === null) return 'feed';
  const segment = u.path.split('/').filter((s) => s !== '').at(-1) ?? '';
  let last: string;
  try { last = decodeURIComponent(segment); } catch { last = segment; }
  return (last === '' ? u.host : last).slice(0, 200);
}

function openCredentials(sealer: SecretSealer, sealed: SealedSecret): PullCredentials | null {
  try {
    const parsed: unknown = JSON.parse(sealer.open(sealed));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, password } = parsed as Record<string, unknown>;
    return typeof username === 'string' && typeof password === 'string' ? { username, password } : null;
  } catch {
    return null;
  }
}

/** Runs `work` over `items`, at most `bound` at once; a throw of one never stops the others. */
async function bounded<T, R>(items: readonly T[], bound: number, work: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  let next = 0;
  const lane = async () => {
    for (;;) {
      const at = next;
      next += 1;
      const item = items[at];
      if (item === undefined) return;
      try { results[at] = { status: 'fulfilled', value: await work(item) }; } catch (reason) { results[at] = { status: 'rejected', reason }; }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(bound, items.length)) }, lane));
  return results;
}

/**
 * The scheduled pull (issue 31 item 1): the store's URL fetched (ETag / Last-Modified honoured), its
 * body imported as the store's default kind with origin `pull` and no user, its validators and time
 * recorded. A provider that answers 304 leaves a `not_modified` line in the history; one that fails
 * leaves a failed import naming why (pull.timeout…); the store waits its period before the next try.
 */
export const feedPullUseCases = (deps: FeedPullDeps) => {
  const pullOne = async (pull: StorePull, userId: number | null, ip: string): Promise<E.Either<ImportRunning, ImportSummary>> => {
    const at = deps.clock.now();
    const fileName = pullFileName(pull.url);
    const fail = async (problem: Readonly<Record<string, unknown>>) => {
      const summary = await deps.pulls.failed(pull.dealershipId, { kind: pull.kind, fileName, problem, at });
      await deps.pulls.pulled(pull.dealershipId, null, at);
      return E.right(summary);
    };
    const credentials = pull.credentials === null ? null : openCredentials(deps.sealer, pull.credentials);
    if (pull.credentials !== null && credentials === null) return fail({ code: 'pull.credentials_unreadable' });
    const got = await deps.fetcher.download({ url: pull.url, etag: pull.etag, lastModified: pull.lastModified, credentials });
    if (got._tag === 'failed') return fail({ code: got.code, ...(got.status === undefined ? {} : { status: got.status }) });
    if (got._tag === 'not_modified') {
      const summary = await deps.imports.notModified({ dealershipId: pull.dealershipId, at });
      await deps.pulls.pulled(pull.dealershipId, null, at);
      return E.right(summary);
    }
    try {
      const done = await runImport(deps, { id: pull.dealershipId, country: pull.country }, userId, {
        kind: pull.kind, dryRun: false, fileName, source: got.source, origin: 'pull', mapping: null,
      }, ip);
      if (E.isLeft(done)) {
        if (done.left._tag === 'ImportRunning') return E.left(done.left);
        return fail(done.left._tag === 'FileRefused' ? { ...done.left.problem } : { code: 'pull.mapping', problems: done.left.problems.map((p) => ({ ...p })) });
      }
      // Validators are kept only for a file that went in: a failed one is fetched again next time.
      await deps.pulls.pulled(pull.dealershipId, done.right.status === 'done' ? { etag: got.etag, lastModified: got.lastModified } : null, at);
      return E.right(done.right);
    } finally {
      await got.discard();
    }
  };

  return {
    /** The due pulls, a few stores at once; a store already importing is left for the next run. */
    runDue: async (): Promise<{ readonly pulled: number; readonly failed: number; readonly notModified: number; readonly busy: number; readonly errors: number }> => {
      const due = await deps.pulls.due(deps.clock.now(), DUE_PER_RUN);
      const results = await bounded(due, deps.parallel ?? 3, (pull) => pullOne(pull, null, ''));
      const tally = { pulled: 0, failed: 0, notModified: 0, busy: 0, errors: 0 };
      for (const r of results) {
        if (r.status === 'rejected') tally.errors += 1;
        else if (E.isLeft(r.value)) tally.busy += 1;
        else if (r.value.right.status === 'not_modified') tally.notModified += 1;
        else if (r.value.right.status === 'failed') tally.failed += 1;
        else tally.pulled += 1;
      }
      return tally;
    },

    /** "Pull now": the store's pull run at once, whatever its period; its summary answered. */
    pullNow: (ctx: DealershipContext, ip: string): TE.TaskEither<PullNowError, ImportSummary> => async () => {
      if (!mayImportInventory(ctx.actor)) return E.left(forbidden('import_inventory'));
      const pull = await deps.pulls.one(ctx.dealership.id);
      if (pull === null) return E.left({ _tag: 'PullNotSet' });
      return pullOne(pull, ctx.user.id, ip);
    },

    /** Sets the store's pull; credentials omitted keep the saved ones, null removes them; they are sealed and never returned. */
    save: (ctx: DealershipContext, input: { readonly url: string; readonly everyHours: number; readonly credentials?: PullCredentials | null }, ip: string): TE.TaskEither<Forbidden | InvalidInput, FeedSettings> => async () => {
      if (!mayImportInventory(ctx.actor)) return E.left(forbidden('import_inventory'));
      const checked = checkPull(input);
      if (E.isLeft(checked)) return checked;
      const c = input.credentials;
      const credentials = c === undefined ? 'keep' as const : c === null ? null : deps.sealer.seal(JSON.stringify({ username: c.username.trim(), password: c.password }));
      const host = urlParts(checked.right.url)?.host ?? '';
      await deps.pulls.save(ctx.dealership.id, { ...checked.right, credentials }, deps.clock.now(), {
        action: 'inventory_pull_set', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
        detail: { host, every_hours: checked.right.everyHours, credentials: c === undefined ? 'kept' : c === null ? 'none' : 'set' },
      });
      return E.right(await deps.imports.settings(ctx.dealership.id));
    },

    /** Stops the store's pull (its URL, credentials and validators forgotten). */
    remove: (ctx: DealershipContext, ip: string): TE.TaskEither<Forbidden, FeedSettings> => async () => {
      if (!mayImportInventory(ctx.actor)) return E.left(forbidden('import_inventory'));
      await deps.pulls.remove(ctx.dealership.id, deps.clock.now(), { action: 'inventory_pull_removed', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: {} });
      return E.right(await deps.imports.settings(ctx.dealership.id));
    },
  };
};
export type FeedPullUseCases = ReturnType<typeof feedPullUseCases>;
