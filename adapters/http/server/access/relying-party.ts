import type { RelyingParty } from '@dealer-panel/core/access/passkey';

/** The name authenticators show beside the account ("Dealer panel — jane@store.ca"). */
export const RELYING_PARTY_NAME = 'Dealer panel';

/**
 * The passkeys' relying party. With PUBLIC_URL (where staff reach the panel), its host name is the
 * RP ID and its origin the only one accepted, whatever Host a request claims. Without it (the
 * demo, tests, a first local start), the request's own scheme and host: the browser already
 * refuses to sign for an RP ID its page's origin does not belong to, and a credential is bound to
 * the RP ID it was made for, so an answer made for another host cannot pass here.
 */
export function relyingParty(publicUrl: string | undefined, request: { readonly protocol: string; readonly host: string }): RelyingParty | null {
  try {
    const url = new URL(publicUrl !== undefined && publicUrl.trim() !== '' ? publicUrl.trim() : `${request.protocol}://${request.host}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { id: url.hostname.replace(/^\[|\]$/g, ''), origin: url.origin, name: RELYING_PARTY_NAME };
  } catch {
    return null;
  }
}
