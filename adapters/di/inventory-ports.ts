import type { FeedFetcher, FeedPullRepository } from '@dealer-panel/core/inventory/feeds/feed-pull';
import type { VehicleRecordReader } from '@dealer-panel/core/inventory/vehicle-record';
import type { LocalTaxRepository } from '@dealer-panel/core/payments/local-tax-use-cases';
import { drizzleFeedPullRepository } from '../persistence/inventory/drizzle-feed-pull-repository';
import { drizzleVehicleRecordReader } from '../persistence/inventory/drizzle-vehicle-record-reader';
import { drizzleLocalTaxRates } from '../persistence/payments/local-tax-rate-queries';
import type { Db } from '../persistence/shared/database';
import { httpsFeedFetcher } from '../tabular/https-feed-fetcher';

/** A new store's pieces (issues 31 and 32): one vehicle's page, the scheduled feed pulls, the local tax rates by ZIP. */
export interface InventoryPorts {
  readonly vehicleRecords: VehicleRecordReader;
  /** The stores' scheduled inventory pulls (issue 31 item 1): their settings and the HTTPS fetcher. */
  readonly feedPulls: FeedPullRepository;
  readonly feedFetcher: FeedFetcher;
  /** A store's local tax rates by ZIP (issue 32 item 3). */
  readonly localTaxes: LocalTaxRepository;
}

export interface InventoryOptions {
  /** The scheduled pull's fetcher (server.ts: FEED_PULL_ALLOW_PRIVATE); default: HTTPS, private addresses refused. */
  readonly feedFetcher?: FeedFetcher;
}

export function inventoryPorts(db: Db, options: InventoryOptions): InventoryPorts {
  return {
    vehicleRecords: drizzleVehicleRecordReader(db),
    feedPulls: drizzleFeedPullRepository(db),
    feedFetcher: options.feedFetcher ?? httpsFeedFetcher(),
    localTaxes: drizzleLocalTaxRates(db),
  };
}
