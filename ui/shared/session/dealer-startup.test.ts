import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { CallRoute } from '../../../adapters/di/tokens';
import { paymentRoutes } from '../../../adapters/http/contract/payments/payment-routes';
import { storeRoutes } from '../../../adapters/http/contract/stores/stores-routes';
import { createI18n } from '../i18n';
import { problem } from '../testing/problems';
import { createDealerStartup } from './dealer-startup';

function stub(copy: () => unknown, financing: () => unknown) {
  const calls: string[] = [];
  const call = vi.fn(async (route: { path: string }, options?: { params?: { id: number } }) => {
    calls.push(`${route.path}${options?.params ? `#${options.params.id}` : ''}`);
    if (route.path === storeRoutes.customCopy.path) return copy();
    if (route.path === paymentRoutes.financingSettings.path) return financing();
    throw new Error(`unexpected ${route.path}`);
  }) as unknown as CallRoute;
  return { call, calls };
}

describe('the dealer start-up data (guard steps 1 and 2)', () => {
  it('loads the custom copy into i18n per language and the financing settings, once per dealership', async () => {
    const { call, calls } = stub(() => E.right({ custom_copy: { welcome: { en: 'Welcome to Lakeshore', fr: 'Bienvenue chez Lakeshore' }, only_en: { en: 'Hi', fr: '' } } }), () => E.right({ id: 7 }));
    const startup = createDealerStartup(call);
    const i18n = createI18n('fr_CA');
    await Promise.all([startup.load(7, i18n), startup.load(7, i18n)]);
    await startup.load(7, i18n);
    expect(calls).toEqual([storeRoutes.customCopy.path, `${paymentRoutes.financingSettings.path}#7`]);
    expect(i18n.t('custom:welcome')).toBe('Bienvenue chez Lakeshore');
    expect(i18n.t('custom:only_en')).toBe('Hi'); // no French text: the English one, as for every message
    await i18n.changeLanguage('en_CA');
    expect(i18n.t('custom:welcome')).toBe('Welcome to Lakeshore');
    expect(startup.financingSettings()).toEqual({ id: 7 });
  });

  it('loads again for another dealership, and replaces the previous copy', async () => {
    let n = 0;
    const { call } = stub(() => E.right({ custom_copy: n++ === 0 ? { a: { en: 'A', fr: 'A' } } : {} }), () => E.left(problem(404, 'not_found')));
    const startup = createDealerStartup(call);
    const i18n = createI18n('en_CA');
    await startup.load(1, i18n);
    expect(i18n.t('custom:a')).toBe('A');
    await startup.load(2, i18n);
    expect(i18n.exists('custom:a')).toBe(false);
    expect(startup.financingSettings()).toBeNull();
  });

  it('never blocks a page: a failure leaves no copy and no settings', async () => {
    const { call } = stub(() => Promise.reject(new Error('network')), () => Promise.reject(new Error('network')));
    const startup = createDealerStartup(call);
    await expect(startup.load(3, createI18n('en_CA'))).resolves.toBeUndefined();
    expect(startup.customCopy()).toEqual({});
  });
});
