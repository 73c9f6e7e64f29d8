import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/actor';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditEntry, AuditLog } from '../shared/ports/audit-log';
import type { CustomerListItem, CustomerRepository } from './customer-repository';
import { CUSTOMER_EXPORT_BATCH, CUSTOMER_EXPORT_MAX, exportCustomers } from './export-customers';

const actor = (role: Actor['role'], extra: Partial<Actor> = {}): Actor => ({ role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...extra });
const ctxOf = (a: Actor) => ({ dealership: { id: 7 }, user: { id: 42 }, actor: a }) as DealershipContext;
const ctx = ctxOf(actor('dealer_admin'));
const noAudit: AuditLog = { record: async () => undefined };

function auditTrail() {
  const entries: AuditEntry[] = [];
  return { entries, audit: { record: async (e: AuditEntry) => { entries.push(e); } } satisfies AuditLog };
}

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
    const result = await exportCustomers({ customers, audit: noAudit })(ctx, { page: '9', payment_type: 'cash' }, '10.0.0.1')();
    if (E.isLeft(result)) throw new Error('expected Right');
    expect(result.right).toMatchObject({ total: 2_500, capped: false });
    expect(await all(result.right.batches)).toEqual(Array.from({ length: 2_500 }, (_, i) => i));
    expect(reads).toEqual([{ offset: 0, limit: CUSTOMER_EXPORT_BATCH, page: 1 }, { offset: 1_000, limit: 1_000, page: 1 }, { offset: 2_000, limit: 500, page: 1 }]);
  });

  it('stops at 50,000 and says so', async () => {
    const { customers } = repo(CUSTOMER_EXPORT_MAX + 3);
    const result = await exportCustomers({ customers, audit: noAudit })(ctx, {}, '10.0.0.1')();
    if (E.isLeft(result)) throw new Error('expected Right');
    expect(result.right).toMatchObject({ total: CUSTOMER_EXPORT_MAX, capped: true });
    expect((await all(result.right.batches)).length).toBe(CUSTOMER_EXPORT_MAX);
  });

  it('refuses a bad parameter and reads nothing', async () => {
    const { customers, reads } = repo(5);
    const result = await exportCustomers({ customers, audit: noAudit })(ctx, { payment_type: 'bitcoin' }, '10.0.0.1')();
    expect(E.isLeft(result) && result.left._tag).toBe('InvalidQuery');
    expect(reads).toEqual([]);
  });

  it('writes who exported how many rows with which filters to the audit trail', async () => {
    const { customers } = repo(12);
    const trail = auditTrail();
    const result = await exportCustomers({ customers, audit: trail.audit })(ctx, { make: ['Honda', 'Kia'], page: '3' }, '10.0.0.1')();
    expect(E.isRight(result)).toBe(true);
    expect(trail.entries).toEqual([{ action: 'customers_exported', userId: 42, dealershipId: 7, ip: '10.0.0.1', detail: { rows: 12, capped: false, filters: 'make=Honda,Kia' } }]);
  });

  it.each([
    ['a sales rep', actor('dealer_sales_rep')],
    ['a corporate dealer admin', actor('dealer_admin', { isCorporate: true })],
    ['a user without a role', actor(null)],
  ])('refuses %s before reading or auditing anything', async (_who, a) => {
    const { customers, reads } = repo(5);
    const trail = auditTrail();
    const result = await exportCustomers({ customers, audit: trail.audit })(ctxOf(a), {}, '10.0.0.1')();
    expect(E.isLeft(result) && result.left).toEqual({ _tag: 'Forbidden', action: 'export_customers' });
    expect(reads).toEqual([]);
    expect(trail.entries).toEqual([]);
  });

  it.each([['dealer_sales_manager'], ['dealer_admin'], ['organization_admin'], ['organization_assistant'], ['super_admin']] as const)('lets a %s export', async (role) => {
    const { customers } = repo(3);
    const result = await exportCustomers({ customers, audit: noAudit })(ctxOf(actor(role)), {}, '10.0.0.1')();
    expect(E.isRight(result)).toBe(true);
  });
});
