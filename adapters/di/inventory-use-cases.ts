import type { InventoryUseCases } from '../http/server/inventory/inventory-use-cases';
import {
  inventoryModels, paymentFilters, recentSearches, searchInventory, vehicleDetail, vehicleFiltersData, vehicleModels, vehicleTrims,
} from '@dealer-panel/core/inventory/inventory-queries';
import type { Ports } from './ports-container';

/** The inventory use cases bound to the ports. */
export function inventoryUseCases(p: Ports): InventoryUseCases {
  return {
    search: searchInventory(p),
    paymentFilters: paymentFilters(p),
    models: inventoryModels(p),
    recentSearches: recentSearches(p),
    vehicle: vehicleDetail(p),
    vehicleModels: vehicleModels(p),
    vehicleTrims: vehicleTrims(p),
    vehicleFiltersData: vehicleFiltersData(p),
  };
}
