import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import { ROUTE_NAMES } from '../access/route-name';
import type { Clock } from '../shared/ports/clock';
import type { FieldErrors } from '../shared/validation';
import type { InvalidInput, NotFound } from '../shared/errors';

/** The customer's pages by their analytics names (spec 002 section 1; a search page counts as srp). */
export const SHOP_PAGE_NAMES = ['vdp', 'srp', 'vdp:accessories', 'vdp:protection-plans', 'vdp:trade-in', 'vdp:credit-app', 'vdp:deposit'] as const;
export type ShopPageName = (typeof SHOP_PAGE_NAMES)[number];

/** Which app a page view came from. */
export type PageSurface = 'dealer' | 'shop';

/** How many page views one request may carry: the browser sends them in small batches. */
export const MAX_EVENTS_PER_BATCH = 20;

export type PageEventCode = 'analytics.page_unknown' | 'analytics.batch_too_large' | 'analytics.batch_empty';

/**
 * The first-party event log (issue 17 item 2): page views by name, for a store, and when. Nothing
 * about who. Contract: `record` stores every page of the batch or none.
 */
export interface PageEventLog {
  record(dealershipId: number, surface: PageSurface, pages: readonly string[], at: Date): Promise<void>;
}

const DEALER_PAGES: ReadonlySet<string> = new Set(ROUTE_NAMES);
const SHOP_PAGES: ReadonlySet<string> = new Set(SHOP_PAGE_NAMES);

/** The names a surface may send: the panel's route names, or spec 002's analytics names. */
export const isPageName = (surface: PageSurface, page: string): boolean => (surface === 'dealer' ? DEALER_PAGES : SHOP_PAGES).has(page);

/** A batch as sent: between 1 and 20 known names, every unknown one named by its place. */
export function readPageEvents(surface: PageSurface, events: readonly { readonly page: string }[]): E.Either<FieldErrors<PageEventCode>, readonly string[]> {
  if (events.length === 0) return E.left({ events: ['analytics.batch_empty'] });
  if (events.length > MAX_EVENTS_PER_BATCH) return E.left({ events: ['analytics.batch_too_large'] });
  const errors: Record<string, ['analytics.page_unknown']> = {};
  events.forEach((e, i) => { if (!isPageName(surface, e.page)) errors[`events.${i}.page`] = ['analytics.page_unknown']; });
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(events.map((e) => e.page));
}

/** POST events/: the panel's page views for the session's store. */
export const recordPageEvents = (deps: { readonly pageEvents: PageEventLog; readonly clock: Clock }) =>
  async (ctx: DealershipContext, events: readonly { readonly page: string }[]): Promise<E.Either<InvalidInput, number>> => {
    const pages = readPageEvents('dealer', events);
    if (E.isLeft(pages)) return E.left({ _tag: 'InvalidInput', errors: pages.left });
    await deps.pageEvents.record(ctx.dealership.id, 'dealer', pages.right, deps.clock.now());
    return E.right(pages.right.length);
  };

/**
 * POST /api/customer/events/: the customer's page views (spec 002's names) for the store of the
 * deal whose link the shop holds; null (an unknown or archived link) is NotFound, nothing stored.
 */
export const recordShopPageEvents = (deps: { readonly pageEvents: PageEventLog; readonly clock: Clock }) =>
  async (deal: { readonly dealershipId: number } | null, events: readonly { readonly page: string }[]): Promise<E.Either<InvalidInput | NotFound, number>> => {
    if (deal === null) return E.left({ _tag: 'NotFound' });
    const pages = readPageEvents('shop', events);
    if (E.isLeft(pages)) return E.left({ _tag: 'InvalidInput', errors: pages.left });
    await deps.pageEvents.record(deal.dealershipId, 'shop', pages.right, deps.clock.now());
    return E.right(pages.right.length);
  };
