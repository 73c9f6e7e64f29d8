import { isAdminActor, type Actor } from '../../access/actor';

/**
 * A published inventory feed (issue 31 item 4): a secret URL a listings site (Google, a portal)
 * fetches without signing in. Only the SHA-256 of its token is stored; the URL is shown once, when
 * the feed is made, like an API key. A store may have several (one per site that reads it, each
 * revoked on its own), at most ACTIVE_FEEDS_MAX at a time.
 */
export const FEED_FORMATS = ['google_vehicle_listings'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const ACTIVE_FEEDS_MAX = 10;
export const FEED_LABEL_MAX = 80;

export interface InventoryFeed {
  readonly id: number;
  readonly dealershipId: number;
  /** Who reads it ("Google", "AutoTrader"): the admins' own name for it. */
  readonly label: string;
  readonly format: FeedFormat;
  /** The token's last 4 characters, to tell feeds apart on the screen (the token itself is never kept). */
  readonly tokenHint: string;
  readonly createdAt: Date;
  readonly createdBy: number | null;
  readonly revokedAt: Date | null;
  /** The last time the feed was fetched (any successful fetch), null: never. */
  readonly lastFetchedAt: Date | null;
  readonly fetchCount: number;
}

/** A feed just made: the feed and its token, given once and never again. */
export interface CreatedFeed {
  readonly feed: InventoryFeed;
  readonly token: string;
}

/** Who publishes the store's inventory: its admins (dealer admin, organization admin, super admin), never a corporate user. */
export function mayManageFeeds(actor: Actor): boolean {
  return !actor.isCorporate && isAdminActor(actor);
}

/** Who downloads the store's inventory as a spreadsheet: admins and sales managers (issue 31 item 5). */
export function mayExportInventory(actor: Actor): boolean {
  return isAdminActor(actor) || actor.role === 'dealer_sales_manager';
}

/** A token as the feed URL carries it: base64url, 43 characters or more (256 bits). Anything else is no token. */
export function looksLikeToken(text: string): boolean {
  return /^[A-Za-z0-9_-]{43,128}$/.test(text);
}
