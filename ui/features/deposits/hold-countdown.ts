/** What is left of an open hold: whole days, hours and minutes; `warning` under 24 h; null once it ended. */
export interface HoldLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly warning: boolean;
}

const MINUTE = 60_000;

export function holdLeft(expiresAt: string, now: Date): HoldLeft | null {
  const left = Math.floor((Date.parse(expiresAt) - now.getTime()) / MINUTE);
  if (!Number.isFinite(left) || left <= 0) return null;
  return { days: Math.floor(left / 1440), hours: Math.floor((left % 1440) / 60), minutes: left % 60, warning: left < 1440 };
}

/** The span's message key: "3 days 4 h", "1 day 4 h", "4 h 12 min". */
export function spanKey(left: HoldLeft): 'span.days' | 'span.one_day' | 'span.hours' {
  return left.days > 1 ? 'span.days' : left.days === 1 ? 'span.one_day' : 'span.hours';
}
