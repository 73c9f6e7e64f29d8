import type { StockStatus, Vehicle } from '../vehicle';
import type { AdvertisedPayments, VehiclePricer } from './feed-payments';
import type { InventoryPages } from './inventory-feed-repository';

export interface PricedVehicle {
  readonly vehicle: Vehicle;
  readonly payments: AdvertisedPayments;
}

/**
 * A store's vehicles of the given statuses (null: all) by id, in keyset pages of `size`: memory
 * holds one page, whatever the inventory's size. A page is read only when the one before has been
 * consumed (a slow reader slows the reads, nothing piles up).
 */
export async function* vehiclePages(
  pages: InventoryPages, dealershipId: number, statuses: readonly StockStatus[] | null, size: number,
): AsyncGenerator<readonly Vehicle[]> {
  let after = 0;
  for (;;) {
    const page = await pages.page(dealershipId, statuses, after, size);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (last === undefined || page.length < size) return;
    after = last.id;
  }
}

/** The same pages, each vehicle priced as its page is read. */
export async function* pricedPages(
  pages: InventoryPages, dealershipId: number, statuses: readonly StockStatus[], size: number, price: VehiclePricer,
): AsyncGenerator<readonly PricedVehicle[]> {
  for await (const page of vehiclePages(pages, dealershipId, statuses, size)) yield page.map((vehicle) => ({ vehicle, payments: price(vehicle) }));
}
