import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NewMedia, StoredMedia } from '@dealer-panel/core/shared/media';
import type { Db } from '../shared/database';
import { media } from './schema';

/** Stores an uploaded file under a random, unguessable id. */
export async function insertMedia(tx: Pick<Db, 'insert'>, dealershipId: number, m: NewMedia, userId: number, at: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await tx.insert(media).values({
    id, dealershipId, contentType: m.contentType, fileName: m.fileName.slice(0, 200), size: m.bytes.length,
    sha256: m.sha256 || createHash('sha256').update(m.bytes).digest('hex'), bytes: m.bytes, createdBy: userId, createdAt: at,
  });
  return id;
}

/** A media file by id, whatever the dealership (ids are random and unguessable). */
export async function mediaById(db: Db, id: string): Promise<StoredMedia | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? { id: row.id, contentType: row.contentType, fileName: row.fileName, size: row.size, sha256: row.sha256, bytes: row.bytes, createdAt: row.createdAt } : null;
}
