import type { DayRange } from '@dealer-panel/core/analytics/analytics-range';

/** The range picker's presets; `custom` is whatever the two dates say. */
export const PRESETS = ['last_7', 'last_30', 'last_90', 'this_month', 'last_month', 'year_to_date'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY_MS = 86_400_000;
const day = (d: Date): string => d.toISOString().slice(0, 10);
const minus = (today: string, n: number): string => day(new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY_MS));

/** The days a preset covers, ending today (UTC days, as the server reads them). */
export function presetRange(preset: Preset, today: string): DayRange {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'last_7': return { from: minus(today, 6), to: today };
    case 'last_30': return { from: minus(today, 29), to: today };
    case 'last_90': return { from: minus(today, 89), to: today };
    case 'this_month': return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_month': {
      const first = new Date(Date.UTC(y, m - 2, 1));
      return { from: day(first), to: day(new Date(Date.UTC(y, m - 1, 0))) };
    }
    case 'year_to_date': return { from: `${y}-01-01`, to: today };
  }
}

/** The preset a range is, if any (the picker shows it as chosen). */
export function presetOf(range: DayRange, today: string): Preset | null {
  return PRESETS.find((p) => { const r = presetRange(p, today); return r.from === range.from && r.to === range.to; }) ?? null;
}
