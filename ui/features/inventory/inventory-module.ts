import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { inventoryRoutes as R } from '../../../adapters/http/contract/inventory/inventory-routes';
import { createInventoryListViewModel } from './inventory-list-view-model';
import { InventoryTokens } from './inventory-tokens';
import { createVehicleRecordViewModel } from './vehicle-record-view-model';

/** The inventory list and vehicle page view models, wired to the api client's calls. */
export const inventoryModule = new ContainerModule(({ bind }) => {
  bind(InventoryTokens.listViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    return () => createInventoryListViewModel({ search: (query) => call(R.search, { query }), filtersData: () => call(R.vehicleFiltersData), scheduler });
  });
  bind(InventoryTokens.vehicleViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (id) => createVehicleRecordViewModel({
      record: (vehicleId) => call(R.record, { params: { id: vehicleId } }),
      priceHistory: (vehicleId, page) => call(R.priceHistory, { params: { id: vehicleId }, query: { page: String(page) } }),
    }, id);
  });
});
