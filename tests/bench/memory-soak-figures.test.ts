import { describe, expect, it } from 'vitest';
import { soakVerdict, type MemorySample } from './memory-soak-figures';

const at = (minutes: number, rssMb: number): MemorySample => ({ minutes, rssMb, heapUsedMb: 100, heapTotalMb: 150, externalMb: 140, arrayBuffersMb: 10 });
/** One sample a minute over 30 minutes, RSS given by `rss(minute)`. */
const run = (rss: (minute: number) => number) => Array.from({ length: 31 }, (_, m) => at(m, rss(m)));

describe('the memory soak verdict', () => {
  it('passes a flat RSS under the limit after a warm-up climb', () => {
    const v = soakVerdict(run((m) => (m < 5 ? 250 + 20 * m : 350 + (m % 2))));
    expect(v.failures).toEqual([]);
    expect(v.peakMb).toBe(351);
    expect(v.warm.minutes).toBe(6);
    expect(Math.abs(v.slopeMbPer10Min)).toBeLessThan(1);
  });

  it('fails an RSS that keeps growing after the warm-up, and names the growth', () => {
    const v = soakVerdict(run((m) => 300 + 3 * m));
    expect(v.slopeMbPer10Min).toBeCloseTo(30, 5);
    expect(v.secondHalfGrowthPercent).toBeGreaterThan(5);
    expect(v.failures).toHaveLength(1);
    expect(v.failures[0]).toMatch(/grew/);
  });

  it('fails a peak over the limit even when flat', () => {
    const v = soakVerdict(run((m) => (m === 20 ? 420 : 390)));
    expect(v.failures).toEqual(['peak RSS 420 MB over 400 MB']);
  });
});
