import * as E from 'fp-ts/Either';
import type { MessageSigner } from '../shared/ports/secrets';

/** A download link is good for 5 minutes: long enough to click, too short to be worth sharing. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export interface DownloadGrant {
  readonly documentId: number;
  readonly dealershipId: number;
  /** Whole seconds since the epoch. */
  readonly expiresAt: number;
}

export type LinkRefusal = 'invalid' | 'expired';

const message = (g: DownloadGrant): string => `document-download:${g.documentId}:${g.dealershipId}:${g.expiresAt}`;

/** `<document id>.<expiry>.<signature>`: the store is signed but not written (the session names it). */
export function downloadToken(signer: MessageSigner, grant: DownloadGrant): string {
  return `${grant.documentId}.${grant.expiresAt}.${signer.sign(message(grant))}`;
}

/**
 * The document a token grants at the session's dealership at `nowSeconds`: `invalid` when it is
 * malformed, forged, altered or signed for another store; `expired` once its time has passed.
 */
export function readDownloadToken(signer: MessageSigner, token: string, dealershipId: number, nowSeconds: number): E.Either<LinkRefusal, number> {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{1,100})$/.exec(token);
  if (match === null) return E.left('invalid');
  const grant: DownloadGrant = { documentId: Number(match[1]), dealershipId, expiresAt: Number(match[2]) };
  if (!signer.verify(message(grant), match[3] ?? '')) return E.left('invalid');
  return nowSeconds > grant.expiresAt ? E.left('expired') : E.right(grant.documentId);
}
