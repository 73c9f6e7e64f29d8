import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RowOutcome } from '@dealer-panel/core/inventory/feeds/feed-import-repository';
import { inventoryImportRoutes as R } from '../../contract/inventory/inventory-import-routes';
import { decodeBody } from '../platform/decode';
import { isProblem, problem, sendProblem } from '../platform/problem';
import { fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import { importBody, importProblem, rowBody, settingsBody } from './import-body';
import { MAX_TABULAR_BYTES, receiveTabularUpload } from '../platform/tabular-upload';

const OUTCOMES: readonly RowOutcome[] = ['added', 'updated', 'unchanged', 'made_unavailable', 'refused'];
const pageParam = (query: unknown): number | null => {
  const raw = (query as Record<string, unknown> | undefined)?.['page'];
  if (raw === undefined) return 1;
  const v = Number(raw);
  return Number.isSafeInteger(v) && v > 0 && v <= 100_000 ? v : null;
};
const badQuery = (reply: FastifyReply, field: string) => sendProblem(reply, problem(400, 'invalid_query', { detail: 'A list parameter is not valid.', errors: { [field]: ['query.invalid'] } }));

/** The upload's fields: kind, dry_run and mapping, each checked (400 naming the field). */
function uploadOptions(fields: Readonly<Record<string, string>>): E.Either<Record<string, string[]>, { kind: 'full' | 'partial' | null; dryRun: boolean; mapping: Record<string, string[]> | null }> {
  const errors: Record<string, string[]> = {};
  const kind = fields['kind'] ?? null;
  if (kind !== null && kind !== 'full' && kind !== 'partial') errors['kind'] = ['import.kind'];
  const dry = fields['dry_run'] ?? 'false';
  if (dry !== 'true' && dry !== 'false') errors['dry_run'] = ['import.dry_run'];
  let mapping: Record<string, string[]> | null = null;
  if (fields['mapping'] !== undefined && fields['mapping'] !== '') {
    try {
      const parsed: unknown = JSON.parse(fields['mapping']);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.values(parsed).every((v) => Array.isArray(v) && v.every((c) => typeof c === 'string'))) errors['mapping'] = ['mapping.invalid'];
      else mapping = parsed as Record<string, string[]>;
    } catch { errors['mapping'] = ['mapping.invalid']; }
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ kind: kind as 'full' | 'partial' | null, dryRun: dry === 'true', mapping });
}

/** Inventory feeds in (issue 31 item 1): upload and preview (multipart, streamed to a temporary file), history, report, undo, settings. */
export async function registerImportRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const U = deps.feedImports;
  await registerWithUploads(app, 1, (scope) => {
    scope.post(R.upload.path, { bodyLimit: MAX_TABULAR_BYTES + 64 * 1024 }, scoped(deps, async (ctx, request, reply) => {
      const upload = await receiveTabularUpload(request, ['kind', 'dry_run', 'mapping']);
      if (isProblem(upload)) return sendProblem(reply, upload);
      try {
        const options = uploadOptions(upload.fields);
        if (E.isLeft(options)) return sendProblem(reply, problem(400, 'invalid_input', { errors: options.left }));
        const mapping = options.right.mapping;
        const saved = await U.settings(ctx)();
        const kind: 'full' | 'partial' = options.right.kind ?? (E.isRight(saved) ? saved.right.kind : 'full');
        const done = await U.import(ctx, { kind, dryRun: options.right.dryRun, fileName: upload.fileName, source: upload.source, origin: 'upload', mapping }, request.ip)();
        if (E.isLeft(done)) return sendProblem(reply, importProblem(done.left));
        if (!options.right.dryRun) deps.writeDone?.();
        return reply.code(201).send(importBody(done.right));
      } finally {
        await upload.discard();
      }
    }));
    scope.post(R.preview.path, { bodyLimit: MAX_TABULAR_BYTES + 64 * 1024 }, scoped(deps, async (ctx, request, reply) => {
      const upload = await receiveTabularUpload(request, []);
      if (isProblem(upload)) return sendProblem(reply, upload);
      try {
        const preview = await U.preview(ctx, upload.source)();
        if (E.isLeft(preview)) return sendProblem(reply, importProblem(preview.left));
        const p = preview.right;
        return reply.send({
          encoding: p.encoding, separator: p.separator, headers: [...p.headers], rows: p.rows.map((r) => [...r]),
          guess: Object.fromEntries(Object.entries(p.guess).map(([k, v]) => [k, [...(v ?? [])]])), saved_mapping_problems: p.savedProblems.map((m) => ({ ...m })),
        });
      } finally {
        await upload.discard();
      }
    }));
  }, MAX_TABULAR_BYTES);

  app.get(R.list.path, scoped(deps, async (ctx, request, reply) => {
    const page = pageParam(request.query);
    if (page === null) return badQuery(reply, 'page');
    const list = await U.list(ctx, page)();
    return E.isLeft(list) ? sendProblem(reply, importProblem(list.left)) : reply.send({ ...list.right, results: list.right.results.map(importBody) });
  }));
  app.get(fastifyPath(R.get.path), scopedWithId(deps, async (ctx, id, _request, reply) => {
    const found = await U.get(ctx, id)();
    return E.isLeft(found) ? sendProblem(reply, importProblem(found.left)) : reply.send(importBody(found.right));
  }));
  app.get(fastifyPath(R.rows.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    const page = pageParam(request.query);
    if (page === null) return badQuery(reply, 'page');
    const outcome = (request.query as Record<string, unknown> | undefined)?.['outcome'];
    if (outcome !== undefined && !OUTCOMES.includes(outcome as RowOutcome)) return badQuery(reply, 'outcome');
    const rows = await U.report(ctx, id, page, (outcome as RowOutcome | undefined) ?? null)();
    return E.isLeft(rows) ? sendProblem(reply, importProblem(rows.left)) : reply.send({ ...rows.right, results: rows.right.results.map(rowBody) });
  }));
  app.post(fastifyPath(R.undo.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    const undone = await U.undo(ctx, id, request.ip)();
    if (E.isLeft(undone)) return sendProblem(reply, importProblem(undone.left));
    deps.writeDone?.();
    return reply.send(importBody(undone.right));
  }));
  app.get(R.settings.path, scoped(deps, async (ctx, _request, reply) => {
    const settings = await U.settings(ctx)();
    return E.isLeft(settings) ? sendProblem(reply, importProblem(settings.left)) : reply.send(settingsBody(settings.right));
  }));
  app.put(R.savePull.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.savePull.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const c = body.right.credentials;
    const saved = await deps.feedPulls.save(ctx, { url: body.right.url, everyHours: body.right.every_hours, ...(c === undefined ? {} : { credentials: c }) }, request.ip)();
    return E.isLeft(saved) ? sendProblem(reply, importProblem(saved.left)) : reply.send(settingsBody(saved.right));
  }));
  app.delete(R.removePull.path, scoped(deps, async (ctx, request, reply) => {
    const removed = await deps.feedPulls.remove(ctx, request.ip)();
    return E.isLeft(removed) ? sendProblem(reply, importProblem(removed.left)) : reply.send(settingsBody(removed.right));
  }));
  app.post(R.runPull.path, scoped(deps, async (ctx, request, reply) => {
    const ran = await deps.feedPulls.pullNow(ctx, request.ip)();
    if (E.isLeft(ran)) return sendProblem(reply, importProblem(ran.left));
    if (ran.right.status === 'done') deps.writeDone?.();
    return reply.send(importBody(ran.right));
  }));
  app.put(R.saveSettings.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.saveSettings.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const saved = await U.saveSettings(ctx, { mapping: body.right.mapping, kind: body.right.kind, dayOrder: body.right.day_order })();
    return E.isLeft(saved) ? sendProblem(reply, importProblem(saved.left)) : reply.send(settingsBody(saved.right));
  }));
}
