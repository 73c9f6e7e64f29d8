import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { listOf, MAX_LIST_ITEMS, type Validated } from './field-validation';

const amount = (raw: Readonly<Record<string, unknown>>, path: string): Validated<number> =>
  typeof raw.amount === 'number' ? E.right(raw.amount) : E.left({ [`${path}.amount`]: ['money.invalid' as const] });

describe('listOf', () => {
  it('keeps every item in order when all pass', () => {
    expect(listOf('fees', [{ amount: 1 }, { amount: 2 }], amount)).toEqual(E.right([1, 2]));
    expect(listOf('fees', undefined, amount)).toEqual(E.right([]));
    expect(listOf('fees', 'x', amount)).toEqual(E.left({ fees: ['list.invalid'] }));
  });

  it('names every bad item by its index, and only those', () => {
    expect(listOf('fees', [{ amount: 1 }, 7, { amount: 'x' }], amount)).toEqual(E.left({ 'fees.1': ['item.invalid'], 'fees.2.amount': ['money.invalid'] }));
  });

  it('gathers the errors of the longest list allowed in one pass, each item named', () => {
    const rows = Array.from({ length: MAX_LIST_ITEMS }, () => ({ amount: 'x' }));
    const result = listOf('lender.finance_rates', rows, amount);
    expect(E.isLeft(result) && Object.keys(result.left).length).toBe(MAX_LIST_ITEMS);
    expect(E.isLeft(result) && result.left[`lender.finance_rates.${MAX_LIST_ITEMS - 1}.amount`]).toEqual(['money.invalid']);
  });

  it('refuses a longer list as a whole, without reading its items', () => {
    let read = 0;
    const counting = (raw: Readonly<Record<string, unknown>>, path: string) => { read += 1; return amount(raw, path); };
    const rows = Array.from({ length: 50_000 }, () => ({ amount: 1 }));
    expect(listOf('lender.finance_rates', rows, counting)).toEqual(E.left({ 'lender.finance_rates': ['list.too_long'] }));
    expect(read).toBe(0);
  });
});
