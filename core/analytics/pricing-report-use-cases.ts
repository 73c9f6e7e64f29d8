import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';
import type { PaymentsRepository } from '../payments/payments-repository';
import type { Clock } from '../shared/ports/clock';
import { forbidden, notFound, type Forbidden, type InvalidQuery, type NotFound } from '../shared/errors';
import { pageOf, type Page } from '../shared/page';
import type { RawQuery } from '../shared/query-params';
import { daysInStock } from './price-rule';
import { parseReportQuery, REPORT_EXPORT_CAP, REPORT_PAGE_SIZE, type PriceHistoryEntry, type PricingReportReader, type PricingReportRow } from './pricing-report';
import { defaultFinancePayment, defaultLeasePayment, type DefaultPayment, type DefaultTerms } from './report-payments';

export interface PricingReportDeps {
  readonly pricingReport: PricingReportReader;
  readonly payments: Pick<PaymentsRepository, 'settings' | 'lenders'>;
  readonly clock: Clock;
}

/** A row of the page with its days in stock and its payments at the default terms (the engine runs for this page only). */
export interface PricedReportRow extends PricingReportRow {
  readonly daysInStock: number;
  readonly finance: DefaultPayment | null;
  readonly lease: DefaultPayment | null;
}

export type ReportError = Forbidden | InvalidQuery | NotFound;

const allowed = (ctx: DealershipContext): boolean => canAccessRoute('pricing-report', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);

async function termsOf(deps: PricingReportDeps, ctx: DealershipContext): Promise<DefaultTerms> {
  const settings = await deps.payments.settings(ctx.dealership.id);
  const lenders = await deps.payments.lenders(ctx.dealership.id);
  const find = (id: number | null) => lenders.find((l) => l.id === id && l.active) ?? null;
  return { settings, financeLender: find(settings.financeLenderId), leaseLender: find(settings.leaseLenderId), country: ctx.dealership.country === 'US' ? 'US' : 'CA' };
}

/** The pricing report (issue 17 item 5), super admins only: SQL sorts and pages, the payment engine prices the page. */
export const pricingReportUseCases = (deps: PricingReportDeps) => {
  const guard = <A>(ctx: DealershipContext, run: () => Promise<E.Either<ReportError, A>>): TE.TaskEither<ReportError, A> => async () =>
    (allowed(ctx) ? run() : E.left(forbidden('read_pricing_report')));
  return {
    page: (ctx: DealershipContext, raw: RawQuery) => guard(ctx, async (): Promise<E.Either<ReportError, Page<PricedReportRow>>> => {
      const parsed = parseReportQuery(raw);
      if (!parsed.ok) return E.left({ _tag: 'InvalidQuery', errors: parsed.errors });
      const today = todayOf(deps.clock);
      const { count, rows } = await deps.pricingReport.page(ctx.dealership.id, parsed.query, today, REPORT_PAGE_SIZE);
      const terms = await termsOf(deps, ctx);
      const priced = rows.map((r) => ({
        ...r, daysInStock: daysInStock(r.arrivalDate, today),
        finance: defaultFinancePayment(r.listingPriceCents, terms), lease: defaultLeasePayment(r.listingPriceCents, r.msrpCents, terms),
      }));
      return E.right(pageOf(count, parsed.query.page, REPORT_PAGE_SIZE, priced));
    }),
    /** The CSV's rows (no payments: the engine runs for a page, not for the inventory), at most REPORT_EXPORT_CAP. */
    exportRows: (ctx: DealershipContext, raw: RawQuery) => guard(ctx, async (): Promise<E.Either<ReportError, { rows: readonly (PricingReportRow & { daysInStock: number })[]; capped: boolean }>> => {
      const parsed = parseReportQuery(raw);
      if (!parsed.ok) return E.left({ _tag: 'InvalidQuery', errors: parsed.errors });
      const today = todayOf(deps.clock);
      const rows = await deps.pricingReport.exportRows(ctx.dealership.id, { ...parsed.query, page: 1 }, today, REPORT_EXPORT_CAP + 1);
      return E.right({ rows: rows.slice(0, REPORT_EXPORT_CAP).map((r) => ({ ...r, daysInStock: daysInStock(r.arrivalDate, today) })), capped: rows.length > REPORT_EXPORT_CAP });
    }),
    history: (ctx: DealershipContext, vehicleId: number) => guard(ctx, async (): Promise<E.Either<ReportError, readonly PriceHistoryEntry[]>> => {
      const entries = await deps.pricingReport.history(ctx.dealership.id, vehicleId);
      return entries === null ? E.left(notFound) : E.right(entries);
    }),
  };
};
export type PricingReportUseCases = ReturnType<typeof pricingReportUseCases>;
