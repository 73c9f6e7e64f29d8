/**
 * The dashboard's figures for one store (or the roll-up of several) over one period. Every number
 * is counted or summed by the database from real rows (analytics-reader.ts); core only adds
 * stores together and divides. Averages travel as a sum and a count so that stores add up exactly.
 */

/** The deal funnel's steps in the order a customer meets them (issue 17 item 1). */
export const FUNNEL_STEPS = ['quote', 'trade_in', 'credit_app', 'deposit', 'appointment', 'sold'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface LeadCount {
  readonly day: string;
  readonly leadType: string;
  readonly count: number;
}

/** Seconds waited, as a total and how many waits it sums. */
export interface Waits {
  readonly count: number;
  readonly totalSeconds: number;
}

export interface DepositFigures {
  readonly currency: string;
  readonly heldCount: number;
  readonly heldCents: number;
  readonly capturedCount: number;
  readonly capturedCents: number;
  readonly refundedCount: number;
  readonly refundedCents: number;
}

export interface RepFigures {
  /** null: customers with no sales rep. */
  readonly userId: number | null;
  readonly name: string | null;
  readonly leads: number;
  readonly deals: number;
  readonly sold: number;
}

export interface PageViewCount {
  readonly page: string;
  readonly count: number;
}

export interface Figures {
  readonly leads: readonly LeadCount[];
  /** Deals created in the period, then how many of them reached each step. */
  readonly deals: number;
  readonly funnel: Readonly<Record<FunnelStep, number>>;
  /** Deals the customer started in the period answered by a member of staff, and how long the first answer took. */
  readonly firstResponse: Waits;
  /** Customer-started deals of the period with no answer from staff yet. */
  readonly unanswered: number;
  /** Active deals awaiting the dealer now, and for how long (since the deal last changed). */
  readonly awaitingDealer: Waits;
  readonly deposits: readonly DepositFigures[];
  readonly tradeInOffers: { readonly made: number; readonly accepted: number };
  readonly reps: readonly RepFigures[];
  /** Page views of the first-party event log, by page name; null while the source is not there. */
  readonly pageViews: readonly PageViewCount[] | null;
}

export const EMPTY_FIGURES: Figures = {
  leads: [], deals: 0, funnel: { quote: 0, trade_in: 0, credit_app: 0, deposit: 0, appointment: 0, sold: 0 },
  firstResponse: { count: 0, totalSeconds: 0 }, unanswered: 0, awaitingDealer: { count: 0, totalSeconds: 0 },
  deposits: [], tradeInOffers: { made: 0, accepted: 0 }, reps: [], pageViews: null,
};

/** A share in basis points (10000 = 100 %), rounded down; null when there is nothing to divide by. */
export function shareBp(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.floor((part * 10_000) / whole);
}

/** The conversion from each step to the next: the first step against the period's deals. */
export function funnelConversions(f: Figures): Readonly<Record<FunnelStep, number | null>> {
  const out = {} as Record<FunnelStep, number | null>;
  FUNNEL_STEPS.forEach((step, i) => {
    const before = i === 0 ? f.deals : f.funnel[FUNNEL_STEPS[i - 1]!];
    out[step] = shareBp(f.funnel[step], before);
  });
  return out;
}

/** The average wait in whole seconds; null when nothing waited. */
export const averageSeconds = (w: Waits): number | null => (w.count === 0 ? null : Math.round(w.totalSeconds / w.count));

const addWaits = (a: Waits, b: Waits): Waits => ({ count: a.count + b.count, totalSeconds: a.totalSeconds + b.totalSeconds });

function mergeBy<T>(rows: readonly T[], key: (t: T) => string, add: (a: T, b: T) => T): T[] {
  const out = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const seen = out.get(k);
    out.set(k, seen === undefined ? row : add(seen, row));
  }
  return [...out.values()];
}

/** Two stores' figures added together (the organization's roll-up); money stays apart by currency. */
export function addFigures(a: Figures, b: Figures): Figures {
  const funnel = { ...a.funnel };
  for (const step of FUNNEL_STEPS) funnel[step] += b.funnel[step];
  return {
    leads: mergeBy([...a.leads, ...b.leads], (l) => `${l.day}|${l.leadType}`, (x, y) => ({ ...x, count: x.count + y.count }))
      .sort((x, y) => x.day.localeCompare(y.day) || x.leadType.localeCompare(y.leadType)),
    deals: a.deals + b.deals,
    funnel,
    firstResponse: addWaits(a.firstResponse, b.firstResponse),
    unanswered: a.unanswered + b.unanswered,
    awaitingDealer: addWaits(a.awaitingDealer, b.awaitingDealer),
    deposits: mergeBy([...a.deposits, ...b.deposits], (d) => d.currency, (x, y) => ({
      currency: x.currency, heldCount: x.heldCount + y.heldCount, heldCents: x.heldCents + y.heldCents,
      capturedCount: x.capturedCount + y.capturedCount, capturedCents: x.capturedCents + y.capturedCents,
      refundedCount: x.refundedCount + y.refundedCount, refundedCents: x.refundedCents + y.refundedCents,
    })).sort((x, y) => x.currency.localeCompare(y.currency)),
    tradeInOffers: { made: a.tradeInOffers.made + b.tradeInOffers.made, accepted: a.tradeInOffers.accepted + b.tradeInOffers.accepted },
    // A rep of several stores is one person: one row with the stores added.
    reps: mergeBy([...a.reps, ...b.reps], (r) => String(r.userId), (x, y) => ({ ...x, leads: x.leads + y.leads, deals: x.deals + y.deals, sold: x.sold + y.sold }))
      .sort(byRep),
    pageViews: a.pageViews === null || b.pageViews === null ? (a.pageViews ?? b.pageViews)
      : mergeBy([...a.pageViews, ...b.pageViews], (p) => p.page, (x, y) => ({ page: x.page, count: x.count + y.count })).sort((x, y) => y.count - x.count || x.page.localeCompare(y.page)),
  };
}

/** Reps by leads, most first, then by name; the unassigned row last. */
export function byRep(x: RepFigures, y: RepFigures): number {
  if ((x.userId === null) !== (y.userId === null)) return x.userId === null ? 1 : -1;
  return y.leads - x.leads || (x.name ?? '').localeCompare(y.name ?? '') || (x.userId ?? 0) - (y.userId ?? 0);
}

/** The roll-up of several stores' figures. */
export const rollUp = (all: readonly Figures[]): Figures => all.reduce(addFigures, EMPTY_FIGURES);
