import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { listOf, type Validated } from './field-validation';

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

  it('gathers the errors of a list as long as the largest body allows (50,000 bad rows) in one pass', () => {
    const rows = Array.from({ length: 50_000 }, () => ({ amount: 'x' }));
    const result = listOf('lender.finance_rates', rows, amount);
    expect(E.isLeft(result) && Object.keys(result.left).length).toBe(50_000);
    expect(E.isLeft(result) && result.left['lender.finance_rates.49999.amount']).toEqual(['money.invalid']);
  });
});
