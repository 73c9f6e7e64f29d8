import {
  inventoryModels, paymentFilters, recentSearches, searchInventory, vehicleDetail, vehicleFiltersData, vehicleModels, vehicleTrims,
  type InventoryDeps,
} from './inventory-queries';

/** The inventory use cases bound to their ports (what a composition root hands the server). */
export const inventoryUseCases = (deps: InventoryDeps) => ({
  search: searchInventory(deps),
  paymentFilters: paymentFilters(deps),
  models: inventoryModels(deps),
  recentSearches: recentSearches(deps),
  vehicle: vehicleDetail(deps),
  vehicleModels: vehicleModels(deps),
  vehicleTrims: vehicleTrims(deps),
  vehicleFiltersData: vehicleFiltersData(deps),
});
export type InventoryUseCases = ReturnType<typeof inventoryUseCases>;
