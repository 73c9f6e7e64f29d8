import { describe, expect, it } from 'vitest';
import { checkStoreInput } from './store-form';
import { SAMPLE_STORE_VALUES as base } from './testing/sample-store-values';
import { storeTimeZone } from './calendar-settings';

describe('the calendar fields of a store', () => {
  it('takes an IANA zone and a visit length, and reads the default zone from the province', () => {
    const r = checkStoreInput(base, { timeZone: 'America/Winnipeg', appointmentLength: 45 });
    expect(r.ok && r.values.calendar).toEqual({ timeZone: 'America/Winnipeg', appointmentMinutes: 45 });
    const cleared = checkStoreInput({ ...base, calendar: { timeZone: 'America/Winnipeg', appointmentMinutes: 45 } }, { timeZone: '' });
    expect(cleared.ok && cleared.values.calendar.timeZone).toBeNull();
    expect(storeTimeZone({ ...base, provinceCode: 'BC' })).toBe('America/Vancouver');
    expect(storeTimeZone({ ...base, calendar: { timeZone: 'America/Regina', appointmentMinutes: 60 } })).toBe('America/Regina');
  });

  it('names each bad calendar field', () => {
    const r = checkStoreInput(base, { timeZone: 'Eastern', appointmentLength: 7 });
    expect(r.ok ? null : r.errors).toEqual({ time_zone: ['time_zone.invalid'], appointment_length: ['number.out_of_range'] });
    const odd = checkStoreInput(base, { appointmentLength: 47 });
    expect(odd.ok ? null : odd.errors).toEqual({ appointment_length: ['appointment_length.step'] });
  });
});
