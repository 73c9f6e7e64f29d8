import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KINDS, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_DEAL, type Document } from '@dealer-panel/core/documents/document';
import { documentRoutes as R } from '../../contract/documents/document-routes';
import type { CustomerDocumentBody } from '../../contract/documents/documents';
import { refuseStaffWrite } from '../access/staff-viewer';
import { CUSTOMER_LINK_HEADER, customerDealOf } from '../customers/customer-deal-token';
import { isProblem, problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, pathId } from '../platform/route-helpers';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import { readDocumentUpload } from './document-upload';

const bodyOf = (d: Document): CustomerDocumentBody =>
  ({ id: d.id, kind: d.kind, file_name: d.fileName, content_type: d.contentType, size: d.size, created: d.createdAt.toISOString() });

/** The customer app's documents task (designed): list, send and take back, with the deal link's token. */
export async function registerCustomerDocumentRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const D = deps.customerDocuments;

  app.get(fastifyPath(R.customerList.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    return answer(reply, D.list(who), ({ documents, step }) => ({
      results: documents.map(bodyOf), kinds: [...DOCUMENT_KINDS], max_bytes: MAX_DOCUMENT_BYTES, max_documents: MAX_DOCUMENTS_PER_DEAL,
      allowed_types: [...DOCUMENT_TYPES], step,
    }));
  });

  await registerWithUploads(app, 1, (scope) => {
    scope.post(fastifyPath(R.customerUpload.path), async (request, reply) => {
      const who = await customerDealOf(deps, request, reply, true);
      if (who === null) return reply;
      // A staff member's view of the customer's deal (login_as_customer) is read-only.
      if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
      const upload = await readDocumentUpload(request);
      if (isProblem(upload)) return sendProblem(reply, upload);
      return answer(reply, D.upload(who, { ...upload, ip: request.ip }), bodyOf, 201);
    });
  }, MAX_DOCUMENT_BYTES);

  app.delete(fastifyPath(R.customerRemove.path), async (request, reply) => {
    const who = await customerDealOf(deps, request, reply, true);
    if (who === null) return reply;
    if (await refuseStaffWrite(deps, request, reply, String(request.headers[CUSTOMER_LINK_HEADER]))) return reply;
    const id = pathId(request, 'document');
    if (id === null) return sendProblem(reply, problem(404, 'not_found'));
    return answer(reply, D.remove(who, id, request.ip), () => null, 204);
  });
}
