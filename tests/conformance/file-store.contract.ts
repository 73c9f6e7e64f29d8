import { describe, expect, it } from 'vitest';
import type { FileStore } from '@dealer-panel/core/documents/document-repository';

let n = 0;
const key = () => { n += 1; return `documents/1/key-${Date.now()}-${n}`; };
const bytes = (size: number, seed = 7) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);

/** The FileStore contract (core/documents/document-repository.ts): bytes in, the same bytes out. */
export function fileStoreContract(make: () => Promise<FileStore>): void {
  describe('FileStore', () => {
    it('answers the bytes and type that were put, every byte value included', async () => {
      const store = await make();
      const k = key();
      const all = bytes(256 * 3);
      await store.put(k, all, 'application/pdf');
      const got = await store.get(k);
      expect(got?.contentType).toBe('application/pdf');
      expect([...(got?.bytes ?? [])]).toEqual([...all]);
    });

    it('keeps a large file whole (a 3 MB scan)', async () => {
      const store = await make();
      const k = key();
      const big = bytes(3 * 1024 * 1024, 3);
      await store.put(k, big, 'image/jpeg');
      const got = await store.get(k);
      expect(got?.bytes.length).toBe(big.length);
      expect(Buffer.from(got!.bytes).equals(Buffer.from(big))).toBe(true);
    }, 120_000); // 3.5 s on PGlite alone; it once passed 30 s with the machine at load 19

    it('replaces on a second put of the same key, and keeps other keys apart', async () => {
      const store = await make();
      const [a, b] = [key(), key()];
      await store.put(a, bytes(4, 1), 'image/png');
      await store.put(b, bytes(4, 2), 'image/png');
      await store.put(a, bytes(2, 9), 'image/webp');
      expect(await store.get(a)).toEqual({ bytes: bytes(2, 9), contentType: 'image/webp' });
      expect(await store.get(b)).toEqual({ bytes: bytes(4, 2), contentType: 'image/png' });
    });

    it('answers null for an unknown key, and deletes idempotently', async () => {
      const store = await make();
      const k = key();
      expect(await store.get(k)).toBeNull();
      await store.put(k, bytes(8), 'application/pdf');
      await store.delete(k);
      await store.delete(k);
      expect(await store.get(k)).toBeNull();
    });
  });
}
