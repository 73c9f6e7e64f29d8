/** Issue 34's Lighthouse targets, apart from the runner so that a test reads them without loading Lighthouse. */
/** The targets: performance 0.90, LCP under 2.5 s, TBT under 200 ms, accessibility 1.00. */
export const TARGET = { performance: 0.9, lcpMs: 2500, tbtMs: 200, accessibility: 1 } as const;

export interface PageScore {
  readonly page: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly requests: number;
  readonly runs: number;
}

/** The middle value (the upper middle of an even count); NaN for none. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The pages under a target, each with what it missed; a figure Lighthouse could not measure (NaN) misses. */
export function missedTargets(scores: readonly PageScore[]): string[] {
  return scores.flatMap((s) => [
    !(s.performance >= TARGET.performance) ? `${s.page}: performance ${s.performance.toFixed(2)} < ${TARGET.performance}` : null,
    !(s.lcpMs < TARGET.lcpMs) ? `${s.page}: LCP ${Math.round(s.lcpMs)} ms ≥ ${TARGET.lcpMs}` : null,
    !(s.tbtMs < TARGET.tbtMs) ? `${s.page}: TBT ${Math.round(s.tbtMs)} ms ≥ ${TARGET.tbtMs}` : null,
    !(s.accessibility >= TARGET.accessibility) ? `${s.page}: accessibility ${s.accessibility.toFixed(2)} < ${TARGET.accessibility}` : null,
  ].filter((line): line is string => line !== null));
}

