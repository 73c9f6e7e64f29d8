import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTEXTS, LAYERS } from './context-names';

// Issue 33.1: every folder directly under a layer cut by context carries a context name (or is one of
// that layer's named exceptions), so a context is found under the same name in every layer.

/** Build output and installed packages (git-ignored) are not the project's folders. */
const NOT_OURS = new Set(['node_modules', 'dist']);

function folders(layer: string): string[] {
  return readdirSync(layer, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_OURS.has(entry.name))
    .map((entry) => entry.name);
}

function unknownFolders(names: readonly string[], exceptions: readonly string[]): string[] {
  const known = new Set<string>([...CONTEXTS, ...exceptions]);
  return names.filter((name) => !known.has(name)).sort();
}

describe('the context names', () => {
  for (const [layer, exceptions] of Object.entries(LAYERS)) {
    it(`names every folder under ${layer}/ after a context or a listed exception`, () => {
      const names = folders(layer);
      expect(names.length).toBeGreaterThan(0);
      expect(unknownFolders(names, exceptions), `rename them to a context of tests/architecture/context-names.ts, or list them there`).toEqual([]);
    });

    it(`lists only exceptions that exist under ${layer}/`, () => {
      expect(exceptions.filter((name) => !folders(layer).includes(name))).toEqual([]);
    });
  }

  it('finds a folder named after no context, and accepts the exceptions', () => {
    expect(unknownFolders(['customers', 'activity', 'shared', 'trade-in'], ['shared'])).toEqual(['activity', 'trade-in']);
  });

  it('keeps the names and the exceptions apart, each once', () => {
    expect(new Set(CONTEXTS).size).toBe(CONTEXTS.length);
    const contexts = new Set<string>(CONTEXTS);
    expect(Object.values(LAYERS).flat().filter((name) => contexts.has(name))).toEqual([]);
  });

  it('gives every context a row in the table of docs/architecture.md', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const table = doc.slice(doc.indexOf('\n| context |')).split('\n\n')[0] ?? '';
    const rows = [...table.matchAll(/^\| ([a-z][a-z-]*) \|/gm)].map((match) => match[1]).filter((name) => name !== 'context');
    expect(rows.length).toBeGreaterThan(0);
    expect([...rows].sort()).toEqual([...CONTEXTS].sort());
  });
});
