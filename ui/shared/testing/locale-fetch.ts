import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

/** One namespace's messages in one locale, read from the repository's files. */
export const localeMessages = (locale: string, ns: string): unknown => JSON.parse(readFileSync(`locales/${locale.replace('_', '-')}/${ns}.json`, 'utf8'));

/** A FetchJson that answers a locale URL (one namespace, or a bundle of several) from the repository's files, as the server does. */
export function stubLocaleFetch() {
  return vi.fn(async (url: string): Promise<unknown> => {
    const one = /^\/dealer\/locales\/(\w+)\/([a-z-]+)\.json$/.exec(url);
    if (one !== null && one[2] !== 'bundle') return localeMessages(one[1]!, one[2]!);
    const bundle = /^\/dealer\/locales\/(\w+)\/bundle\.json\?ns=([a-z,-]+)$/.exec(url);
    if (bundle === null) throw new Error(`unexpected ${url}`);
    return Object.fromEntries(bundle[2]!.split(',').map((ns) => [ns, localeMessages(bundle[1]!, ns)]));
  });
}
