import type { StockStatus, Vehicle } from '../vehicle';
import type { FeedFormat, InventoryFeed } from './inventory-feed';

export interface NewFeed {
  readonly dealershipId: number;
  readonly label: string;
  readonly format: FeedFormat;
  readonly tokenHash: string;
  readonly tokenHint: string;
  readonly createdBy: number;
  readonly at: Date;
}

/**
 * A store's published feeds (table inventory_feeds). Contract: every call but `byTokenHash` is
 * scoped to `dealershipId` (another store's feed is null); a revoked feed stays listed, is never
 * found by its token again, and revoking it twice changes nothing.
 */
export interface InventoryFeedRepository {
  /** Newest first, revoked ones included. */
  list(dealershipId: number): Promise<readonly InventoryFeed[]>;
  countActive(dealershipId: number): Promise<number>;
  create(feed: NewFeed): Promise<InventoryFeed>;
  /** The feed revoked (or as it was when already revoked); null when it is not the store's. */
  revoke(dealershipId: number, id: number, at: Date): Promise<InventoryFeed | null>;
  /** The active feed whose token hashes to `hash`; null for an unknown or revoked one. */
  byTokenHash(hash: string): Promise<InventoryFeed | null>;
  /** Records a fetch (time and count). */
  fetched(id: number, at: Date): Promise<void>;
}

/**
 * A store's vehicles read in pages by id (keyset: `id > afterId`, ascending), so that a feed or an
 * export of 100,000 vehicles never sits in memory. Contract: scoped to `dealershipId`; `statuses`
 * null reads every status.
 */
export interface InventoryPages {
  page(dealershipId: number, statuses: readonly StockStatus[] | null, afterId: number, limit: number): Promise<readonly Vehicle[]>;
}
