/**
 * Wall-clock time in a store's zone, with Intl only (core has no date library): an instant's
 * local date and time, and the instant of a local date and time. Daylight saving is the runtime's
 * tz database's; a local time skipped by a spring-forward has no instant (null), a repeated one in
 * the fall takes the earlier instant.
 */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:MM, 24-hour clock */
  readonly time: string;
  /** 0 Monday … 6 Sunday */
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

function parts(instant: Date, zone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const p = Object.fromEntries(formatter(zone).formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour) % 24, mi: Number(p.minute), s: Number(p.second) };
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function localDateTime(instant: Date, zone: string): LocalDateTime {
  const { y, mo, d, h, mi } = parts(instant, zone);
  const weekday = (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7;
  return { date: `${String(y).padStart(4, '0')}-${pad(mo)}-${pad(d)}`, time: `${pad(h)}:${pad(mi)}`, weekday };
}

/** The zone's offset from UTC at `instant`, in minutes (Toronto in winter: -300). */
export function offsetMinutes(instant: Date, zone: string): number {
  const { y, mo, d, h, mi, s } = parts(instant, zone);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant at which the zone's clocks show `date` `time`; null for a bad text or a time the zone skips. */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const dm = DATE.exec(date);
  const tm = TIME.exec(time);
  if (dm === null || tm === null) return null;
  const wall = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  // Try the offsets in force a day either side: one of them is the offset at the answer.
  const candidates = [offsetMinutes(new Date(wall - 86_400_000), zone), offsetMinutes(new Date(wall + 86_400_000), zone)]
    .map((off) => new Date(wall - off * 60_000))
    .filter((at) => { const l = localDateTime(at, zone); return l.date === date && l.time === time; })
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0] ?? null;
}
