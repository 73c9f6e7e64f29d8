import { describe, expect, it } from 'vitest';
import { checkStoreInput } from '@dealer-panel/core/stores/store-form';
import { CREDIT_APPLICATION_SYSTEMS, TRADE_IN_SYSTEMS, WEEKDAYS } from '@dealer-panel/core/stores/store-settings';
import { SAMPLE_STORE_VALUES } from '@dealer-panel/core/stores/testing/sample-store-values';
import { demoStoreSettings } from './demo-store-settings';
import { STORES } from './demo-stores';

describe('demo store settings', () => {
  it.each(STORES.map((s) => [s.key, s] as const))('%s: every value passes the form\'s own checks', (_key, s) => {
    const settings = demoStoreSettings(s);
    const values = {
      ...SAMPLE_STORE_VALUES, ...settings, name: s.name, country: s.country, provinceCode: s.provinceCode, city: s.city,
      postalCode: s.postalCode, addressLine1: s.addressLine1, phone: s.phone, email: s.email, website: s.website, allowedLanguages: s.allowedLanguages,
    };
    expect(checkStoreInput(values, {})).toMatchObject({ ok: true });
    expect(TRADE_IN_SYSTEMS).toContain(settings.tradeInSystem);
    expect(CREDIT_APPLICATION_SYSTEMS).toContain(settings.creditApplicationSystem);
    expect(WEEKDAYS.filter((d) => settings.hours[d] !== null).length).toBeGreaterThanOrEqual(6);
  });
});
