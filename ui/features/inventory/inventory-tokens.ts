import type { ServiceIdentifier } from 'inversify';
import type { InventoryListViewModel } from './inventory-list-view-model';
import type { VehicleRecordViewModel } from './vehicle-record-view-model';

/** Tokens of the inventory screens' view-model factories (bound in inventory-module.ts). */
export const InventoryTokens = {
  listViewModel: Symbol('inventoryListViewModel') as ServiceIdentifier<() => InventoryListViewModel>,
  vehicleViewModel: Symbol('vehicleRecordViewModel') as ServiceIdentifier<(id: number) => VehicleRecordViewModel>,
} as const;
