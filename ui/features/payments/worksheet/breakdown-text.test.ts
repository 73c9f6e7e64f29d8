import { describe, expect, it } from 'vitest';
import { line, money, percent, count, code, factor } from '@dealer-panel/core/payments/engine/breakdown';
import { ratio } from '@dealer-panel/core/payments/engine/ratio';
import { cents } from '@dealer-panel/core/shared/money';
import { createI18n } from '../../../shared/i18n';
import type { NumberStyle } from './breakdown-text';
import { decimalText, inputsText, lineLabel, ratioDisplay } from './breakdown-text';
import { quoteFor, someDetails } from './testing/worksheet-fixture';

const fr: NumberStyle = { locale: 'fr_CA', currency: 'CAD', distanceUnit: 'km' };
const en: NumberStyle = { locale: 'en_CA', currency: 'CAD', distanceUnit: 'km' };
const tOf = (locale: 'fr_CA' | 'en_CA') => createI18n(locale).getFixedT(locale, 'worksheet');
const NB = '\u00a0';

describe('the breakdown in words', () => {
  it('writes decimals and exact ratios in the user\'s language', () => {
    expect(decimalText('6.99', 'fr_CA')).toBe('6,99');
    expect(decimalText('43898.5', 'en_CA')).toBe('43,898.5');
    expect(decimalText('20000', 'fr_CA')).toBe(`20${NB}000`);
    expect(ratioDisplay(ratio(699, 100), 'en_CA')).toBe('6.99');
    expect(ratioDisplay(ratio(7, 2400), 'fr_CA')).toBe(`≈${NB}0,0029167`);
  });

  it('says a fee\'s MarketScan type next to it, in both languages', () => {
    const fee = line('fee', cents(49900), { marketscan_type: code('doc_fee') }, 'Documentation', 'Documentation (FR)');
    expect(inputsText(fee, en, tOf('en_CA'))).toBe('MarketScan Documentation fee');
    expect(inputsText(fee, fr, tOf('fr_CA'))).toBe('MarketScan Frais de documentation');
  });

  it('names a tax line by its component and rate, in Québec French', () => {
    const tax = line('tax', cents(466674), { component: code('hst'), scope: code('sale'), percent: percent(ratio(13)), base: money(cents(3589800)) }, 'hst');
    expect(lineLabel(tax, fr, tOf('fr_CA'))).toBe(`TVH 13${NB}%`);
    expect(lineLabel(tax, en, tOf('en_CA'))).toBe('HST 13%');
    expect(inputsText(tax, fr, tOf('fr_CA'))).toBe(`appliquée sur la vente · taux 13${NB}% · montant taxable 35${NB}898,00${NB}$`);
  });

  it('names a US tax as the buyer\'s paperwork does, and says when the state rate alone applied (issue 32)', () => {
    const hut = line('tax', cents(45000), { component: code('state'), scope: code('sale'), percent: percent(ratio(3)) }, 'Highway use tax', 'Taxe d\'utilisation des routes');
    expect(lineLabel(hut, en, tOf('en_CA'))).toBe('Highway use tax 3%');
    expect(lineLabel(hut, fr, tOf('fr_CA'))).toBe(`Taxe d'utilisation des routes 3${NB}%`);
    const only = line('state_rate_only', cents(0), { reason: code('no_local_rate') });
    expect(lineLabel(only, fr, tOf('fr_CA'))).toBe('Taxe de l\'État seulement');
    expect(inputsText(only, en, tOf('en_CA'))).toBe('why no local rate for this ZIP');
  });

  it('shows a finance payment\'s formula: rate, term in months, number of payments', () => {
    const payment = line('payment', cents(32627), { apr: percent(ratio(699, 100)), term: count(72), number_of_payments: count(156) });
    expect(lineLabel(payment, en, tOf('en_CA'))).toBe('Payment');
    expect(inputsText(payment, en, tOf('en_CA'))).toBe('APR 6.99% · term 72 months · payments 156');
    expect(inputsText(payment, fr, tOf('fr_CA'))).toBe(`TAP 6,99${NB}% · terme 72 mois · paiements 156`);
  });

  it('adds the item\'s own name to a fee or plan line, and translates codes and factors', () => {
    expect(lineLabel(line('fee', cents(49900), {}, 'Documentation'), fr, tOf('fr_CA'))).toBe('Frais : Documentation');
    const named = line('fee', cents(49900), {}, 'Documentation fee', 'Frais de documentation');
    expect(lineLabel(named, fr, tOf('fr_CA'))).toBe('Frais : Frais de documentation');
    expect(lineLabel(named, en, tOf('en_CA'))).toBe('Fee: Documentation fee');
    const conversion = line('monthly_base_payment', cents(44388), { frequency: code('biweekly'), factor: factor(ratio(2172, 1000)) });
    expect(inputsText(conversion, fr, tOf('fr_CA'))).toBe('base aux deux semaines · facteur 2,172');
  });

  it('has an English and a French label for every line and input the engine writes', () => {
    const quotes = (['cash', 'finance', 'lease'] as const).map((m) => quoteFor(m, someDetails({ term: m === 'cash' ? null : 48, distance_allowance: m === 'lease' ? 20_000 : null, trade_in_credit: '5000', trade_in_owing: '2000', payment_frequency: 'biweekly' })));
    for (const locale of ['en_CA', 'fr_CA'] as const) {
      const i18n = createI18n(locale);
      for (const l of quotes.flatMap((q) => q.breakdown)) {
        expect(i18n.exists(`worksheet:lines.${l.code}`), `${locale} lines.${l.code}`).toBe(true);
        for (const name of Object.keys(l.inputs)) expect(i18n.exists(`worksheet:inputs.${name}`), `${locale} inputs.${name}`).toBe(true);
      }
    }
  });
});
