// A benchmark run on its own rewrites only its section of docs/benchmarks.md (from its heading to the
// next "## "), leaving the rest as the last full `npm run bench` wrote it.

import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export function writeBenchSection(heading: string, section: string): void {
  const file = new URL('../../docs/benchmarks.md', import.meta.url);
  writeFileSync(file, withSection(readFileSync(file, 'utf8'), heading, section));
}

/** `whole` with the section under `heading` replaced by `section` (added before the history when absent). */
export function withSection(whole: string, heading: string, section: string): string {
  // The figures of a run come before the history, which is left as it is.
  const at = whole.indexOf(HISTORY_MARKER);
  const text = at < 0 ? whole : whole.slice(0, at);
  const history = historyOf(whole);
  const start = text.indexOf(heading);
  const end = start < 0 ? -1 : text.indexOf('\n## ', start + 1);
  const next = start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${end < 0 ? '' : text.slice(end + 1)}`;
  return `${next.trimEnd()}\n${history}`;
}

/**
 * What docs/benchmarks.md holds after this line (the figures before and after each change, with
 * their commands, written by hand) is kept as it is when the bench writes its figures again.
 */
export const HISTORY_MARKER = '<!-- Kept by npm run bench: the history below is written by hand. -->';

/** The history after HISTORY_MARKER in `text`, with the marker ('' when there is none). */
export function historyOf(text: string): string {
  const at = text.indexOf(HISTORY_MARKER);
  return at < 0 ? '' : `\n\n${text.slice(at).trimEnd()}\n`;
}

/** The 1, 5 and 15-minute load averages, for a section to say how busy the 2 cores were. */
export const loadAverage = (): string => loadavg().map((x) => x.toFixed(2)).join(', ');
