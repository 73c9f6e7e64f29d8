import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { isPictureSlot, type GalleryLinkRepository, type PictureRepository, type StoredPicture } from '@dealer-panel/core/trade-ins/picture';
import type { Db } from '../shared/database';
import { tradeInGalleryLinks, tradeInPictures, tradeIns } from './schema';

type Row = typeof tradeInPictures.$inferSelect;

const pictureOf = (row: Row): StoredPicture => ({
  id: row.id, dealershipId: row.dealershipId, tradeInId: row.tradeInId, slot: isPictureSlot(row.slot) ? row.slot : 'front', storageKey: row.storageKey,
  contentType: row.contentType, size: row.size, width: row.width, height: row.height, createdAt: row.createdAt,
  uploadedBy: row.uploader === 'customer' || row.uploadedByUserId === null ? { kind: 'customer' } : { kind: 'staff', userId: row.uploadedByUserId },
});

/** `trade_ins.pictures` (slot → picture id or null), written beside the picture's row. */
const mirror = (tx: Db, tradeInId: number, slot: string, id: number | null, now: Date) =>
  tx.update(tradeIns).set({ pictures: sql`jsonb_set(${tradeIns.pictures}, ${`{${slot}}`}::text[], ${JSON.stringify(id)}::jsonb)`, updatedAt: now })
    .where(eq(tradeIns.id, tradeInId));

/** Trade-in pictures in PostgreSQL or PGlite (PictureRepository's contract). */
export function drizzlePictureRepository(db: Db): PictureRepository {
  return {
    async list(dealershipId, tradeInId) {
      const rows = await db.select().from(tradeInPictures)
        .where(and(eq(tradeInPictures.dealershipId, dealershipId), eq(tradeInPictures.tradeInId, tradeInId))).orderBy(asc(tradeInPictures.id));
      return rows.map(pictureOf);
    },
    async byId(id) {
      const [row] = await db.select().from(tradeInPictures).where(eq(tradeInPictures.id, id));
      return row === undefined ? null : pictureOf(row);
    },
    // The trade-in's row is locked first: two uploads to one slot take turns, and the second replaces the first.
    async put(p, now) {
      return db.transaction(async (tx) => {
        await tx.select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.id, p.tradeInId)).for('update');
        const [before] = await tx.delete(tradeInPictures).where(and(eq(tradeInPictures.tradeInId, p.tradeInId), eq(tradeInPictures.slot, p.slot)))
          .returning({ storageKey: tradeInPictures.storageKey });
        const [row] = await tx.insert(tradeInPictures).values({
          dealershipId: p.dealershipId, tradeInId: p.tradeInId, slot: p.slot, storageKey: p.storageKey, contentType: p.contentType, size: p.size,
          width: p.width, height: p.height, uploader: p.uploadedBy.kind, uploadedByUserId: p.uploadedBy.kind === 'staff' ? p.uploadedBy.userId : null, createdAt: now,
        }).returning();
        if (row === undefined) throw new Error('trade-in picture not inserted');
        await mirror(tx, p.tradeInId, p.slot, row.id, now);
        return { picture: pictureOf(row), replacedKey: before?.storageKey ?? null };
      });
    },
    async remove(dealershipId, tradeInId, slot) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(tradeInPictures)
          .where(and(eq(tradeInPictures.dealershipId, dealershipId), eq(tradeInPictures.tradeInId, tradeInId), eq(tradeInPictures.slot, slot))).returning();
        if (row === undefined) return null;
        await mirror(tx, tradeInId, slot, null, new Date());
        return pictureOf(row);
      });
    },
  };
}

/** Gallery links by the hash of their token (GalleryLinkRepository's contract). */
export function drizzleGalleryLinkRepository(db: Db): GalleryLinkRepository {
  return {
    async create(link, now) {
      await db.delete(tradeInGalleryLinks).where(and(eq(tradeInGalleryLinks.tradeInId, link.tradeInId), lt(tradeInGalleryLinks.expiresAt, now)));
      await db.insert(tradeInGalleryLinks).values({
        dealershipId: link.dealershipId, tradeInId: link.tradeInId, tokenHash: link.tokenHash, expiresAt: link.expiresAt, createdByUserId: link.createdByUserId, createdAt: now,
      });
    },
    async find(tokenHash) {
      const [row] = await db.select({ dealershipId: tradeInGalleryLinks.dealershipId, tradeInId: tradeInGalleryLinks.tradeInId, expiresAt: tradeInGalleryLinks.expiresAt })
        .from(tradeInGalleryLinks).where(eq(tradeInGalleryLinks.tokenHash, tokenHash));
      return row ?? null;
    },
  };
}
