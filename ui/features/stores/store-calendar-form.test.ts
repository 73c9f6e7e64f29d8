import { describe, expect, it } from 'vitest';
import { checkStoreForm, formOf, requestOf } from './store-form-values';
import { aStore } from './store-testing';

describe('the calendar fields of the store form', () => {
  it('reads the default zone as "default" and sends it back as null, the length as a number', () => {
    const form = formOf(aStore());
    expect([form.time_zone, form.appointment_length]).toEqual(['', '60']);
    expect(requestOf({ ...form, appointment_length: '45' })).toMatchObject({ time_zone: null, appointment_length: 45 });
    const chosen = formOf(aStore({ time_zone: 'America/Regina', time_zone_is_default: false }));
    expect(requestOf(chosen)).toMatchObject({ time_zone: 'America/Regina' });
  });

  it('runs the server\'s rule before sending: each bad calendar field named', () => {
    const form = formOf(aStore());
    expect(checkStoreForm(aStore(), { ...form, time_zone: 'Mars/Olympus', appointment_length: '7' })).toEqual({ time_zone: ['time_zone.invalid'], appointment_length: ['number.out_of_range'] });
    expect(checkStoreForm(aStore(), { ...form, appointment_length: 'an hour' })).toEqual({ appointment_length: ['number.invalid'] });
    expect(checkStoreForm(aStore(), { ...form, appointment_length: '90' })).toEqual({});
  });
});
