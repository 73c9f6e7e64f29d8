/** The memory soak's figures and verdict (tests/bench/memory-soak.ts), from its samples. */
export interface MemorySample {
  /** Since the traffic started. */
  readonly minutes: number;
  readonly rssMb: number;
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  readonly externalMb: number;
  readonly arrayBuffersMb: number;
}

export interface SoakFigures {
  readonly samples: readonly MemorySample[];
  readonly minutes: number;
  /** The last sample of the warm-up (the first fifth). */
  readonly warm: MemorySample;
  readonly peakMb: number;
  readonly slopeMbPer10Min: number;
  /** The slope's growth over the second half, in per cent of the second half's mean RSS. */
  readonly secondHalfGrowthPercent: number;
  readonly limitMb: number;
  readonly flatPercent: number;
  /** Empty when within target. */
  readonly failures: readonly string[];
}

export const RSS_LIMIT_MB = 400;
export const FLAT_PERCENT = 5;

/** Least-squares slope of RSS in MB per minute (0 with fewer than two samples). */
function slope(samples: readonly MemorySample[]): number {
  if (samples.length < 2) return 0;
  const mx = samples.reduce((s, p) => s + p.minutes, 0) / samples.length;
  const my = samples.reduce((s, p) => s + p.rssMb, 0) / samples.length;
  const sxx = samples.reduce((s, p) => s + (p.minutes - mx) ** 2, 0);
  const sxy = samples.reduce((s, p) => s + (p.minutes - mx) * (p.rssMb - my), 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

export function soakVerdict(samples: readonly MemorySample[], limitMb = RSS_LIMIT_MB, flatPercent = FLAT_PERCENT): SoakFigures {
  const first = samples[0];
  if (first === undefined) throw new Error('the soak took no sample');
  const minutes = samples[samples.length - 1]?.minutes ?? 0;
  const warmed = samples.filter((s) => s.minutes >= minutes / 5);
  const warm = warmed[0] ?? first;
  const secondHalf = samples.filter((s) => s.minutes >= minutes / 2);
  const halfMean = secondHalf.reduce((s, p) => s + p.rssMb, 0) / Math.max(secondHalf.length, 1);
  const growth = halfMean === 0 ? 0 : (100 * slope(secondHalf) * (minutes / 2)) / halfMean;
  const peakMb = Math.max(...samples.map((s) => s.rssMb));
  const failures = [
    ...(peakMb > limitMb ? [`peak RSS ${peakMb.toFixed(0)} MB over ${limitMb} MB`] : []),
    ...(growth >= flatPercent ? [`RSS grew ${growth.toFixed(1)} % over the second half (flat: under ${flatPercent} %)`] : []),
  ];
  return { samples, minutes, warm, peakMb, slopeMbPer10Min: 10 * slope(warmed), secondHalfGrowthPercent: growth, limitMb, flatPercent, failures };
}
