import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { APPOINTMENT_STATUSES } from '../shared/deal-states';
import { nextAppointmentStatus, type AppointmentAction } from './appointment';
import { appointmentIcs, escapeText, foldLine } from './appointment-ics';

describe('the appointment state machine', () => {
  it('proposes from anything, confirms an unconfirmed one, cancels an open one', () => {
    expect(nextAppointmentStatus(null, 'propose')).toBe('unconfirmed');
    expect(nextAppointmentStatus('cancelled', 'propose')).toBe('unconfirmed');
    expect(nextAppointmentStatus('unconfirmed', 'confirm')).toBe('confirmed');
    expect(nextAppointmentStatus('confirmed', 'cancel')).toBe('cancelled');
    expect(nextAppointmentStatus('unconfirmed', 'cancel')).toBe('cancelled');
  });

  it('refuses the other moves, naming the action and the state', () => {
    expect(nextAppointmentStatus('confirmed', 'confirm')).toEqual({ _tag: 'AppointmentTransitionRefused', action: 'confirm', status: 'confirmed' });
    expect(nextAppointmentStatus('cancelled', 'confirm')).toEqual({ _tag: 'AppointmentTransitionRefused', action: 'confirm', status: 'cancelled' });
    expect(nextAppointmentStatus('cancelled', 'cancel')).toEqual({ _tag: 'AppointmentTransitionRefused', action: 'cancel', status: 'cancelled' });
    expect(nextAppointmentStatus(null, 'confirm')).toEqual({ _tag: 'AppointmentTransitionRefused', action: 'confirm', status: null });
  });

  it('no sequence of moves confirms without a proposal since the last cancellation', () => {
    const action = fc.constantFrom<AppointmentAction>('propose', 'confirm', 'cancel');
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
      let status: (typeof APPOINTMENT_STATUSES)[number] | null = null;
      let proposedSinceCancel = false;
      for (const a of actions) {
        const next = nextAppointmentStatus(status, a);
        if (typeof next !== 'string') continue;
        if (next === 'confirmed' && !proposedSinceCancel) return false;
        if (a === 'propose') proposedSinceCancel = true;
        if (a === 'cancel') proposedSinceCancel = false;
        status = next;
      }
      return true;
    }));
  });
});

describe('the .ics file', () => {
  const event = {
    uid: 'appointment-1-7@dealer-panel', stamp: new Date('2026-11-25T03:00:00Z'), start: new Date('2026-12-01T15:30:00Z'), end: new Date('2026-12-01T16:30:00Z'),
    summary: 'Rendez-vous chez Toyota Laval', location: 'Toyota Laval, 1 boul. Chomedey, Laval, QC H7V 2X2', description: 'Rendez-vous; essai routier',
    organizer: { name: 'Toyota Laval', email: 'ventes@laval.example' }, cancelled: false, sequence: 3,
  };

  it('holds one VEVENT with its UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY and LOCATION, CRLF ends', () => {
    const ics = appointmentIcs(event);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('UID:appointment-1-7@dealer-panel');
    expect(lines).toContain('DTSTAMP:20261125T030000Z');
    expect(lines).toContain('DTSTART:20261201T153000Z');
    expect(lines).toContain('DTEND:20261201T163000Z');
    expect(lines).toContain('SUMMARY:Rendez-vous chez Toyota Laval');
    expect(lines).toContain('LOCATION:Toyota Laval\\, 1 boul. Chomedey\\, Laval\\, QC H7V 2X2');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('cancels the same event', () => {
    const lines = appointmentIcs({ ...event, cancelled: true, sequence: 4 }).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:4');
  });

  it('escapes text and folds long lines at 75 octets without cutting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
      const folded = foldLine(`SUMMARY:${text}`);
      const pieces = folded.split('\r\n ');
      return pieces.join('') === `SUMMARY:${text}` && pieces.every((p) => Buffer.byteLength(p, 'utf8') <= 75);
    }));
  });
});
