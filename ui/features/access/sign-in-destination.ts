import type { LoginResponse } from '../../../adapters/http/contract/access/access';
import { paths, safeInternalPath } from '../../shared/paths';

/** Where to go next in the sign-in flow: a page of this app, or another site. */
export type Destination = { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

const internal = (path: string): Destination => ({ kind: 'internal', path });
const BASE = '/dealer';

/**
 * After the one-time code (or when none is needed): pick a dealership when login asked for it or
 * the user has none, else the remembered URL, else the customers list (spec 000 section 4).
 */
export function afterVerification(promptDealershipSelect: boolean, hasDealership: boolean, savedUrl: string | null): Destination {
  if (promptDealershipSelect || !hasDealership) return internal(paths.selectDealership());
  return internal(savedUrl ?? paths.customers());
}

/**
 * After the password: the URL the server returned when it asks to redirect, else verification
 * until the user is fully authenticated, else as after verification.
 */
export function afterLogin(answer: LoginResponse, savedUrl: string | null): Destination {
  if (answer.redirect && answer.url) return fromServerUrl(answer.url);
  if (!answer.user.fully_authenticated) return internal(paths.verification());
  return afterVerification(answer.prompt_dealership_select, answer.user.dealership !== null, savedUrl);
}

/** A URL of this app under /dealer becomes a route; anything else is followed as is. */
function fromServerUrl(url: string): Destination {
  const path = safeInternalPath(url);
  if (path === null) return { kind: 'external', url };
  if (path === BASE || path.startsWith(`${BASE}/`)) return internal(path.slice(BASE.length) || '/');
  return { kind: 'external', url: path };
}
