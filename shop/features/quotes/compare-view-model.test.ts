import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { FlowQuotesResponse } from '../../../adapters/http/contract/quotes/quotes';
import { flowOf, quote } from './testing/quote-fixture';
import { createCompareViewModel, type CompareState } from './compare-view-model';
import type { ShopQuotesPort } from './quotes-port';

function setup(choose: ShopQuotesPort['choose']) {
  const calls: string[] = [];
  const port: ShopQuotesPort = {
    flow: async (token, id) => { calls.push(`flow ${token} ${id}`); return E.right(flowOf([quote(1), quote(2)])); },
    choose: async (token, id) => { calls.push(`choose ${token} ${id}`); return choose(token, id); },
    accessories: async () => E.right({ count: 0, next: null, previous: null, pricing_locked: false, results: [], pre_installed: [] }),
    plans: async () => E.right({ ready: true, pricing_locked: false, results: [] }),
    setAddons: async (token, id, body) => {
      calls.push(`addons ${token} ${id} ${body.accessories.join(',')}|${body.protections.join(',')}`);
      return body.accessories.includes(99) ? E.left({ status: 400, code: 'invalid_input', detail: null, errors: { accessories: ['item.invalid'] }, retryAfterSeconds: null, handled: false })
        : E.right(quote(id, { accessories: [...body.accessories], protections: [...body.protections], payment: '655.00' }));
    },
  };
  const vm = createCompareViewModel(port, 'tok', 7);
  const states: CompareState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  return { vm, states, calls };
}
const picked = (id: number): FlowQuotesResponse => flowOf([quote(1, { applied: id === 1 }), quote(2, { applied: id === 2 })], { status: 'selected', primary_quote: id });

describe('the quote comparison view model', () => {
  it('loads the flow by the token and stores the customer\'s pick', async () => {
    const { vm, states, calls } = setup(async (_t, id) => E.right(picked(id)));
    await vm.load();
    expect(states.at(-1)).toMatchObject({ kind: 'ready', choosing: null });
    const pick = vm.choose(2);
    expect(states.at(-1)).toMatchObject({ kind: 'ready', choosing: 2 });
    expect(await pick).toBe(true);
    expect(calls).toEqual(['flow tok 7', 'choose tok 2']);
    expect(states.at(-1)).toMatchObject({ kind: 'ready', choosing: null, problem: null, flow: { primary_quote: 2 } });
  });

  it('keeps the quotes as they were on a refusal and says why; one pick at a time', async () => {
    const refusal = { status: 403, code: 'customer_view_read_only', detail: null, errors: {}, retryAfterSeconds: null, handled: false };
    const { vm, states, calls } = setup(async () => E.left(refusal));
    await vm.load();
    const before = states.at(-1);
    const first = vm.choose(1);
    expect(await vm.choose(2)).toBe(false); // a second pick while the first is on its way is ignored
    expect(await first).toBe(false);
    expect(calls.filter((c) => c.startsWith('choose'))).toEqual(['choose tok 1']);
    expect(states.at(-1)).toEqual({ ...before, problem: { code: 'customer_view_read_only', retryAfterSeconds: null } });
  });
  it('stores the customer\'s add-ons on a quote: its card re-priced; a refusal answers its field errors and changes nothing', async () => {
    const { vm, states, calls } = setup(async (_t, id) => E.right(picked(id)));
    await vm.load();
    expect(await vm.saveAddons(2, [5], [7])).toBeNull();
    expect(calls).toContain('addons tok 2 5|7');
    const ready = states.at(-1);
    if (ready?.kind !== 'ready') throw new Error('not ready');
    expect(ready.flow.results.find((q) => q.id === 2)).toMatchObject({ accessories: [5], protections: [7], payment: '655.00' });
    expect(await vm.saveAddons(2, [99], [])).toEqual({ accessories: ['item.invalid'] });
    expect(states.at(-1)).toEqual({ ...ready, choosing: null, problem: null });
  });
});
