import * as t from 'io-ts';
import { route } from '../access/access-routes';
import { oneOf } from '../enums';

/** A published inventory feed (issue 31 item 4) as its store's admins see it: never its token. */
export const InventoryFeedBody = t.type({
  id: t.number,
  label: t.string,
  format: oneOf(['google_vehicle_listings'] as const),
  /** The token's last 4 characters (the URL ends with them). */
  token_hint: t.string,
  created_at: t.string,
  revoked_at: t.union([t.string, t.null]),
  last_fetched_at: t.union([t.string, t.null]),
  fetch_count: t.number,
});
export type InventoryFeedBody = t.TypeOf<typeof InventoryFeedBody>;
export const InventoryFeedListResponse = t.type({ results: t.array(InventoryFeedBody) });

/** POST: a name for the site that will read it (1–80 characters); the format, Google's vehicle listings (the one there is). */
export const NewInventoryFeedProps = { label: t.string, format: t.string };
export const NewInventoryFeedRequest = t.partial(NewInventoryFeedProps);
export type NewInventoryFeedRequest = t.TypeOf<typeof NewInventoryFeedRequest>;

/** The feed just made, with its URL: shown this once, never again (only a hash of its token is kept). */
export const CreatedInventoryFeedResponse = t.type({ feed: InventoryFeedBody, url: t.string });

const F = '/api/dealer/inventory/feeds';
const admins = 'the store\'s admins only (dealer admin, organization admin, super admin), never a corporate user; 403 for everyone else, before the body is read';

export const inventoryFeedRoutes = {
  listFeeds: route({ method: 'GET', path: `${F}/`, summary: `The store's published inventory feeds, newest first, revoked ones included (${admins})`, auth: 'verified', response: InventoryFeedListResponse, designed: true }),
  createFeed: route({ method: 'POST', path: `${F}/`, summary: `Publish the inventory at a new secret URL, answered once (at most 10 active feeds; ${admins}); audited`, auth: 'verified', body: NewInventoryFeedRequest, response: CreatedInventoryFeedResponse, status: 201, designed: true }),
  revokeFeed: route({ method: 'POST', path: `${F}/{id}/revoke/`, summary: `Revoke a feed: its URL answers 404 from now on; another store's feed is a 404 (${admins}); audited`, auth: 'verified', response: InventoryFeedBody, designed: true }),
  exportInventory: route({ method: 'GET', path: '/api/dealer/inventory/export/', summary: 'Every vehicle of the store as a CSV file (text/csv, UTF-8 with BOM, ";" in French, formulas defused), streamed; admins and sales managers; audited', auth: 'verified', response: t.string, designed: true }),
  publicFeed: route({
    method: 'GET', path: '/api/feeds/{token}/google-vehicle-listings.tsv',
    summary: 'The store\'s advertised vehicles in Google\'s vehicle listings format (tab-separated, UTF-8), each with the finance and lease payment the pricing worksheet gives it; no session, the secret token is the credential; an unknown or revoked token is a 404; rate-limited per address',
    auth: 'none', response: t.string, designed: true,
  }),
} as const;
