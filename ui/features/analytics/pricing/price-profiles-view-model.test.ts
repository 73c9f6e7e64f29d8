import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { createPriceProfilesViewModel, EMPTY_RULE, requestOf, type PriceProfilesDeps } from './price-profiles-view-model';

const profile = { id: 7, name: 'Aged', rules: [{ make: 'Honda', model: null, year_min: null, year_max: null, condition: null, days_min: 60, days_max: null, base: 'listing', adjustment: 'discount_percent', value: '2.50', floor: null, ceiling: null }], updated: '2026-01-01T00:00:00.000Z' };
const problem = (status: number, code: string, errors: Record<string, string[]> = {}, extensions?: Record<string, unknown>): HttpProblem =>
  ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false, ...(extensions === undefined ? {} : { extensions }) });
const deps = (over: Partial<PriceProfilesDeps> = {}): PriceProfilesDeps => ({
  list: async () => E.right([profile]),
  create: async () => E.left(problem(400, 'invalid_input', { 'rules.0.value': ['required'] })),
  update: async () => E.right(profile),
  remove: async () => E.right(null),
  preview: async () => E.right({ count: 0, current: 1, last: 1, limit: 25, results: [] }),
  apply: async () => E.left(problem(409, 'price_batch_refused', {}, { reason: 'nothing_to_apply', stock_numbers: [] })),
  batches: async () => E.right({ count: 0, current: 1, last: 1, limit: 25, results: [] }),
  undo: async () => E.left(problem(409, 'price_batch_refused', {}, { reason: 'changed_since', stock_numbers: ['B2', 'C3'] })),
  ...over,
});

describe('the price profiles view model', () => {
  it('sends the rules as the wire wants them: blanks as null, numbers as numbers, decimal commas as points', () => {
    expect(requestOf({ name: 'x', rules: [{ ...EMPTY_RULE, make: ' Honda ', year_min: '2020', value: '2,5', floor: '' }] }).rules?.[0])
      .toMatchObject({ make: 'Honda', model: null, year_min: 2020, year_max: null, value: '2.5', floor: null });
  });

  it('keeps what was typed and shows the server\'s field errors beside the fields', async () => {
    const vm = createPriceProfilesViewModel(deps());
    await vm.load();
    vm.edit(null);
    vm.change({ name: 'New one' });
    expect(await vm.save()).toBe(false);
    const editor = await firstValueFrom(vm.editor$);
    expect(editor).toMatchObject({ name: 'New one', errors: { 'rules.0.value': ['required'] }, saving: false });
    vm.dispose();
  });

  it('shows a refused apply or undo with the vehicles in the way', async () => {
    const vm = createPriceProfilesViewModel(deps());
    await vm.load();
    expect(await vm.apply(7)).toBeNull();
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'ready', refusal: { reason: 'nothing_to_apply', vehicles: [] } });
    expect(await vm.undo(3)).toBeNull();
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'ready', refusal: { reason: 'changed_since', vehicles: ['B2', 'C3'] } });
    vm.dispose();
  });
});
