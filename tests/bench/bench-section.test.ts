import { describe, expect, it } from 'vitest';
import { HISTORY_MARKER, historyOf, withSection } from './bench-section';

const DOC = `# Benchmarks\n\n## A\n\nold a\n\n## Engine\n\nold engine\n\n${HISTORY_MARKER}\n\n## Engine, session 22\n\nbefore\n`;

describe('docs/benchmarks.md rewritten by a run', () => {
  it('replaces a section and keeps the history after the marker as it is', () => {
    const next = withSection(DOC, '## Engine', '## Engine\n\nnew engine\n');
    expect(next).toContain('new engine');
    expect(next).not.toContain('old engine');
    expect(next).toContain('old a');
    expect(next.endsWith(`${HISTORY_MARKER}\n\n## Engine, session 22\n\nbefore\n`)).toBe(true);
  });

  it('adds a missing section before the history, not after it', () => {
    const next = withSection(DOC, '## Soak', '## Soak\n\nnew soak\n');
    expect(next.indexOf('new soak')).toBeLessThan(next.indexOf(HISTORY_MARKER));
    expect(historyOf(next)).toBe(historyOf(DOC));
  });

  it('has no history in a file without the marker', () => {
    expect(historyOf('# Benchmarks\n')).toBe('');
    expect(withSection('# B\n\n## A\n\nx\n', '## A', '## A\n\ny\n')).toBe('# B\n\n## A\n\ny\n');
  });
});
