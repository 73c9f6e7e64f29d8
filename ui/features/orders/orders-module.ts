import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { inventoryRoutes } from '../../../adapters/http/contract/inventory/inventory-routes';
import { orderRoutes } from '../../../adapters/http/contract/orders/order-routes';
import { shopRoutes } from '../../../adapters/http/contract/customers/shop-routes';
import { timelineRoutes } from '../../../adapters/http/contract/orders/timeline';
import { createAddOrderViewModel } from './add/add-order-view-model';
import { createVehicleSearchViewModel } from './add/vehicle-search-view-model';
import { createOrderListViewModel } from './list/order-list-view-model';
import { OrderTokens } from './order-tokens';

/** The orders screens' view-model factories, each wired to the api client's calls. */
export const ordersModule = new ContainerModule(({ bind }) => {
  bind(OrderTokens.listViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (customerId) => createOrderListViewModel({
      list: (query) => call(orderRoutes.list, { query }),
      setArchived: (id, archived, reason = null) => call(orderRoutes.setArchiveStatus, { params: { id }, body: { archivedStatus: archived, id, archive_reason: reason } }),
      confirm: (id) => call(orderRoutes.confirm, { params: { id }, body: {} }),
      sendLink: (id) => call(orderRoutes.sendLink, { params: { id }, body: {} }),
      easyLinks: (id) => call(orderRoutes.easyLinks, { params: { id } }),
      loginAsCustomer: (customer, order) => call(shopRoutes.loginAsCustomer, { body: { customer_id: customer, order_id: order } }),
      timeline: (id) => call(timelineRoutes.orderTimeline, { params: { id } }),
      validateCommissionNumber: (id, value) => call(orderRoutes.validateCommissionNumber, { params: { id }, body: { commission_number: value } }),
      changeCommissionNumber: (id, value) => call(orderRoutes.changeCommissionNumber, { params: { id }, body: { commission_number: value } }),
    }, customerId);
  });

  bind(OrderTokens.addViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (customerId) => createAddOrderViewModel({ create: (body) => call(orderRoutes.create, { body }) }, customerId);
  });

  bind(OrderTokens.vehicleSearchViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    return () => createVehicleSearchViewModel({ search: (query) => call(inventoryRoutes.search, { query }), scheduler });
  });
});
