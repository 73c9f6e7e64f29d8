import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_DEAL } from '@dealer-panel/core/documents/document';
import { mayUploadDocuments } from '@dealer-panel/core/documents/document-rules';
import type { DocumentError } from '@dealer-panel/core/documents/document-use-cases';
import { documentRoutes as R } from '../../contract/documents/document-routes';
import { isProblem, sendProblem } from '../platform/problem';
import { fastifyPath, originOf, scoped, scopedWithId } from '../platform/route-helpers';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import { attachmentHeader, documentBody, documentProblem } from './document-body';
import { readDocumentUpload } from './document-upload';

async function answer<A>(reply: FastifyReply, task: TE.TaskEither<DocumentError, A>, body: (a: A) => unknown, status = 200): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, documentProblem(result.left));
  return status === 204 ? reply.code(204).send() : reply.code(status).send(body(result.right));
}

const viewer = (ctx: DealershipContext) => ({ actor: ctx.actor, userId: ctx.user.id });

/** The file-upload step (issue 14.5): list and upload per deal, signed links, downloads, delete. */
export async function registerDocumentRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const D = deps.documents;

  app.get(fastifyPath(R.list.path), scopedWithId(deps, async (ctx, id, _request, reply) =>
    answer(reply, D.list(ctx, id), (documents) => ({
      results: documents.map((d) => documentBody(d, viewer(ctx))), max_bytes: MAX_DOCUMENT_BYTES, max_documents: MAX_DOCUMENTS_PER_DEAL,
      allowed_types: [...DOCUMENT_TYPES], can_upload: mayUploadDocuments(ctx.actor),
    }))));

  await registerWithUploads(app, 1, (scope) => {
    scope.post(fastifyPath(R.upload.path), scopedWithId(deps, async (ctx, id, request, reply) => {
      const upload = await readDocumentUpload(request);
      if (isProblem(upload)) return sendProblem(reply, upload);
      return answer(reply, D.upload(ctx, id, { ...upload, ip: request.ip }), (d) => documentBody(d, viewer(ctx)), 201);
    }));
  }, MAX_DOCUMENT_BYTES);

  app.get(fastifyPath(R.link.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, D.link(ctx, id), (link) => ({
      url: `${originOf(request)}${R.download.path}?token=${encodeURIComponent(link.token)}`, expires: link.expiresAt.toISOString(),
    }))));

  app.get(R.download.path, scoped(deps, async (ctx, request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const result = await D.download(ctx, typeof token === 'string' ? token : '', request.ip)();
    if (E.isLeft(result)) return sendProblem(reply, documentProblem(result.left));
    const { document, bytes } = result.right;
    return reply.code(200)
      .header('Content-Type', document.contentType)
      .header('Content-Disposition', attachmentHeader(document.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  }));

  app.delete(fastifyPath(R.remove.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, D.remove(ctx, id, request.ip), () => null, 204)));
}
