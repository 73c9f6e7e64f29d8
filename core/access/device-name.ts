import { PASSKEY_NAME_MAX } from './passkey';

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'], [/OPR\//, 'Opera'], [/Firefox\//, 'Firefox'], [/Chrom(e|ium)\//, 'Chrome'], [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'], [/iPad/, 'iPad'], [/Android/, 'Android'], [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'], [/Windows/, 'Windows'], [/Linux/, 'Linux'],
];

/**
 * A passkey's default name from the User-Agent it was added with ("Chrome · macOS"), so a list of
 * passkeys tells them apart before the user renames them. A name, not a sentence: no language.
 */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const name = [browser, system].filter((part) => part !== undefined).join(' · ');
  return (name === '' ? 'Passkey' : name).slice(0, PASSKEY_NAME_MAX);
}
