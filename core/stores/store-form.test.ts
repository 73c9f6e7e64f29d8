import { describe, expect, it } from 'vitest';
import { changedFields, checkStoreInput } from './store-form';
import { SAMPLE_STORE_VALUES as base } from './testing/sample-store-values';
import { mayReadStore, mayWriteStore } from './store-access';
import type { Actor } from '../access/actor';
import type { DealerRole } from '../access/role';

const ok = (input: Parameters<typeof checkStoreInput>[1]) => {
  const r = checkStoreInput(base, input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.values;
};
const errors = (input: Parameters<typeof checkStoreInput>[1]) => {
  const r = checkStoreInput(base, input);
  return r.ok ? {} : r.errors;
};

describe('checkStoreInput', () => {
  it('keeps every field not sent (PATCH) and accepts the stored values unchanged, even an unlisted system', () => {
    expect(ok({})).toEqual(base);
  });

  it('normalises the postal code by country and trims text', () => {
    expect(ok({ postalCode: 'h2x-1y4', city: ' Montréal ', provinceCode: 'qc' })).toMatchObject({ postalCode: 'H2X 1Y4', city: 'Montréal', provinceCode: 'QC' });
    expect(ok({ country: 'US', provinceCode: 'VT', postalCode: '054011234', phone: '802-555-0100' })).toMatchObject({ postalCode: '05401-1234' });
  });

  it('checks the postal code and the province against the country sent, not the stored one', () => {
    expect(errors({ country: 'US' })).toMatchObject({ province_code: ['province.invalid'], postal_code: ['postal_code.invalid_zip'] });
  });

  it('reads an empty deposit as none and a decimal string as cents', () => {
    expect(ok({ deposit: '250.5' }).depositCents).toBe(25_050);
    expect(checkStoreInput({ ...base, depositCents: 100 }, { deposit: '' })).toMatchObject({ ok: true, values: { depositCents: null } });
    expect(checkStoreInput({ ...base, depositCents: 100 }, { deposit: null })).toMatchObject({ ok: true, values: { depositCents: null } });
  });

  it('closes a day with both sides null, opens one with both, refuses one side alone or an end not after the start', () => {
    const v = ok({ hours: { MONDAY: { start: null, end: null }, SUNDAY: { start: '11:00', end: '16:00' }, TUESDAY: { end: '20:00' } } });
    expect(v.hours).toMatchObject({ MONDAY: null, SUNDAY: { start: '11:00', end: '16:00' }, TUESDAY: { start: '09:00', end: '20:00' } });
    expect(errors({ hours: { SUNDAY: { start: '10:00' } } })).toEqual({ dealership_hours_SUNDAY_end: ['required'] });
    expect(errors({ hours: { MONDAY: { start: '18:00' } } })).toEqual({ dealership_hours_MONDAY_end: ['hours.end_before_start'] });
    expect(errors({ hours: { MONDAY: { end: '09:00' } } })).toEqual({ dealership_hours_MONDAY_end: ['hours.end_before_start'] });
    expect(errors({ hours: { MONDAY: { start: '7:00' } } })).toEqual({ dealership_hours_MONDAY_start: ['time.invalid'] });
  });

  it('wants a non-empty subset of the languages, kept in their listed order', () => {
    expect(ok({ allowedLanguages: ['fr_CA', 'en_US'] }).allowedLanguages).toEqual(['en_US', 'fr_CA']);
    expect(errors({ allowedLanguages: [] })).toEqual({ allowed_languages: ['required'] });
    expect(errors({ allowedLanguages: ['en_CA', 'xx'] })).toEqual({ allowed_languages: ['choice.invalid'] });
  });

  it('takes a listed system, refuses an unlisted one that is not the stored one', () => {
    expect(ok({ tradeInSystem: 'vauto', creditApplicationSystem: 'routeone' })).toMatchObject({ tradeInSystem: 'vauto', creditApplicationSystem: 'routeone' });
    expect(errors({ tradeInSystem: 'carfax' })).toEqual({ trade_in_system: ['choice.invalid'] });
  });

  it('reports every bad field under its wire name at once', () => {
    expect(Object.keys(errors({ name: '', phone: '123', email: 'x@', website: 'ftp://x', newCarsLink: 'nope', deposit: 'abc' })).sort())
      .toEqual(['deposit', 'email', 'name', 'new_cars_link', 'phone', 'website']);
  });
});

describe('changedFields', () => {
  it('keeps only what differs, before and after', () => {
    const after = ok({ name: 'Renamed', hours: { SUNDAY: { start: '10:00', end: '14:00' } } });
    expect(changedFields(base, after)).toEqual({
      before: { name: 'Toronto Motors', hours: base.hours },
      after: { name: 'Renamed', hours: after.hours },
    });
    expect(changedFields(base, base)).toEqual({ before: {}, after: {} });
  });
});

describe('store access', () => {
  const actor = (role: DealerRole | null, extra: Partial<Actor> = {}): Actor => ({ role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...extra });
  it.each([
    ['dealer_sales_rep', false, false], ['dealer_sales_manager', false, false], ['dealer_admin', true, true],
    ['organization_assistant', true, false], ['organization_admin', true, true], ['super_admin', true, true],
  ] as const)('%s: read %s, write %s', (role, read, write) => {
    expect(mayReadStore(actor(role))).toBe(read);
    expect(mayWriteStore(actor(role))).toBe(write);
  });
  it('denies users with no role unless super admin, and corporate users never write', () => {
    expect(mayReadStore(actor(null))).toBe(false);
    expect(mayWriteStore(actor(null, { isSuperAdmin: true }))).toBe(true);
    expect(mayWriteStore(actor('dealer_admin', { isCorporate: true }))).toBe(false);
    expect(mayReadStore(actor('dealer_admin', { isCorporate: true }))).toBe(true);
  });
});
