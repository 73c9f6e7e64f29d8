import type { Document } from '../document';
import type { DocumentRepository, FileStore } from '../document-repository';
import type { Clock } from '../../shared/ports/clock';
import type { MessageSigner } from '../../shared/ports/secrets';

type Kept = Document & { readonly storageKey: string };

/** Document records in memory, for core tests and the conformance contract's reference run. */
export function inMemoryDocuments(clock: Clock): DocumentRepository & { readonly rows: Kept[] } {
  const now = () => clock.now();
  const rows: Kept[] = [];
  let next = 1;
  return {
    rows,
    async list(dealershipId, orderId) {
      return rows.filter((d) => d.dealershipId === dealershipId && d.orderId === orderId).map(({ storageKey: _key, ...d }) => d);
    },
    async byId(dealershipId, id) {
      return rows.find((d) => d.dealershipId === dealershipId && d.id === id) ?? null;
    },
    async insert(document, limit) {
      if (rows.filter((d) => d.dealershipId === document.dealershipId && d.orderId === document.orderId).length >= limit) return 'full';
      const row: Kept = { ...document, id: next, createdAt: now(), uploaderName: null };
      next += 1;
      rows.push(row);
      const { storageKey: _key, ...stored } = row;
      return stored;
    },
    async delete(dealershipId, id) {
      const at = rows.findIndex((d) => d.dealershipId === dealershipId && d.id === id);
      if (at < 0) return null;
      return rows.splice(at, 1)[0] ?? null;
    },
  };
}

/** Files in memory: `files` maps each key to what was put (copies, so later writes to a buffer do not leak). */
export function inMemoryFileStore(): FileStore & { readonly files: Map<string, { bytes: Uint8Array; contentType: string }> } {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    files,
    async put(key, bytes, contentType) { files.set(key, { bytes: Uint8Array.from(bytes), contentType }); },
    async get(key) {
      const file = files.get(key);
      return file === undefined ? null : { bytes: Uint8Array.from(file.bytes), contentType: file.contentType };
    },
    async delete(key) { files.delete(key); },
  };
}

/** A signer for tests: the "signature" is the message reversed with a key (never use outside tests). */
export function fakeSigner(key = 'k'): MessageSigner {
  const sign = (message: string) => `${key}-${[...message].reverse().join('').replace(/[^\w-]/g, '_')}`;
  return { sign, verify: (message, signature) => sign(message) === signature };
}
