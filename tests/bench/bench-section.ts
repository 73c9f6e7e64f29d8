// A benchmark run on its own rewrites only its section of docs/benchmarks.md (from its heading to the
// next "## "), leaving the rest as the last full `npm run bench` wrote it.

import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export function writeBenchSection(heading: string, section: string): void {
  const file = new URL('../../docs/benchmarks.md', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(heading);
  const end = start < 0 ? -1 : text.indexOf('\n## ', start + 1);
  const next = start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${end < 0 ? '' : text.slice(end + 1)}`;
  writeFileSync(file, next);
}

/** The 1, 5 and 15-minute load averages, for a section to say how busy the 2 cores were. */
export const loadAverage = (): string => loadavg().map((x) => x.toFixed(2)).join(', ');
