import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { CustomerDealRef } from '../appointments/customer-appointment';
import type { DealTimeline } from '../orders/deal-timeline';
import type { Order } from '../orders/order';
import type { OrderRepository } from '../orders/order-repository';
import type { OrderStatus } from '../shared/deal-states';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditAction, AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import { MAX_DOCUMENTS_PER_DEAL, type Document } from './document';
import type { DocumentRepository, FileStore } from './document-repository';
import { checkUpload, type UploadInput } from './document-rules';

export interface CustomerDocumentDeps {
  readonly documents: DocumentRepository;
  readonly files: FileStore;
  readonly orders: Pick<OrderRepository, 'byId' | 'update'>;
  readonly audit: AuditLog;
  readonly timeline: DealTimeline;
  readonly clock: Clock;
  readonly secrets: Pick<Secrets, 'token'>;
}

/** The file-upload step's statuses a customer's upload moves to awaiting-dealer (a completed step stays completed). */
const WAITING_ON_CUSTOMER: readonly string[] = ['initial', 'pending', 'awaiting-customer'];

const own = (d: Document): boolean => d.uploadedBy.kind === 'customer';

const auditOf = (action: AuditAction, who: CustomerDealRef, ip: string, d: Document) => ({
  action, userId: null, dealershipId: who.dealershipId, ip,
  detail: { order_id: d.orderId, document_id: d.id, kind: d.kind, file_name: d.fileName, content_type: d.contentType, size: d.size, by: 'customer' },
});

const timelineOf = (event: 'document.uploaded' | 'document.deleted', who: CustomerDealRef, d: Document) => ({
  dealershipId: who.dealershipId, orderId: who.orderId, kind: 'document' as const, event, actor: 'customer' as const,
  actorUserId: null, detail: { document_id: d.id, kind: d.kind, file_name: d.fileName },
});

/**
 * The customer's side of the file-upload step (designed, issue 14 item 5 and the customer app): by
 * the deal link, the customer sees the documents they sent (never the dealership's own files), adds
 * one under the same rules as the staff (kind, type read from the bytes, size, 30 a deal), and takes
 * back one of theirs. An upload makes the step await the dealer (unless it is completed), and each
 * move is a history entry (actor customer) and an audit row. An archived deal is NotFound.
 */
export const customerDocumentUseCases = (deps: CustomerDocumentDeps) => {
  async function open(who: CustomerDealRef): Promise<Order | null> {
    const order = await deps.orders.byId(who.dealershipId, who.orderId);
    return order === null || order.isArchived ? null : order;
  }

  return {
    /** The customer's own documents of the deal, and the deal's file-upload step. */
    list: (who: CustomerDealRef): TE.TaskEither<NotFound, { readonly documents: readonly Document[]; readonly step: OrderStatus }> => async () => {
      const order = await open(who);
      if (order === null) return E.left(notFound);
      return E.right({ documents: (await deps.documents.list(who.dealershipId, who.orderId)).filter(own), step: order.steps['file-upload'] });
    },

    upload: (who: CustomerDealRef, input: UploadInput & { readonly ip: string }): TE.TaskEither<NotFound | InvalidInput, Document> => async () => {
      const order = await open(who);
      if (order === null) return E.left(notFound);
      const checked = checkUpload(input);
      if (E.isLeft(checked)) return E.left(invalidInput(checked.left));
      const storageKey = `documents/${who.dealershipId}/${deps.secrets.token()}`;
      await deps.files.put(storageKey, input.bytes, checked.right.contentType);
      const stored = await deps.documents.insert({
        ...checked.right, dealershipId: who.dealershipId, orderId: who.orderId, uploadedBy: { kind: 'customer' }, storageKey,
      }, MAX_DOCUMENTS_PER_DEAL).catch(async (error: unknown) => { await deps.files.delete(storageKey); throw error; });
      if (stored === 'full') {
        await deps.files.delete(storageKey);
        return E.left(invalidInput({ file: ['file.limit_reached'] }));
      }
      if (WAITING_ON_CUSTOMER.includes(order.steps['file-upload'])) {
        await deps.orders.update(who.dealershipId, who.orderId, { fileUploadStep: 'awaiting-dealer' }, deps.clock.now());
      }
      await deps.audit.record(auditOf('document_uploaded', who, input.ip, stored));
      await deps.timeline.record(timelineOf('document.uploaded', who, stored));
      return E.right(stored);
    },

    /** Takes back one of the customer's own documents of this deal; any other id is NotFound. */
    remove: (who: CustomerDealRef, id: number, ip: string): TE.TaskEither<NotFound, void> => async () => {
      if ((await open(who)) === null) return E.left(notFound);
      const document = await deps.documents.byId(who.dealershipId, id);
      if (document === null || document.orderId !== who.orderId || !own(document)) return E.left(notFound);
      const removed = await deps.documents.delete(who.dealershipId, id);
      if (removed === null) return E.left(notFound);
      await deps.files.delete(removed.storageKey);
      await deps.audit.record(auditOf('document_deleted', who, ip, removed));
      await deps.timeline.record(timelineOf('document.deleted', who, removed));
      return E.right(undefined);
    },
  };
};
export type CustomerDocumentUseCases = ReturnType<typeof customerDocumentUseCases>;
