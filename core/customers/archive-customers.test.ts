import { describe, expect, it, vi } from 'vitest';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditEntry } from '../shared/ports/audit-log';
import { setCustomersArchiveStatus } from './archive-customers';
import type { CustomerRepository } from './customer-repository';

const NOW = new Date('2026-12-05T15:00:00Z');
const ctx = {
  actor: { role: 'dealer_sales_manager', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, permissions: { can_archive_customers: true } },
  user: { id: 7 }, dealership: { id: 3 }, role: 'dealer_sales_manager',
} as unknown as DealershipContext;

function world(found = true) {
  const setArchiveStatus = vi.fn(async (_d: number, ids: readonly number[]) => (found ? ids.length : null));
  const entries: AuditEntry[] = [];
  const deps = {
    customers: { setArchiveStatus } as unknown as CustomerRepository,
    clock: { now: () => NOW },
    audit: { record: async (e: AuditEntry) => { entries.push(e); } },
  };
  return { run: setCustomersArchiveStatus(deps), setArchiveStatus, entries };
}

describe('archiving customers with a reason', () => {
  it('stores the reason with who and when for every customer of the list, and the audit trail keeps it', async () => {
    const w = world();
    const r = await w.run(ctx, { ids: [4, 5], status: 'Lost', reason: 'bought_elsewhere' })();
    expect(r).toEqual({ _tag: 'Right', right: { updated: 2, status: 'Lost', archive_reason: 'bought_elsewhere' } });
    expect(w.setArchiveStatus).toHaveBeenCalledWith(3, [4, 5], { status: 'Lost', reason: 'bought_elsewhere', by: 7, at: NOW });
    expect(w.entries).toEqual([expect.objectContaining({ action: 'customers_archived', userId: 7, dealershipId: 3, detail: { customer_ids: '4,5', status: 'Lost', archive_reason: 'bought_elsewhere' } })]);
  });

  it('refuses an unknown reason as a field error and changes nothing', async () => {
    const w = world();
    const r = await w.run(ctx, { ids: [4], status: 'Sold', reason: 'moved_to_mars' })();
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'InvalidInput', errors: { archive_reason: ['choice.invalid'] } } });
    expect(w.setArchiveStatus).not.toHaveBeenCalled();
    expect(w.entries).toEqual([]);
  });

  it('takes no reason when restoring, and clears the one kept', async () => {
    const refused = await world().run(ctx, { ids: [4], status: 'Active', reason: 'other' })();
    expect(refused).toEqual({ _tag: 'Left', left: { _tag: 'InvalidInput', errors: { archive_reason: ['archive_reason.not_archiving'] } } });
    const w = world();
    await w.run(ctx, { ids: [4], status: 'Active' })();
    expect(w.setArchiveStatus).toHaveBeenCalledWith(3, [4], { status: 'Active', reason: null, by: 7, at: NOW });
    expect(w.entries[0]).toMatchObject({ action: 'customers_restored', detail: { customer_ids: '4', status: 'Active', archive_reason: null } });
  });

  it('keeps a client of the spec (no reason) working: archived without a reason', async () => {
    const w = world();
    expect(await w.run(ctx, { ids: [4], status: 'Lost' })()).toEqual({ _tag: 'Right', right: { updated: 1, status: 'Lost', archive_reason: null } });
  });

  it('records nothing when an id is not the store\'s', async () => {
    const w = world(false);
    expect(await w.run(ctx, { ids: [4], status: 'Lost', reason: 'price' })()).toEqual({ _tag: 'Left', left: { _tag: 'NotFound' } });
    expect(w.entries).toEqual([]);
  });
});
