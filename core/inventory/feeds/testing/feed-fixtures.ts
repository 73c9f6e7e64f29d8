import type { Vehicle } from '../../vehicle';
import type { InventoryFeed } from '../inventory-feed';
import type { InventoryFeedRepository, InventoryPages } from '../inventory-feed-repository';

/** A new Civic in stock at dealership 1; override what a test needs. */
export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 1, dealershipId: 1, vin: '2HGFE2F59RH500001', year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', condition: 'New', stockNumber: 'A1',
    stockStatus: 'I', listingPriceCents: 3_199_900, msrpCents: 3_299_900, odometer: 12, fuelType: 'Gasoline', exteriorColor: 'Grey', interiorColor: 'Black',
    bodyType: 'Sedan', transmission: 'Automatic', drivetrain: 'FWD', arrivalDate: '2026-04-02', deliveryChargeCents: 0, images: [], packages: [],
    spinCarUrl: '', financePayment: null, leasePayment: null,
    ...overrides,
  };
}

/** Feeds and vehicles in memory, with the reads counted (a test sees that pages are read one at a time). */
export function inMemoryFeeds(vehicles: readonly Vehicle[] = []) {
  const feeds: (InventoryFeed & { tokenHash: string })[] = [];
  const reads: { afterId: number; limit: number }[] = [];
  const repository: InventoryFeedRepository = {
    list: async (dealershipId) => feeds.filter((f) => f.dealershipId === dealershipId).reverse(),
    countActive: async (dealershipId) => feeds.filter((f) => f.dealershipId === dealershipId && f.revokedAt === null).length,
    create: async (f) => {
      const feed = { id: feeds.length + 1, dealershipId: f.dealershipId, label: f.label, format: f.format, tokenHint: f.tokenHint, tokenHash: f.tokenHash,
        createdAt: f.at, createdBy: f.createdBy, revokedAt: null, lastFetchedAt: null, fetchCount: 0 };
      feeds.push(feed);
      return feed;
    },
    revoke: async (dealershipId, id, at) => {
      const i = feeds.findIndex((f) => f.id === id && f.dealershipId === dealershipId);
      const found = feeds[i];
      if (found === undefined) return null;
      const revoked = { ...found, revokedAt: found.revokedAt ?? at };
      feeds[i] = revoked;
      return revoked;
    },
    byTokenHash: async (hash) => feeds.find((f) => f.tokenHash === hash && f.revokedAt === null) ?? null,
    fetched: async (id, at) => {
      const i = feeds.findIndex((f) => f.id === id);
      const found = feeds[i];
      if (found !== undefined) feeds[i] = { ...found, lastFetchedAt: at, fetchCount: found.fetchCount + 1 };
    },
  };
  const pages: InventoryPages = {
    page: async (dealershipId, statuses, afterId, limit) => {
      reads.push({ afterId, limit });
      return vehicles.filter((v) => v.dealershipId === dealershipId && v.id > afterId && (statuses === null || statuses.includes(v.stockStatus)))
        .sort((a, b) => a.id - b.id).slice(0, limit);
    },
  };
  return { repository, pages, feeds, reads };
}
