import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import { sampleDeal } from '@dealer-panel/core/payments/engine/testing/sample-deal';
import { cents } from '@dealer-panel/core/shared/money';
import { QuoteBody, quoteBody, quoteFromBody } from '../payments/payments';

const priced = (region: string) => {
  const q = priceDeal(sampleDeal({ method: 'cash', region, vehiclePrice: cents(2_000_000), fees: [] }));
  if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
  return q.right;
};

describe('a quote on the wire', () => {
  it('carries a US tax\'s name on the paperwork in both languages, there and back (issue 32 item 4)', () => {
    const body = quoteBody(priced('NC'));
    expect(body.taxes[0]).toMatchObject({ component: 'state', name: 'Highway use tax', name_fr: 'Taxe d\'utilisation des routes', amount: '600.00' });
    const decoded = QuoteBody.decode(JSON.parse(JSON.stringify(body)));
    if (E.isLeft(decoded)) throw new Error('the body does not decode');
    expect(quoteFromBody(decoded.right).taxes[0]?.name).toEqual({ en: 'Highway use tax', fr: 'Taxe d\'utilisation des routes' });
  });
  it('gives no name where the table gives none (Ontario\'s HST is named by its component)', () => {
    const body = quoteBody(priced('ON'));
    expect(body.taxes[0]).not.toHaveProperty('name');
    expect(quoteFromBody(body).taxes[0]?.name).toBeUndefined();
  });
});
