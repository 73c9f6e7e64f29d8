import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { requireVisibleCustomer, type CustomerOwnerReader } from '../customers/customer-visibility';
import type { DealTimeline } from '../orders/deal-timeline';
import type { OrderRepository } from '../orders/order-repository';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditAction, AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { MessageSigner, Secrets } from '../shared/ports/secrets';
import { MAX_DOCUMENTS_PER_DEAL, type Document } from './document';
import type { DocumentRepository, FileStore } from './document-repository';
import { checkUpload, mayDeleteDocument, mayUploadDocuments, type UploadInput } from './document-rules';
import { DOWNLOAD_LINK_SECONDS, downloadToken, readDownloadToken, type LinkRefusal } from './download-link';

export interface DocumentDeps {
  readonly documents: DocumentRepository;
  readonly files: FileStore;
  readonly orders: Pick<OrderRepository, 'byId'>;
  readonly customerOwners: CustomerOwnerReader;
  readonly audit: AuditLog;
  readonly timeline: DealTimeline;
  readonly clock: Clock;
  readonly secrets: Pick<Secrets, 'token'>;
  readonly signer: MessageSigner;
}

/** A download link that is forged, altered, for another store, or past its time. */
export type DocumentLinkRefused = { readonly _tag: 'DocumentLinkRefused'; readonly reason: LinkRefusal };
export type DocumentError = Forbidden | NotFound | InvalidInput | DocumentLinkRefused;

export interface DownloadLink { readonly token: string; readonly expiresAt: Date }
export interface DownloadedDocument { readonly document: Document; readonly bytes: Uint8Array }

/** NotFound unless the deal is the store's and its customer is open to the user (customer-visibility.ts). */
const reachDeal = (deps: DocumentDeps) => async (ctx: DealershipContext, orderId: number): Promise<E.Either<NotFound, void>> => {
  const visible = await requireVisibleCustomer(deps)(ctx, { kind: 'order', id: orderId })();
  if (E.isLeft(visible)) return visible;
  return (await deps.orders.byId(ctx.dealership.id, orderId)) === null ? E.left(notFound) : E.right(undefined);
};

/** The store's document whose deal the user may reach, or NotFound. */
const reachDocument = (deps: DocumentDeps) => async (ctx: DealershipContext, id: number) => {
  const document = await deps.documents.byId(ctx.dealership.id, id);
  if (document === null) return E.left(notFound);
  const deal = await reachDeal(deps)(ctx, document.orderId);
  return E.isLeft(deal) ? deal : E.right(document);
};

const auditOf = (action: AuditAction, ctx: DealershipContext, ip: string, d: Document) => ({
  action, userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
  detail: { order_id: d.orderId, document_id: d.id, kind: d.kind, file_name: d.fileName, content_type: d.contentType, size: d.size },
});

const timelineOf = (event: 'document.uploaded' | 'document.deleted', ctx: DealershipContext, d: Document) => ({
  dealershipId: ctx.dealership.id, orderId: d.orderId, kind: 'document' as const, event, actor: 'dealer' as const,
  actorUserId: ctx.user.id, detail: { document_id: d.id, kind: d.kind, file_name: d.fileName },
});

/** The deal's documents, oldest first: any member of staff who may open the deal. */
export const listDocuments = (deps: DocumentDeps) =>
  (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, readonly Document[]> => async () => {
    const deal = await reachDeal(deps)(ctx, orderId);
    return E.isLeft(deal) ? deal : E.right(await deps.documents.list(ctx.dealership.id, orderId));
  };

/**
 * Adds a document to the deal: Forbidden for corporate users, NotFound for a deal the user cannot
 * reach, InvalidInput for a bad kind or file (document-rules.ts) or a full deal (`file.limit_reached`).
 * Nothing is kept of a refused file. The bytes are stored first, then the record (a record never
 * points at missing bytes); a refused record takes its bytes away again.
 */
export const uploadDocument = (deps: DocumentDeps) =>
  (ctx: DealershipContext, orderId: number, input: UploadInput & { readonly ip: string }): TE.TaskEither<Forbidden | NotFound | InvalidInput, Document> => async () => {
    if (!mayUploadDocuments(ctx.actor)) return E.left(forbidden('upload_document'));
    const deal = await reachDeal(deps)(ctx, orderId);
    if (E.isLeft(deal)) return deal;
    const checked = checkUpload(input);
    if (E.isLeft(checked)) return E.left(invalidInput(checked.left));
    const storageKey = `documents/${ctx.dealership.id}/${deps.secrets.token()}`;
    await deps.files.put(storageKey, input.bytes, checked.right.contentType);
    const stored = await deps.documents.insert({
      ...checked.right, dealershipId: ctx.dealership.id, orderId, uploadedBy: { kind: 'staff', userId: ctx.user.id }, storageKey,
    }, MAX_DOCUMENTS_PER_DEAL).catch(async (error: unknown) => { await deps.files.delete(storageKey); throw error; });
    if (stored === 'full') {
      await deps.files.delete(storageKey);
      return E.left(invalidInput({ file: ['file.limit_reached'] }));
    }
    await deps.audit.record(auditOf('document_uploaded', ctx, input.ip, stored));
    await deps.timeline.record(timelineOf('document.uploaded', ctx, stored));
    return E.right(stored);
  };

/** A signed link to one document, good for DOWNLOAD_LINK_SECONDS, for whoever may open its deal. */
export const documentLink = (deps: DocumentDeps) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound, DownloadLink> => async () => {
    const document = await reachDocument(deps)(ctx, id);
    if (E.isLeft(document)) return document;
    const expiresAt = Math.floor(deps.clock.now().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
    return E.right({ token: downloadToken(deps.signer, { documentId: id, dealershipId: ctx.dealership.id, expiresAt }), expiresAt: new Date(expiresAt * 1000) });
  };

/**
 * The bytes a link grants, checked again at the session's store (the user may have lost the deal
 * since the link was made). Every download is an audit row.
 */
export const downloadDocument = (deps: DocumentDeps) =>
  (ctx: DealershipContext, token: string, ip: string): TE.TaskEither<NotFound | DocumentLinkRefused, DownloadedDocument> => async () => {
    const granted = readDownloadToken(deps.signer, token, ctx.dealership.id, Math.floor(deps.clock.now().getTime() / 1000));
    if (E.isLeft(granted)) return E.left({ _tag: 'DocumentLinkRefused', reason: granted.left });
    const document = await reachDocument(deps)(ctx, granted.right);
    if (E.isLeft(document)) return document;
    const file = await deps.files.get(document.right.storageKey);
    if (file === null) return E.left(notFound);
    await deps.audit.record(auditOf('document_downloaded', ctx, ip, document.right));
    return E.right({ document: document.right, bytes: file.bytes });
  };

/** Removes a document (mayDeleteDocument): the record first, then its bytes. */
export const deleteDocument = (deps: DocumentDeps) =>
  (ctx: DealershipContext, id: number, ip: string): TE.TaskEither<Forbidden | NotFound, void> => async () => {
    if (!mayUploadDocuments(ctx.actor)) return E.left(forbidden('delete_document'));
    const document = await reachDocument(deps)(ctx, id);
    if (E.isLeft(document)) return document;
    if (!mayDeleteDocument(ctx.actor, ctx.user.id, document.right)) return E.left(forbidden('delete_document'));
    const removed = await deps.documents.delete(ctx.dealership.id, id);
    if (removed === null) return E.left(notFound);
    await deps.files.delete(removed.storageKey);
    await deps.audit.record(auditOf('document_deleted', ctx, ip, removed));
    await deps.timeline.record(timelineOf('document.deleted', ctx, removed));
    return E.right(undefined);
  };

export const documentUseCases = (deps: DocumentDeps) => ({
  list: listDocuments(deps),
  upload: uploadDocument(deps),
  link: documentLink(deps),
  download: downloadDocument(deps),
  remove: deleteDocument(deps),
});
export type DocumentUseCases = ReturnType<typeof documentUseCases>;
