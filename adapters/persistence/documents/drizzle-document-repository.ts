import { and, asc, count, eq } from 'drizzle-orm';
import { fullName } from '@dealer-panel/core/shared/person-name';
import { isDocumentKind, DOCUMENT_TYPES, type Document, type DocumentType } from '@dealer-panel/core/documents/document';
import type { DocumentRepository } from '@dealer-panel/core/documents/document-repository';
import type { Db } from '../shared/database';
import { users } from '../access/schema';
import { orders } from '../orders/schema';
import { dealDocuments } from './schema';

type Row = typeof dealDocuments.$inferSelect;
const typeOf = (s: string): DocumentType => DOCUMENT_TYPES.find((t) => t === s) ?? 'application/pdf';

function documentOf(row: Row, names: { firstName: string | null; lastName: string | null } | null): Document & { storageKey: string } {
  return {
    id: row.id, dealershipId: row.dealershipId, orderId: row.orderId, kind: isDocumentKind(row.kind) ? row.kind : 'other',
    fileName: row.fileName, contentType: typeOf(row.contentType), size: row.size, createdAt: row.createdAt, storageKey: row.storageKey,
    uploadedBy: row.uploader === 'customer' || row.uploadedByUserId === null ? { kind: 'customer' } : { kind: 'staff', userId: row.uploadedByUserId },
    uploaderName: names?.firstName == null || names.lastName == null ? null : fullName({ firstName: names.firstName, lastName: names.lastName }),
  };
}

const withoutKey = ({ storageKey: _key, ...d }: Document & { storageKey: string }): Document => d;
const mine = (dealershipId: number, id: number) => and(eq(dealDocuments.dealershipId, dealershipId), eq(dealDocuments.id, id));

export function drizzleDocumentRepository(db: Db): DocumentRepository {
  return {
    async list(dealershipId, orderId) {
      const rows = await db.select({ row: dealDocuments, firstName: users.firstName, lastName: users.lastName }).from(dealDocuments)
        .leftJoin(users, eq(users.id, dealDocuments.uploadedByUserId))
        .where(and(eq(dealDocuments.dealershipId, dealershipId), eq(dealDocuments.orderId, orderId)))
        .orderBy(asc(dealDocuments.createdAt), asc(dealDocuments.id));
      return rows.map(({ row, ...names }) => withoutKey(documentOf(row, names)));
    },
    async byId(dealershipId, id) {
      const [found] = await db.select({ row: dealDocuments, firstName: users.firstName, lastName: users.lastName }).from(dealDocuments)
        .leftJoin(users, eq(users.id, dealDocuments.uploadedByUserId)).where(mine(dealershipId, id));
      return found === undefined ? null : documentOf(found.row, found);
    },
    // The deal's row is locked while counting, so two uploads racing for the last place take turns.
    async insert(d, limit) {
      return db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, d.orderId), eq(orders.dealershipId, d.dealershipId))).for('update');
        const [held] = await tx.select({ n: count() }).from(dealDocuments).where(and(eq(dealDocuments.dealershipId, d.dealershipId), eq(dealDocuments.orderId, d.orderId)));
        if ((held?.n ?? 0) >= limit) return 'full' as const;
        const [row] = await tx.insert(dealDocuments).values({
          dealershipId: d.dealershipId, orderId: d.orderId, kind: d.kind, fileName: d.fileName, contentType: d.contentType, size: d.size,
          uploader: d.uploadedBy.kind, uploadedByUserId: d.uploadedBy.kind === 'staff' ? d.uploadedBy.userId : null, storageKey: d.storageKey,
        }).returning();
        const [names] = d.uploadedBy.kind === 'staff' ? await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, d.uploadedBy.userId)) : [];
        return withoutKey(documentOf(row!, names ?? null));
      });
    },
    async delete(dealershipId, id) {
      const [row] = await db.delete(dealDocuments).where(mine(dealershipId, id)).returning();
      return row === undefined ? null : documentOf(row, null);
    },
  };
}
