import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '@dealer-panel/core/shared/regions';
import enCACommon from '../../locales/en-CA/common.json';
import enUSCommon from '../../locales/en-US/common.json';
import frCACommon from '../../locales/fr-CA/common.json';
import enCAShop from '../../locales/en-CA/shop-credit.json';
import enUSShop from '../../locales/en-US/shop-credit.json';
import frCAShop from '../../locales/fr-CA/shop-credit.json';

const DEALER = { 'en-CA': enCACommon.customers.provinces, 'en-US': enUSCommon.customers.provinces, 'fr-CA': frCACommon.customers.provinces } as Readonly<Record<string, Readonly<Record<string, string>>>>;
const SHOP = { 'en-CA': enCAShop.provinces, 'en-US': enUSShop.provinces, 'fr-CA': frCAShop.provinces } as Readonly<Record<string, Readonly<Record<string, string>>>>;
const ALL = [...REGION_CODES.CA, ...REGION_CODES.US];

/** The states whose French name is not their English one (Québec usage, Commission de toponymie). */
const FRENCH: Readonly<Record<string, string>> = {
  CA: 'Californie', DC: 'District de Columbia', FL: 'Floride', GA: 'Géorgie', HI: 'Hawaï', LA: 'Louisiane', NM: 'Nouveau-Mexique',
  NC: 'Caroline du Nord', ND: 'Dakota du Nord', PA: 'Pennsylvanie', SC: 'Caroline du Sud', SD: 'Dakota du Sud', VA: 'Virginie',
  WV: 'Virginie-Occidentale',
};

/** Issue 29 item 6: every province and state is named in the page's language, on the dealer's pages and the customer's. */
describe('province and state names', () => {
  it.each(['en-CA', 'en-US', 'fr-CA'])('%s names every province and state, in the panel and in the shop', (locale) => {
    for (const names of [DEALER[locale], SHOP[locale]]) {
      expect(ALL.filter((code) => (names?.[code] ?? '').trim() === '')).toEqual([]);
    }
  });

  it('names the states in French on French pages', () => {
    for (const names of [DEALER['fr-CA'], SHOP['fr-CA']]) {
      expect(Object.fromEntries(Object.keys(FRENCH).map((code) => [code, names?.[code]]))).toEqual(FRENCH);
    }
    expect(DEALER['en-CA']?.['SC']).toBe('South Carolina');
  });
});
