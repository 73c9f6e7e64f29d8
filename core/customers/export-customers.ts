import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, type Forbidden, type InvalidQuery } from '../shared/errors';
import type { RawQuery } from '../shared/query-params';
import type { CustomerListItem, CustomerRepository } from './customer-repository';
import { customerScope, mayExportCustomers, scopedSalesRepFilter } from './customer-visibility';
import { parseCustomerListQuery } from './parse-customer-list-query';

/** An export holds at most this many customers (decision: a spreadsheet, not a backup; the answer says when it stopped there). */
export const CUSTOMER_EXPORT_MAX = 50_000;
/** Rows read from the database at a time while the file streams out. */
export const CUSTOMER_EXPORT_BATCH = 1_000;

export interface CustomerExport {
  /** Customers the file holds (all the matches, or the first CUSTOMER_EXPORT_MAX). */
  readonly total: number;
  /** True when more customers matched than the file holds. */
  readonly capped: boolean;
  /** The customers in the list's order, batch by batch. */
  readonly batches: AsyncIterable<readonly CustomerListItem[]>;
}

/**
 * GET customer/export/: every customer of the view the list parameters describe (the `page` is
 * ignored), in the list's order and with the same matching deal, read in batches so a big file
 * never sits in memory. Only for the roles `mayExportCustomers` names (Forbidden otherwise, before
 * anything is read); every export is written to the audit trail with its filters and row count.
 */
export const exportCustomers = (deps: { readonly customers: CustomerRepository; readonly audit: AuditLog }) =>
  (ctx: DealershipContext, raw: RawQuery, ip: string): TE.TaskEither<InvalidQuery | Forbidden, CustomerExport> => async () => {
    if (!mayExportCustomers(ctx.actor)) return E.left(forbidden('export_customers'));
    const parsed = parseCustomerListQuery({ ...raw, page: undefined });
    if (E.isLeft(parsed)) return E.left({ _tag: 'InvalidQuery', errors: parsed.left });
    const query = { ...parsed.right, salesRep: scopedSalesRepFilter(customerScope(ctx), parsed.right.salesRep) };
    const dealershipId = ctx.dealership.id;
    const counted = await deps.customers.count(dealershipId, query, CUSTOMER_EXPORT_MAX + 1);
    const total = Math.min(counted, CUSTOMER_EXPORT_MAX);
    await deps.audit.record({
      action: 'customers_exported', userId: ctx.user.id, dealershipId, ip,
      detail: { rows: total, capped: counted > CUSTOMER_EXPORT_MAX, filters: auditedFilters(raw) },
    });
    async function* batches(): AsyncGenerator<readonly CustomerListItem[]> {
      for (let offset = 0; offset < total; offset += CUSTOMER_EXPORT_BATCH) {
        const rows = await deps.customers.rows(dealershipId, query, offset, Math.min(CUSTOMER_EXPORT_BATCH, total - offset));
        if (rows.length === 0) return;
        yield rows;
      }
    }
    return E.right({ total, capped: counted > CUSTOMER_EXPORT_MAX, batches: batches() });
  };

/** The list parameters of an export as one short line for the audit trail (what was taken, not who is in it). */
function auditedFilters(raw: RawQuery): string {
  return Object.keys(raw).filter((k) => k !== 'page').sort()
    .map((k) => `${k}=${[raw[k]].flat().map(String).join(',')}`).join('&').slice(0, 500);
}
