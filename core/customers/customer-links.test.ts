import { describe, expect, it } from 'vitest';
import type { CustomerLink, CustomerLinkKind } from './customer-links';
import { resolveCustomerLink } from './customer-links';

const link: CustomerLink = { kind: 'invitation', dealershipName: 'Laval Toyota', dealershipCity: 'Laval', customerFirstName: 'Zoé', language: 'fr_CA', vehicle: null,
  owner: { dealershipId: 1, customerId: 2, orderId: null, customerName: 'Zoé Roy' } };

describe('resolveCustomerLink', () => {
  it('looks up only what can be a token, and answers null for the rest', async () => {
    const asked: [CustomerLinkKind, string][] = [];
    const resolve = resolveCustomerLink({ customerLinks: { byToken: async (kind, token) => { asked.push([kind, token]); return token.startsWith('good') ? link : null; } } });
    const good = `good${'a'.repeat(39)}`;
    expect(await resolve('invitation', good)).toEqual(link);
    expect(await resolve('deal', 'A'.repeat(43))).toBeNull();
    for (const bad of ['', 'short', '../../etc/passwd'.padEnd(30, 'x'), `${'a'.repeat(30)} or 1=1`, 'x'.repeat(129)]) expect(await resolve('invitation', bad)).toBeNull();
    expect(asked).toEqual([['invitation', good], ['deal', 'A'.repeat(43)]]);
  });
});
