import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { DealAddonsResponse } from '../../../adapters/http/contract/addons/addons';
import type { ShopDealAddonsPort } from './deal-addons-port';
import { createDealAddonsViewModel, type DealAddonsState } from './deal-addons-view-model';

const item = { selected: false, payment_with: '512.40', payment_without: '498.10' };
const DATA: DealAddonsResponse = {
  order: 7, payment_type: 'finance', payment: '498.10', pricing_locked: false, locked_reason: null,
  accessories: [{ id: 5, category: 'A', title_en: 'Roof rack', title_fr: 'Support de toit', description_en: '', description_fr: '', price: '450.00', img: null, ...item }],
  protection_plans: [{ id: 9, category: 'protection_plan', name: 'Tire care', name_fr: 'Soins des pneus', description: '', description_fr: '', img: null, pdf: null, ...item, payment_with: '520.00' }],
};
const refusal = (errors: Record<string, string[]>, code = 'invalid_input', status = 400): HttpProblem => ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false });

function setup(read: () => ReturnType<ShopDealAddonsPort['read']>, choose: ShopDealAddonsPort['choose']) {
  const calls: string[] = [];
  const port: ShopDealAddonsPort = {
    read: async (token, id) => { calls.push(`read ${token} ${id}`); return read(); },
    choose: async (token, id, body) => { calls.push(`choose ${token} ${id} ${body.accessories.join(',')}|${body.protections.join(',')}`); return choose(token, id, body); },
  };
  const vm = createDealAddonsViewModel(port, 'tok', 7);
  const states: DealAddonsState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  return { vm, states, calls };
}
const last = (states: DealAddonsState[]) => {
  const s = states.at(-1);
  if (s?.kind !== 'ready') throw new Error(`not ready: ${s?.kind}`);
  return s;
};

describe('the customer\'s add-ons view model', () => {
  it('loads the deal\'s add-ons; picking one sends the whole pick and shows the server\'s new payment', async () => {
    const picked: DealAddonsResponse = { ...DATA, payment: '512.40', accessories: [{ ...DATA.accessories[0]!, selected: true }] };
    const { vm, states, calls } = setup(async () => E.right(DATA), async () => E.right(picked));
    await vm.load();
    expect(last(states).data.payment).toBe('498.10');
    expect(await vm.toggle('accessories', 5)).toBe(true);
    expect(calls).toEqual(['read tok 7', 'choose tok 7 5|']);
    expect(last(states)).toMatchObject({ busy: false, problem: null, data: { payment: '512.40' } });
  });

  it('unpicks a picked add-on, keeping the others', async () => {
    const both: DealAddonsResponse = { ...DATA, accessories: [{ ...DATA.accessories[0]!, selected: true }], protection_plans: [{ ...DATA.protection_plans[0]!, selected: true }] };
    const { vm, calls } = setup(async () => E.right(both), async () => E.right(DATA));
    await vm.load();
    await vm.toggle('protections', 9);
    expect(calls.at(-1)).toBe('choose tok 7 5|');
  });

  it('keeps the shown pick on a refusal and says why; a locked deal sends nothing', async () => {
    const { vm, states } = setup(async () => E.right(DATA), async () => E.left(refusal({}, 'deal_pricing_locked', 409)));
    await vm.load();
    expect(await vm.toggle('accessories', 5)).toBe(false);
    expect(last(states)).toMatchObject({ busy: false, data: { payment: '498.10' }, problem: { code: 'deal_pricing_locked' } });
    const locked = setup(async () => E.right({ ...DATA, pricing_locked: true, locked_reason: 'deal_confirmed' }), async () => E.right(DATA));
    await locked.vm.load();
    expect(await locked.vm.toggle('accessories', 5)).toBe(false);
    expect(locked.calls).toEqual(['read tok 7']);
  });

  it('fails to load with the problem, and retries', async () => {
    let n = 0;
    const { vm, states } = setup(async () => (n++ === 0 ? E.left(refusal({}, 'not_found', 404)) : E.right(DATA)), async () => E.right(DATA));
    await vm.load();
    expect(states.at(-1)).toMatchObject({ kind: 'failed' });
    await vm.retry();
    expect(last(states).data.order).toBe(7);
  });
});
