import type {
  inventoryModels, paymentFilters, recentSearches, searchInventory, vehicleDetail, vehicleFiltersData, vehicleModels, vehicleTrims,
} from '@dealer-panel/core/inventory/inventory-queries';

/** The inventory use cases the server drives, bound to their ports by the composition root. */
export interface InventoryUseCases {
  readonly search: ReturnType<typeof searchInventory>;
  readonly paymentFilters: ReturnType<typeof paymentFilters>;
  readonly models: ReturnType<typeof inventoryModels>;
  readonly recentSearches: ReturnType<typeof recentSearches>;
  readonly vehicle: ReturnType<typeof vehicleDetail>;
  readonly vehicleModels: ReturnType<typeof vehicleModels>;
  readonly vehicleTrims: ReturnType<typeof vehicleTrims>;
  readonly vehicleFiltersData: ReturnType<typeof vehicleFiltersData>;
}
