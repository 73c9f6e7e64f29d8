import type { ServiceIdentifier } from 'inversify';
import type { AddOrderViewModel } from './add/add-order-view-model';
import type { VehicleSearchViewModel } from './add/vehicle-search-view-model';
import type { OrderListViewModel } from './list/order-list-view-model';

/** Tokens of the orders screens' view-model factories (bound in orders-module.ts). */
export const OrderTokens = {
  listViewModel: Symbol('orderListViewModel') as ServiceIdentifier<(customerId: number) => OrderListViewModel>,
  addViewModel: Symbol('addOrderViewModel') as ServiceIdentifier<(customerId: number) => AddOrderViewModel>,
  vehicleSearchViewModel: Symbol('vehicleSearchViewModel') as ServiceIdentifier<() => VehicleSearchViewModel>,
} as const;
