import { describe, expect, it } from 'vitest';
import type { CustomerLink, CustomerLinkKind } from './customer-links';
import { resolveCustomerLink } from './customer-links';

const link: CustomerLink = { kind: 'invitation', dealershipName: 'Laval Toyota', dealershipCity: 'Laval', customerFirstName: 'Zoé', language: 'fr_CA', vehicle: null,
  owner: { dealershipId: 1, customerId: 2, orderId: null, customerName: 'Zoé Roy' } };

describe('resolveCustomerLink', () => {
  it('looks up only what can be a token, and answers null for the rest', async () => {
    const asked: [CustomerLinkKind, string][] = [];
    const resolve = resolveCustomerLink({ clock: { now: () => new Date('2026-06-01T12:00:00Z') }, customerLinks: { byToken: async (kind, token) => { asked.push([kind, token]); return token.startsWith('good') ? link : null; } } });
    const good = `good${'a'.repeat(39)}`;
    expect(await resolve('invitation', good)).toEqual(link);
    expect(await resolve('deal', 'A'.repeat(43))).toBeNull();
    for (const bad of ['', 'short', '../../etc/passwd'.padEnd(30, 'x'), `${'a'.repeat(30)} or 1=1`, 'x'.repeat(129)]) expect(await resolve('invitation', bad)).toBeNull();
    expect(asked).toEqual([['invitation', good], ['deal', 'A'.repeat(43)]]);
  });

  it('answers a deal link past its lifetime as an unknown one, and a fresh sending opens it again', async () => {
    const DAY = 86_400_000;
    let now = new Date('2026-06-01T12:00:00Z');
    const closedAt = new Date(now.getTime() - 29 * DAY);
    let renewedAt: Date | null = null;
    const deal = (): CustomerLink => ({ ...link, kind: 'deal', owner: { ...link.owner, orderId: 9 }, lifetime: { closedAt, renewedAt } });
    const resolve = resolveCustomerLink({ clock: { now: () => now }, customerLinks: { byToken: async () => deal() } });
    const token = 'a'.repeat(43);
    expect(await resolve('deal', token)).toEqual(deal());
    now = new Date(closedAt.getTime() + 30 * DAY);
    expect(await resolve('deal', token)).toBeNull();
    renewedAt = now;
    expect(await resolve('deal', token)).toEqual(deal());
  });
});
