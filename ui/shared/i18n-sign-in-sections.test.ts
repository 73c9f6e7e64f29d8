import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US/common.json';
import { pickSections, SIGN_IN_SECTIONS } from './i18n-sign-in-sections';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The standalone pages' entry and the pages it loads later (ui/app/sign-in-pages.ts). */
const ENTRIES = ['ui/sign-in.tsx', 'ui/features/access/verification-page.tsx', 'ui/features/access/reset-password-page.tsx', 'ui/features/trade-ins/gallery/gallery-page.tsx'];

/** The ui/ and core/ files an entry reaches through relative imports (what the sign-in build bundles of ours). */
function reachable(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), spec ?? '');
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => `${base}${ext}`).find((candidate) => existsSync(candidate));
      if (found !== undefined && found.startsWith(path.join(ROOT, 'ui'))) visit(found);
    }
  };
  entries.forEach((entry) => visit(path.join(ROOT, entry)));
  return [...seen];
}

describe('the English messages the sign-in build bundles (issue 34)', () => {
  it('hold every section of common.json the standalone pages name', () => {
    const files = reachable(ENTRIES);
    expect(files.length).toBeGreaterThan(30);
    const used = new Set<string>();
    for (const file of files) {
      // t('login.title'), t(`login.reason.${x}`), 'common:field_errors.…', i18n.exists('problems.…'): the first segment is the section.
      for (const [, section] of readFileSync(file, 'utf8').matchAll(/\b(?:t|exists)\(\s*['`](?:common:)?([a-z_]+)\./g)) used.add(section ?? '');
    }
    expect([...used].filter((section) => section in enUS && !SIGN_IN_SECTIONS.includes(section))).toEqual([]);
    expect(used.has('login') && used.has('gallery') && used.has('verification')).toBe(true);
  });

  it('keep those sections whole and leave the panel\'s out', () => {
    const picked = pickSections(enUS, SIGN_IN_SECTIONS);
    expect(picked.login).toEqual(enUS.login);
    expect(Object.keys(picked)).not.toContain('customers');
    expect(Object.keys(picked).sort()).toEqual(SIGN_IN_SECTIONS.filter((section) => section in enUS).sort());
  });
});
