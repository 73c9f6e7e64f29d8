import {
  inventoryModels, paymentFilters, recentSearches, searchInventory, vehicleDetail, vehicleFiltersData, vehicleModels, vehicleTrims,
  type InventoryDeps,
} from './inventory-queries';
import { vehiclePriceHistory } from './vehicle-price-history';
import { vehicleRecord, type VehicleRecordDeps } from './vehicle-record';

/** The inventory use cases bound to their ports (what a composition root hands the server). */
export const inventoryUseCases = (deps: InventoryDeps & VehicleRecordDeps) => ({
  search: searchInventory(deps),
  paymentFilters: paymentFilters(deps),
  models: inventoryModels(deps),
  recentSearches: recentSearches(deps),
  vehicle: vehicleDetail(deps),
  record: vehicleRecord(deps),
  priceHistory: vehiclePriceHistory(deps),
  vehicleModels: vehicleModels(deps),
  vehicleTrims: vehicleTrims(deps),
  vehicleFiltersData: vehicleFiltersData(deps),
});
export type InventoryUseCases = ReturnType<typeof inventoryUseCases>;
