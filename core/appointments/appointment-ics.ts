/**
 * An iCalendar (RFC 5545) event for an appointment: one VEVENT, times in UTC (form 2 of DTSTART,
 * which every calendar reads without a VTIMEZONE block), lines folded at 75 octets and CRLF ends.
 * A cancellation is the same UID with METHOD:CANCEL and STATUS:CANCELLED and a higher SEQUENCE.
 */
export interface AppointmentEvent {
  readonly uid: string;
  readonly stamp: Date;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly organizer: { readonly name: string; readonly email: string } | null;
  readonly cancelled: boolean;
  readonly sequence: number;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const utc = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of one character in UTF-8 (core has no TextEncoder). */
function utf8Length(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (UTF-8), never inside a character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) { out.push(current); current = ''; octets = 0; }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function appointmentIcs(e: AppointmentEvent): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Dealer Panel//Appointments//EN', 'CALSCALE:GREGORIAN',
    `METHOD:${e.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`, `SEQUENCE:${e.sequence}`, `DTSTAMP:${utc(e.stamp)}`, `DTSTART:${utc(e.start)}`, `DTEND:${utc(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`, `LOCATION:${escapeText(e.location)}`, `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.organizer === null ? [] : [`ORGANIZER;CN="${e.organizer.name.replace(/"/g, '')}":mailto:${e.organizer.email}`]),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT', 'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
