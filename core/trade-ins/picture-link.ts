import type { MessageSigner } from '../shared/ports/secrets';

/** A picture's signed link is good for 5 minutes, as a document's (core/documents/download-link.ts). */
export const PICTURE_LINK_SECONDS = 5 * 60;

const message = (pictureId: number, expiresAt: number): string => `trade-in-picture:${pictureId}:${expiresAt}`;

/**
 * `<picture id>.<expiry>.<signature>`: whoever holds it may read that picture's bytes until the
 * expiry (an <img> sends no header, so the link itself is the permission; decision in
 * docs/decisions/trade-ins.md "Trade-in pictures and gallery"). Signed by the application's secret: not forged, not altered.
 */
export function pictureToken(signer: MessageSigner, pictureId: number, expiresAt: number): string {
  return `${pictureId}.${expiresAt}.${signer.sign(message(pictureId, expiresAt))}`;
}

/** The picture a token grants at `nowSeconds`, or null when malformed, forged, altered or past its time. */
export function readPictureToken(signer: MessageSigner, token: string, nowSeconds: number): number | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{1,100})$/.exec(token);
  if (match === null) return null;
  const id = Number(match[1]);
  const expiresAt = Number(match[2]);
  if (!signer.verify(message(id, expiresAt), match[3] ?? '')) return null;
  return nowSeconds > expiresAt ? null : id;
}
