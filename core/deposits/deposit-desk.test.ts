import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createCustomDeposit, deleteCustomDeposit, getDeposit, updateCustomDeposit } from './deposit-desk';
import { depositWorld } from './testing/deposit-world';

describe('custom deposits (the amount a deal asks for)', () => {
  it('asks a new deposit on a deal, changes its amount while unpaid, and withdraws it', async () => {
    const w = depositWorld();
    const admin = await w.ctxAt(1, 'dealer_admin');
    const made = await createCustomDeposit(w.deps)(admin, 11, { amountCents: 75_000, mode: 'capture' })();
    if (E.isLeft(made)) throw new Error(made.left._tag);
    expect(made.right).toMatchObject({ state: 'created', amountCents: 75_000, mode: 'capture', currency: 'CAD', paymentStatus: 'unpaid' });
    const again = await createCustomDeposit(w.deps)(admin, 11, { amountCents: 80_000 })();
    expect(E.isRight(again) && again.right).toMatchObject({ id: made.right.id, amountCents: 80_000, mode: 'capture', version: 2 });
    const changed = await updateCustomDeposit(w.deps)(admin, made.right.id, { amountCents: 60_000, mode: 'hold' })();
    expect(E.isRight(changed) && changed.right).toMatchObject({ amountCents: 60_000, mode: 'hold' });
    const gone = await deleteCustomDeposit(w.deps)(admin, made.right.id)();
    expect(E.isRight(gone) && gone.right.state).toBe('canceled');
    expect(w.timeline.entries.map((e) => e.event)).toEqual(['deposit.amount_set', 'deposit.amount_set', 'deposit.amount_set', 'deposit.withdrawn']);
    expect(await getDeposit(w.deps)(admin, 11)()).toEqual(E.right(await w.deposits.byOrder(1, 11)));
  });

  it('refuses a bad amount, a paid deposit, another store\'s deal, and users without the right', async () => {
    const w = depositWorld();
    const admin = await w.ctxAt(1, 'dealer_admin');
    expect(await createCustomDeposit(w.deps)(admin, 11, { amountCents: 0 })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { amount_cents: ['deposit.invalid_amount'] } }));
    expect(await createCustomDeposit(w.deps)(admin, 21, { amountCents: 100 })()).toEqual(E.left({ _tag: 'NotFound' }));
    const paid = await w.paid(12);
    expect(await updateCustomDeposit(w.deps)(admin, paid.id, { amountCents: 100 })()).toMatchObject(E.left({ code: 'deposit.amount_locked' }));
    expect(await deleteCustomDeposit(w.deps)(admin, paid.id)()).toMatchObject(E.left({ code: 'deposit.amount_locked' }));
    const rep = await w.ctxAt(1, 'dealer_sales_rep');
    expect(await createCustomDeposit(w.deps)(rep, 13, { amountCents: 100 })()).toEqual(E.left({ _tag: 'Forbidden', action: 'manage_deposits' }));
    expect(await getDeposit(w.deps)(admin, 21)()).toEqual(E.left({ _tag: 'NotFound' }));
  });
});
