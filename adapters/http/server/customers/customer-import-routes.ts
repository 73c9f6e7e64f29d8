import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_FIELDS, type CustomerMapping } from '@dealer-panel/core/customers/import/customer-columns';
import type { CustomerImport, ImportRowReport } from '@dealer-panel/core/customers/import/customer-import-repository';
import { customerImportRoutes as R } from '../../contract/customers/customer-imports';
import { decodeBody } from '../platform/decode';
import { isProblem, problem, sendProblem, type Problem } from '../platform/problem';
import { MAX_TABULAR_BYTES, receiveTabularUpload } from '../platform/tabular-upload';
import { answer, fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';

const importBody = (i: CustomerImport) => ({
  id: i.id, file_name: i.fileName, status: i.status, total: i.total, done: i.done, counts: { ...i.counts }, by: i.byUserId,
  started: i.startedAt.toISOString(), finished: i.finishedAt?.toISOString() ?? null, undone: i.undoneAt?.toISOString() ?? null,
});
const rowBody = (r: ImportRowReport) => ({
  row: r.row, outcome: r.outcome, customer: r.customerId, customer_name: r.customerName, reasons: [...r.reasons], refusals: r.refusals.map((x) => ({ ...x })), warnings: [...r.warnings], filled: [...r.filled],
});
const flag = (query: unknown, name: string): string | undefined => {
  const v = (query as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
};
const invalid = (field: string, code: string) => problem(400, 'invalid_input', { errors: { [field]: [code] } });

/** The optional `mapping` field of an upload: the JSON of a saved mapping, or the problem to answer. */
function uploadedMapping(value: string | undefined): CustomerMapping | null | Problem {
  if (value === undefined) return null;
  let parsed: unknown;
  try { parsed = JSON.parse(value); } catch { return invalid('mapping', 'mapping.invalid'); }
  const decoded = decodeBody(R.saveMapping.body, parsed);
  if (E.isLeft(decoded) || Object.keys(decoded.right).some((k) => !(CUSTOMER_FIELDS as readonly string[]).includes(k))) return invalid('mapping', 'mapping.invalid');
  return decoded.right as CustomerMapping;
}

/** Customers imported from another CRM (issue 31 item 3). */
export async function registerCustomerImportRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const U = deps.customerImports;
  await registerWithUploads(app, 1, (scope) => {
    scope.post(R.run.path, scoped(deps, async (ctx, request, reply) => {
      const dryRun = ['1', 'true'].includes(flag(request.query, 'dry_run') ?? '');
      const order = flag(request.query, 'day_order') ?? 'mdy';
      if (order !== 'mdy' && order !== 'dmy') return sendProblem(reply, problem(400, 'invalid_query', { errors: { day_order: ['invalid_choice'] } }));
      const upload = await receiveTabularUpload(request, ['mapping']);
      if (isProblem(upload)) return sendProblem(reply, upload);
      try {
        const mapping = uploadedMapping(upload.fields['mapping']);
        if (isProblem(mapping)) return sendProblem(reply, mapping);
        return await answer(reply, U.run(ctx, { source: upload.source, fileName: upload.fileName, mapping, dryRun, dayOrder: order, ip: request.ip }), (r) => ({
          id: r.id, dry_run: dryRun, headers: [...r.headers], mapping: r.mapping, total: r.total, counts: { ...r.counts }, rows: r.rows.map(rowBody),
        }));
      } finally {
        await upload.discard();
      }
    }));
  }, MAX_TABULAR_BYTES);

  app.get(R.mapping.path, scoped(deps, async (ctx, request, reply) => {
    const headers = (flag(request.query, 'headers') ?? '').split(',').map((h) => h.trim()).filter((h) => h !== '').slice(0, 500);
    return answer(reply, U.mapping(ctx, headers), (m) => ({ fields: [...CUSTOMER_FIELDS], saved: m.saved, guess: m.guess }));
  }));
  app.put(R.saveMapping.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.saveMapping.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, U.saveMapping(ctx, body.right, request.ip), (m) => m);
  }));
  app.get(R.list.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, U.list(ctx, request.query as Record<string, unknown>), (l) => ({ count: l.count, page: l.page, results: l.items.map(importBody) }))));
  app.get(fastifyPath(R.report.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, U.report(ctx, id, request.query as Record<string, unknown>), (r) => ({ import: importBody(r.import), page: r.page, count: r.count, rows: r.rows.map(rowBody) }))));
  app.post(fastifyPath(R.undo.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, U.undo(ctx, id, request.ip), (c) => ({ ...c }))));
}
