import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { disclosuresUseCases } from './disclosures-use-cases';
import { inMemoryDisclosures, storesWorld } from './testing/in-memory-stores';

function setup() {
  const world = storesWorld();
  return { ...world, U: disclosuresUseCases({ disclosures: inMemoryDisclosures(), clock: world.ports.clock, audit: world.ports.audit }) };
}

describe('disclosures use cases', () => {
  it('saves for the store\'s staff who may open /disclosure, audits the change, and keeps stores apart', async () => {
    const { U, ctxAt, ports } = setup();
    const admin = await ctxAt(1, 'dealer_admin');
    const saved = await U.update(admin, { ip: '', disclosures: { pricing_footer: { en: 'Taxes extra.' } }, disclaimerPackage: [{ type: 'finance', superscript: '1' }] })();
    expect(E.isRight(saved)).toBe(true);
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'dealership_updated', dealershipId: 1, after: { pricing_footer: { en: 'Taxes extra.', fr: '' } } });
    const footer = await U.pricingFooter(await ctxAt(1, 'dealer_sales_rep'))();
    expect(footer).toEqual(E.right({ en: 'Taxes extra.', fr: '' }));
    expect(await U.pricingFooter(await ctxAt(2, 'dealer_sales_rep'))()).toEqual(E.right({ en: '', fr: '' }));
  });

  it('refuses sales reps and sales managers, and corporate users\' writes', async () => {
    const { U, ctxAt } = setup();
    for (const role of ['dealer_sales_rep', 'dealer_sales_manager'] as const) {
      const ctx = await ctxAt(1, role);
      expect(await U.get(ctx)()).toEqual(E.left({ _tag: 'Forbidden', action: 'view_disclosures' }));
      expect(await U.update(ctx, { ip: '' })()).toEqual(E.left({ _tag: 'Forbidden', action: 'edit_disclosures' }));
    }
    const corporate = await ctxAt(1, 'dealer_admin', { corporate: true });
    expect(E.isRight(await U.get(corporate)())).toBe(true);
    expect(await U.update(corporate, { ip: '' })()).toEqual(E.left({ _tag: 'Forbidden', action: 'edit_disclosures' }));
  });

  it('answers the field errors and stores nothing', async () => {
    const { U, ctxAt } = setup();
    const admin = await ctxAt(1, 'dealer_admin');
    const refused = await U.update(admin, { ip: '', disclosures: { deposit: { en: 'ok', fr: 'x'.repeat(5001) } } })();
    expect(refused).toEqual(E.left({ _tag: 'InvalidInput', errors: { 'disclosures.deposit.fr': ['text.too_long'] } }));
    const now = await U.get(admin)();
    expect(E.isRight(now) && now.right.disclosures.deposit).toEqual({ en: '', fr: '' });
  });
});
