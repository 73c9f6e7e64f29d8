import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayImportLeads } from '@dealer-panel/core/leads/import-adf-leads';
import type { ImportReport } from '@dealer-panel/core/leads/lead-ports';
import { idFromText } from '@dealer-panel/core/shared/ids';
import { leadRoutes as R } from '../../contract/leads/lead-routes';
import type { AdfImportResponse, AdfMailboxResponse } from '../../contract/leads/leads';
import type { AdfMailbox } from '@dealer-panel/core/leads/adf-mailbox';
import { dealerProblem } from '../dealer-errors';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath, scoped, visibleWithId } from '../platform/route-helpers';
import { readUploads, registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';

/** Bodies up to this size are read (the codec refuses over 1 MB with a 400 that says so); bigger ones answer 413. */
const READ_LIMIT = 4 * 1024 * 1024;
const XML_TYPES = ['application/xml', 'text/xml', 'application/x-adf+xml'];

export function importBody(report: ImportReport): AdfImportResponse {
  const count = (o: string) => report.prospects.filter((p) => p.outcome === o).length;
  return {
    import_id: report.importId, sha256: report.sha256, repeat: report.repeat, created: count('created'), matched: count('matched'), refused: count('refused'),
    prospects: report.prospects.map((p) => (p.outcome === 'refused'
      ? { outcome: 'refused', name: p.name, errors: Object.fromEntries(Object.entries(p.errors).map(([k, v]) => [k, [...v]])) }
      : { outcome: p.outcome, customer: p.customerId, customer_name: p.customerName, order: p.orderId, deal_note: p.dealNote, lead_source: p.leadSource })),
  };
}

/** The store's address for lead providers and the e-mails kept aside, on the wire. */
export function mailboxBody(mailbox: AdfMailbox, domain: string | null): AdfMailboxResponse {
  return {
    address: mailbox.token === null || domain === null ? null : `leads+${mailbox.token}@${domain}`,
    kept_aside: mailbox.keptAside.map((m) => ({
      id: m.id, channel: m.channel, sender: m.sender, subject: m.subject, received_at: m.receivedAt.toISOString(), reason: m.reason, detail: m.detail,
      imports: [...m.importIds], size: m.size, truncated: m.truncated,
    })),
  };
}

/** The document's bytes and name: the body itself (XML types) or the one file of a multipart upload; else the problem to answer. */
async function documentOf(request: FastifyRequest, reply: FastifyReply): Promise<{ bytes: Buffer; fileName: string } | null> {
  if (request.isMultipart()) {
    const uploads = await readUploads(request.files(), ['file']);
    if (!Array.isArray(uploads)) { await sendProblem(reply, uploads); return null; }
    const upload = uploads[0];
    if (upload === undefined) { await sendProblem(reply, problem(400, 'invalid_input', { detail: 'Send the ADF file in the field file.', errors: { file: ['required'] } })); return null; }
    return { bytes: upload.bytes, fileName: upload.fileName };
  }
  if (Buffer.isBuffer(request.body)) return { bytes: request.body, fileName: 'request.xml' };
  await sendProblem(reply, problem(415, 'xml_required', { detail: 'Send the ADF document as application/xml (or text/xml), or as a multipart upload in the field file.' }));
  return null;
}

/** POST leads/adf/ and GET customer/{id}/adf/ (issue 18.3); GET leads/adf/mail/ (issue 30.6). */
export async function registerAdfRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const L = deps.leads;

  await registerWithUploads(app, 1, (scope) => {
    scope.addContentTypeParser(XML_TYPES, { parseAs: 'buffer', bodyLimit: READ_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(R.importAdf.path, { bodyLimit: READ_LIMIT }, scoped(deps, async (ctx, request, reply) => {
      if (!mayImportLeads(ctx.actor)) return sendProblem(reply, problem(403, 'forbidden', { detail: 'Only admins and sales managers import leads.' }));
      const sent = await documentOf(request, reply);
      if (sent === null) return reply;
      const document = deps.adf.read(sent.bytes, sent.fileName);
      if (E.isLeft(document)) {
        request.log.info({ reason: document.left.code }, 'ADF document refused');
        return sendProblem(reply, problem(400, 'invalid_adf', { detail: document.left.detail, errors: { file: [`adf.${document.left.code}`] } }));
      }
      const result = await L.importAdf(ctx, document.right, 'upload', request.ip)();
      if (E.isRight(result)) return reply.code(200).send(importBody(result.right));
      if (result.left._tag === 'ImportRunning') return sendProblem(reply, problem(409, 'adf_import_running', { detail: 'This document is being imported by another request; ask again in a moment.' }));
      return sendProblem(reply, dealerProblem(result.left));
    }));
  }, READ_LIMIT);

  app.get(R.adfMailbox.path, scoped(deps, async (ctx, _request, reply) => {
    const domain = deps.adfMailDomain ?? null;
    const mailbox = await L.mailbox(ctx, domain !== null)();
    if (E.isLeft(mailbox)) return sendProblem(reply, problem(403, 'forbidden', { detail: 'Only admins and sales managers see the leads received by e-mail.' }));
    return reply.header('Cache-Control', 'no-store').send(mailboxBody(mailbox.right, domain));
  }));

  app.get(fastifyPath(R.exportAdf.path), visibleWithId(deps, 'customer', async (ctx, id, request, reply) => {
    const asked = (request.query as Record<string, unknown>)['order'];
    const order = asked === undefined ? null : idFromText(asked);
    if (asked !== undefined && order === null) return sendProblem(reply, problem(400, 'invalid_query', { detail: 'order must be a deal id.', errors: { order: ['list.invalid_number'] } }));
    const lead = await L.exportAdf(ctx, id, order, request.ip)();
    if (E.isLeft(lead)) return sendProblem(reply, dealerProblem(lead.left));
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="customer-${id}-adf.xml"`)
      .header('Cache-Control', 'no-store')
      .send(deps.adf.write([lead.right]));
  }));
}
