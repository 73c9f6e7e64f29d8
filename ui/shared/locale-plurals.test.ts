import { describe, expect, it } from 'vitest';

/** Every message file of every locale (Vite's glob: the files as the app ships them). */
const files = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

function messages(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([k, v]) => messages(v, prefix === '' ? k : `${prefix}.${k}`));
}

/**
 * Issue 29 item 5 ("1 tries left"): a count is worded in the number it takes, through i18next's
 * plural forms (`_one`, `_other`), never by "(s)" left for the reader to resolve ("1 soumission(s)").
 */
describe('counts in the message files', () => {
  it('are never written with "(s)"', () => {
    const found = Object.entries(files).flatMap(([file, tree]) =>
      messages(tree).filter(([, text]) => /\p{L}\((?:e?s|x)\)/u.test(text)).map(([key]) => `${file.replace('../../locales/', '')}:${key}`));
    expect(found).toEqual([]);
  });

});
