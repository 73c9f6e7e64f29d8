import type { ValidationCode } from './codes';
import { isBlank } from './required';

/** Longest address accepted; browsers and proxies commonly stop around 2 000 characters. */
export const URL_MAX_LENGTH = 2048;

const LABEL = '[\\p{L}\\p{M}\\p{Nd}](?:[\\p{L}\\p{M}\\p{Nd}-]{0,61}[\\p{L}\\p{M}\\p{Nd}])?';
const TOP_LEVEL = '(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const HOST = `(?:(?:${LABEL}\\.)+${TOP_LEVEL}|${OCTET}(?:\\.${OCTET}){3})`;

/**
 * Scheme, host, optional port, then an optional path, query or fragment without spaces or
 * control characters. No user:password@ part (a classic way to disguise a link's real host).
 */
const WEB_ADDRESS = new RegExp(`^https?://${HOST}(?::(\\d{1,5}))?(?:[/?#][^\\s\\p{C}]*)?$`, 'iu');

/**
 * `url`: must parse as a URL. Core has no `URL` class (lib ES2022, no DOM), so this is a pattern.
 * Decision: only http and https addresses with a real host name (a dot and a top-level domain)
 * or an IPv4 address, because every URL field of the panel (dealer website, new and used car
 * links, plan PDFs and videos) ends up in a link a customer clicks. The scheme is required:
 * "www.example.com" stored as is would become a relative link; the message says to start with
 * https://.
 */
export function url(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  if (value.length > URL_MAX_LENGTH) return 'url.invalid';
  const match = WEB_ADDRESS.exec(value);
  if (match === null) return 'url.invalid';
  const port = match[1];
  return port === undefined || Number(port) <= 65535 ? null : 'url.invalid';
}

/**
 * The part of an address that `uniqueURL` compares: without its scheme ("https://"), in lower
 * case, trimmed, without a final slash. Decision: the trailing slash is ignored too, since
 * "https://dealer.ca/" and "http://dealer.ca" open the same page.
 */
export function comparableUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z\d+.-]*:\/\//, '')
    .replace(/\/$/, '');
}

/**
 * `uniqueURL`: must differ from another given URL (for example the new-car link from the used-car
 * link) ignoring protocol and case. An empty other URL never conflicts.
 */
export function uniqueURL(value: string, params: { readonly other: string }): ValidationCode | null {
  if (isBlank(value) || isBlank(params.other)) return null;
  return comparableUrl(value) === comparableUrl(params.other) ? 'uniqueURL.not_unique' : null;
}
