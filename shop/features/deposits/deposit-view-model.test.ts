import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerDepositBody } from '../../../adapters/http/contract/deposits/customer-deposits';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { ShopDepositPort } from './deposit-port';
import { createShopDepositViewModel, type ShopDepositState } from './deposit-view-model';

const DEPOSIT = { state: 'created', payment_status: 'unpaid', mode: 'hold', currency: 'CAD', amount_cents: 25_000, paid_cents: 0, hold_expires_at: null, decline_code: null } as const;
const body = (over: Partial<CustomerDepositBody> = {}, deposit: Partial<NonNullable<CustomerDepositBody['deposit']>> = {}): CustomerDepositBody =>
  ({ order: 7, next: 'pay', next_action_url: null, processor: 'simulated', deposit: { ...DEPOSIT, ...deposit }, ...over });
const declined: HttpProblem = { status: 402, code: 'card_declined', detail: null, errors: { payment_method: ['card.insufficient_funds'] }, retryAfterSeconds: null, handled: false };

function setup(pay: (card: string, key: string) => ReturnType<ShopDepositPort['pay']>) {
  const calls: string[] = [];
  const port: ShopDepositPort = {
    read: async () => { calls.push('read'); return E.right(body({}, { state: calls.some((c) => c.startsWith('pay')) ? 'rejected' : 'created' })); },
    pay: async (_token, _id, card, key) => { calls.push(`pay ${card} ${key}`); return pay(card, key); },
    confirm: async () => { calls.push('confirm'); return E.right(body({ next: 'none' }, { state: 'pre_authorized' })); },
  };
  let keys = 0;
  const vm = createShopDepositViewModel(port, 'tok', 7, () => `key-${(keys += 1)}`);
  const states: ShopDepositState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  const last = () => {
    const s = states.at(-1);
    if (s?.kind !== 'ready') throw new Error(`not ready: ${s?.kind ?? 'none'}`);
    return s;
  };
  return { vm, calls, last };
}

describe('the customer\'s deposit task', () => {
  it('shows a decline by the field keeping the card typed; a lost answer retries with the same key, a new card gets a new one', async () => {
    let lost = true;
    const { vm, calls, last } = setup(async (card) => {
      if (lost) { lost = false; throw new Error('network'); }
      return card.startsWith('4000') ? E.left(declined) : E.right(body({ next: 'none' }, { state: 'pre_authorized' }));
    });
    await vm.load();
    await vm.pay(() => undefined);
    expect(last().errors).toEqual({ payment_method: ['required'] });
    vm.setCard('4000 0000 0000 9995');
    await vm.pay(() => undefined);
    expect(last().problem).toEqual({ code: 'technical', retryAfterSeconds: null });
    await vm.pay(() => undefined);
    expect(last()).toMatchObject({ card: '4000 0000 0000 9995', errors: { payment_method: ['card.insufficient_funds'] }, busy: false, data: { deposit: { state: 'rejected' } } });
    vm.setCard('4242424242424242');
    await vm.pay(() => undefined);
    expect(vm.paid()).toBe(true);
    expect(calls).toEqual(['read', 'pay 4000 0000 0000 9995 key-1', 'pay 4000 0000 0000 9995 key-1', 'read', 'pay 4242424242424242 key-2']);
  });

  it('a double click pays once; a card asking for 3-D Secure goes to the bank, and the return confirms', async () => {
    const went: string[] = [];
    const { vm, calls, last } = setup(async () => E.right(body({ next: 'authenticate', next_action_url: '/bank?p=1' }, { state: 'initiated' })));
    await vm.load();
    vm.setCard('4000002760003184');
    await Promise.all([vm.pay((u) => went.push(u)), vm.pay((u) => went.push(u))]);
    expect(went).toEqual(['/bank?p=1']);
    expect(last()).toMatchObject({ redirecting: true, card: '4000002760003184' });
    expect(calls.filter((c) => c.startsWith('pay'))).toHaveLength(1);
    await vm.load(true);
    expect(calls.at(-1)).toBe('confirm');
    expect(vm.paid()).toBe(true);
  });
});
