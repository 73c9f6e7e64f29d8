import { eq } from 'drizzle-orm';
import type { FileStore } from '@dealer-panel/core/documents/document-repository';
import type { Db } from '../shared/database';
import { storedFiles } from './schema';

/** Files in the database (bytea), as media are: every server of a fleet reads the same ones. */
export function drizzleFileStore(db: Db): FileStore {
  return {
    async put(key, bytes, contentType) {
      const values = { contentType, size: bytes.length, bytes };
      await db.insert(storedFiles).values({ key, ...values }).onConflictDoUpdate({ target: storedFiles.key, set: values });
    },
    async get(key) {
      const [row] = await db.select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.key, key));
      return row === undefined ? null : { bytes: new Uint8Array(row.bytes), contentType: row.contentType };
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
