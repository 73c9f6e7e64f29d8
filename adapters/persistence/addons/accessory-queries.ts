import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Accessory, AccessoryCategory, AccessoryFields } from '@dealer-panel/core/addons/addon';
import type { NewMedia } from '@dealer-panel/core/shared/media';
import type { AddonListQuery } from '@dealer-panel/core/addons/addon-queries';
import type { Found } from '@dealer-panel/core/addons/addon-repository';
import type { Db } from '../shared/database';
import { pattern, toAccessory } from './addon-rows';
import { insertMedia } from './media-queries';
import { accessories, media } from './schema';

const mine = (dealershipId: number, id: number) => and(eq(accessories.dealershipId, dealershipId), eq(accessories.id, id));

export async function listAccessories(db: Db, dealershipId: number, q: AddonListQuery<AccessoryCategory>): Promise<Found<Accessory>> {
  const where: SQL[] = [eq(accessories.dealershipId, dealershipId), inArray(accessories.category, [...q.categories])];
  if (q.active !== null) where.push(eq(accessories.active, q.active));
  if (q.origin !== null) where.push(eq(accessories.preInstalled, q.origin === 'installed'));
  if (q.search !== '') {
    const p = pattern(q.search);
    where.push(or(ilike(accessories.titleEn, p), ilike(accessories.titleFr, p), ilike(accessories.sku, p), ilike(accessories.descriptionEn, p))!);
  }
  const [total] = await db.select({ n: count() }).from(accessories).where(and(...where));
  const rows = await db.select().from(accessories).where(and(...where))
    .orderBy(q.descending ? desc(accessories.id) : asc(accessories.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { count: total?.n ?? 0, items: rows.map(toAccessory) };
}

export async function accessoryOf(db: Db, dealershipId: number, id: number): Promise<Accessory | null> {
  const [row] = await db.select().from(accessories).where(mine(dealershipId, id));
  return row ? toAccessory(row) : null;
}

export async function createAccessory(db: Db, dealershipId: number, fields: AccessoryFields, at: Date): Promise<Accessory> {
  const [row] = await db.insert(accessories).values({ dealershipId, ...fields, vehicleTypes: [...fields.vehicleTypes], createdAt: at, updatedAt: at }).returning();
  return toAccessory(row!);
}

export async function updateAccessory(db: Db, dealershipId: number, id: number, fields: Partial<AccessoryFields>, at: Date): Promise<Accessory | null> {
  const { vehicleTypes, ...rest } = fields;
  const values = { ...rest, ...(vehicleTypes ? { vehicleTypes: [...vehicleTypes] } : {}), updatedAt: at };
  const [row] = await db.update(accessories).set(values).where(mine(dealershipId, id)).returning();
  return row ? toAccessory(row) : null;
}

/** Deletes the accessory and its image. */
export async function deleteAccessory(db: Db, dealershipId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(accessories).where(mine(dealershipId, id)).returning({ media: accessories.imageMediaId });
    if (!row) return false;
    if (row.media) await tx.delete(media).where(eq(media.id, row.media));
    return true;
  });
}

/** Stores the image and points the accessory at it; the image it replaces is deleted. */
export async function setAccessoryImage(db: Db, dealershipId: number, id: number, m: NewMedia, userId: number, at: Date): Promise<Accessory | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accessories).where(mine(dealershipId, id)).for('update');
    if (!current) return null;
    const mediaId = await insertMedia(tx, dealershipId, m, userId, at);
    const [row] = await tx.update(accessories).set({ imageMediaId: mediaId, updatedAt: at }).where(mine(dealershipId, id)).returning();
    if (current.imageMediaId) await tx.delete(media).where(eq(media.id, current.imageMediaId));
    return toAccessory(row!);
  });
}
