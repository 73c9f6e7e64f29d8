import type { Document, NewDocument } from './document';

/**
 * The deal's document records (not their bytes: FileStore). Contract
 * (tests/conformance/document-repository.contract.ts): `list` answers the deal's documents oldest
 * first and nothing of another dealership's deal; `byId` answers null for another dealership's id;
 * `insert` refuses ('full') when the deal already holds `limit` documents, so two uploads racing for
 * the last place cannot both get it; `delete` answers the removed record (with its storage key), or
 * null when there was none.
 */
export interface DocumentRepository {
  list(dealershipId: number, orderId: number): Promise<readonly Document[]>;
  byId(dealershipId: number, id: number): Promise<(Document & { readonly storageKey: string }) | null>;
  insert(document: NewDocument, limit: number): Promise<Document | 'full'>;
  delete(dealershipId: number, id: number): Promise<(Document & { readonly storageKey: string }) | null>;
}

/**
 * Where the bytes of uploaded files live, by a key the caller chose (random, unguessable). Contract
 * (tests/conformance/file-store.contract.ts): `put` then `get` answers the same bytes and type;
 * `put` on an existing key replaces it; `get` of an unknown key answers null; `delete` is
 * idempotent (an unknown key is not an error).
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ readonly bytes: Uint8Array; readonly contentType: string } | null>;
  delete(key: string): Promise<void>;
}
