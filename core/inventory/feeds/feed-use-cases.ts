import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import type { AuditLog } from '../../shared/ports/audit-log';
import type { Clock } from '../../shared/ports/clock';
import type { Secrets } from '../../shared/ports/secrets';
import type { StoreSettings } from '../../stores/store-settings';
import type { StockStatus, Vehicle } from '../vehicle';
import type { FeedPricing } from './feed-payments';
import type { FeedStore } from './google-vehicle-listing';
import {
  ACTIVE_FEEDS_MAX, FEED_FORMATS, FEED_LABEL_MAX, looksLikeToken, mayExportInventory, mayManageFeeds, type CreatedFeed, type FeedFormat,
  type InventoryFeed,
} from './inventory-feed';
import type { InventoryFeedRepository, InventoryPages } from './inventory-feed-repository';
import { pricedPages, vehiclePages, type PricedVehicle } from './priced-pages';

export interface FeedDeps {
  readonly inventoryFeeds: InventoryFeedRepository;
  readonly inventoryPages: InventoryPages;
  readonly feedPricing: FeedPricing;
  readonly stores: { settings(dealershipId: number): Promise<FeedStoreSettings | null> };
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/**
 * The statuses a published feed lists: in stock, in transit, demo, virtual and as-is. Decision:
 * never sold (S) or unavailable (U), and not pending (P) or reserved (R) either: those are promised
 * to a customer, and an advertisement would send others to a car they cannot buy.
 */
export const ADVERTISED_STOCK_STATUSES: readonly StockStatus[] = ['I', 'T', 'D', 'V', 'As-is'];
/** Vehicles read and priced at a time while a feed or an export streams out. */
export const FEED_PAGE_SIZE = 500;

/** What a feed reads of its store's settings (StoreRepository gives more). */
export type FeedStoreSettings = Pick<StoreSettings,
  'id' | 'name' | 'country' | 'provinceCode' | 'city' | 'postalCode' | 'addressLine1' | 'addressLine2' | 'website' | 'newCarsLink' | 'usedCarsLink'>;

type Caller = { readonly ctx: DealershipContext; readonly ip: string };

/** GET inventory/feeds/: the store's feeds, newest first (admins). */
export const listFeeds = (deps: FeedDeps) => (ctx: DealershipContext): TE.TaskEither<Forbidden, readonly InventoryFeed[]> => async () =>
  (mayManageFeeds(ctx.actor) ? E.right(await deps.inventoryFeeds.list(ctx.dealership.id)) : E.left(forbidden('manage_inventory_feeds')));

/** POST inventory/feeds/: a new feed and its token (shown once); its label 1–80 characters, at most ACTIVE_FEEDS_MAX active. */
export const createFeed = (deps: FeedDeps) => ({ ctx, ip }: Caller, input: { readonly label?: unknown; readonly format?: unknown }): TE.TaskEither<Forbidden | InvalidInput, CreatedFeed> => async () => {
  if (!mayManageFeeds(ctx.actor)) return E.left(forbidden('manage_inventory_feeds'));
  const errors: Record<string, [string]> = {};
  const label = typeof input.label === 'string' ? input.label.trim() : '';
  if (typeof input.label !== 'string' || label === '') errors.label = ['required'];
  else if ([...label].length > FEED_LABEL_MAX) errors.label = ['text.too_long'];
  const format = input.format ?? 'google_vehicle_listings';
  if (!(FEED_FORMATS as readonly unknown[]).includes(format)) errors.format = ['choice.invalid'];
  const dealershipId = ctx.dealership.id;
  if (Object.keys(errors).length === 0 && (await deps.inventoryFeeds.countActive(dealershipId)) >= ACTIVE_FEEDS_MAX) errors.label = ['feeds.too_many'];
  if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
  const token = deps.secrets.token();
  const at = deps.clock.now();
  const feed = await deps.inventoryFeeds.create({
    dealershipId, label, format: format as FeedFormat, tokenHash: deps.secrets.hash(token), tokenHint: token.slice(-4), createdBy: ctx.user.id, at,
  });
  await deps.audit.record({ action: 'inventory_feed_created', userId: ctx.user.id, dealershipId, ip, detail: { feedId: feed.id, format: feed.format }, after: { label } });
  return E.right({ feed, token });
};

/** POST inventory/feeds/{id}/revoke/: the URL stops answering at once (404); the feed stays listed, revoked. Another store's: 404. */
export const revokeFeed = (deps: FeedDeps) => ({ ctx, ip }: Caller, id: number): TE.TaskEither<Forbidden | NotFound, InventoryFeed> => async () => {
  if (!mayManageFeeds(ctx.actor)) return E.left(forbidden('manage_inventory_feeds'));
  const before = (await deps.inventoryFeeds.list(ctx.dealership.id)).find((f) => f.id === id);
  if (before === undefined) return E.left(notFound);
  const revoked = await deps.inventoryFeeds.revoke(ctx.dealership.id, id, deps.clock.now());
  if (revoked === null) return E.left(notFound);
  if (before.revokedAt === null) {
    await deps.audit.record({ action: 'inventory_feed_revoked', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { feedId: id }, before: { label: before.label } });
  }
  return E.right(revoked);
};

export interface OpenedFeed {
  readonly feed: InventoryFeed;
  readonly store: FeedStore;
  /** The advertised vehicles by id, FEED_PAGE_SIZE at a time, each with its worksheet payments. */
  readonly pages: AsyncIterable<readonly PricedVehicle[]>;
}

/** The store as a feed names it: its address on one line, its vehicle pages (else its website). */
function feedStoreOf(s: FeedStoreSettings): FeedStore {
  const region = [s.provinceCode, s.postalCode].filter((x) => x !== '').join(' ');
  const address = [s.addressLine1, s.addressLine2, s.city, region, s.country].map((x) => x.trim()).filter((x) => x !== '').join(', ');
  return { id: s.id, name: s.name, country: s.country, address, newVehiclesPage: s.newCarsLink || s.website, usedVehiclesPage: s.usedCarsLink || s.website };
}

/**
 * GET /feeds/{token}: the public feed (no session). An unknown, malformed or revoked token is
 * NotFound, all alike (nothing says which). The fetch is recorded (last fetched, count); the
 * vehicles stream page by page, never the whole inventory in memory.
 */
export const openFeed = (deps: FeedDeps) => (token: string): TE.TaskEither<NotFound, OpenedFeed> => async () => {
  if (!looksLikeToken(token)) return E.left(notFound);
  const feed = await deps.inventoryFeeds.byTokenHash(deps.secrets.hash(token));
  if (feed === null) return E.left(notFound);
  const settings = await deps.stores.settings(feed.dealershipId);
  if (settings === null) return E.left(notFound);
  const pricer = await deps.feedPricing.pricerFor(settings);
  await deps.inventoryFeeds.fetched(feed.id, deps.clock.now());
  return E.right({ feed, store: feedStoreOf(settings), pages: pricedPages(deps.inventoryPages, feed.dealershipId, ADVERTISED_STOCK_STATUSES, FEED_PAGE_SIZE, pricer) });
};

/** GET inventory/export/: every vehicle of the store (all statuses) by id, in pages, for the CSV file; audited. Admins and sales managers. */
export const exportInventory = (deps: FeedDeps) => ({ ctx, ip }: Caller): TE.TaskEither<Forbidden, AsyncIterable<readonly Vehicle[]>> => async () => {
  if (!mayExportInventory(ctx.actor)) return E.left(forbidden('export_inventory'));
  const dealershipId = ctx.dealership.id;
  await deps.audit.record({ action: 'inventory_exported', userId: ctx.user.id, dealershipId, ip, detail: {} });
  return E.right(vehiclePages(deps.inventoryPages, dealershipId, null, FEED_PAGE_SIZE));
};

export const inventoryFeedUseCases = (deps: FeedDeps) => ({
  list: listFeeds(deps),
  create: createFeed(deps),
  revoke: revokeFeed(deps),
  open: openFeed(deps),
  export: exportInventory(deps),
});
export type InventoryFeedUseCases = ReturnType<typeof inventoryFeedUseCases>;
