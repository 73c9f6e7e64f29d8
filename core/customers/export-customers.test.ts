import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealershipContext } from '../access/dealership-context';
import type { CustomerListItem, CustomerRepository } from './customer-repository';
import { CUSTOMER_EXPORT_BATCH, CUSTOMER_EXPORT_MAX, exportCustomers } from './export-customers';

const ctx = { dealership: { id: 7 } } as DealershipContext;

/** A repository holding `matches` customers; records the batches read. */
function repo(matches: number) {
  const reads: { offset: number; limit: number; page: number }[] = [];
  const customers = {
    count: async (_d: number, _q: unknown, countLimit: number) => Math.min(matches, countLimit),
    rows: async (dealershipId: number, q: { page: number }, offset: number, limit: number) => {
      expect(dealershipId).toBe(7);
      reads.push({ offset, limit, page: q.page });
      return Array.from({ length: Math.max(0, Math.min(limit, matches - offset)) }, (_, i) => ({ id: offset + i }) as unknown as CustomerListItem);
    },
  } as unknown as CustomerRepository;
  return { customers, reads };
}

async function all(batches: AsyncIterable<readonly CustomerListItem[]>): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of batches) ids.push(...batch.map((c) => c.id));
  return ids;
}

describe('exportCustomers', () => {
  it('reads every match batch by batch, in order, whatever page the list was on', async () => {
    const { customers, reads } = repo(2_500);
    const result = await exportCustomers({ customers })(ctx, { page: '9', payment_type: 'cash' })();
    if (E.isLeft(result)) throw new Error('expected Right');
    expect(result.right).toMatchObject({ total: 2_500, capped: false });
    expect(await all(result.right.batches)).toEqual(Array.from({ length: 2_500 }, (_, i) => i));
    expect(reads).toEqual([{ offset: 0, limit: CUSTOMER_EXPORT_BATCH, page: 1 }, { offset: 1_000, limit: 1_000, page: 1 }, { offset: 2_000, limit: 500, page: 1 }]);
  });

  it('stops at 50,000 and says so', async () => {
    const { customers } = repo(CUSTOMER_EXPORT_MAX + 3);
    const result = await exportCustomers({ customers })(ctx, {})();
    if (E.isLeft(result)) throw new Error('expected Right');
    expect(result.right).toMatchObject({ total: CUSTOMER_EXPORT_MAX, capped: true });
    expect((await all(result.right.batches)).length).toBe(CUSTOMER_EXPORT_MAX);
  });

  it('refuses a bad parameter and reads nothing', async () => {
    const { customers, reads } = repo(5);
    const result = await exportCustomers({ customers })(ctx, { payment_type: 'bitcoin' })();
    expect(E.isLeft(result) && result.left._tag).toBe('InvalidQuery');
    expect(reads).toEqual([]);
  });
});
