import type { OrderAddonsUseCase } from '@dealer-panel/core/addons/order-addons';
import type { changeCommissionNumber, validateCommissionNumber } from '@dealer-panel/core/orders/commission-number';
import type { createOrder } from '@dealer-panel/core/orders/create-order';
import type { confirmOrder, deleteOrder, setOrderArchiveStatus } from '@dealer-panel/core/orders/order-actions';
import type { easyLinks, sendOrderLink } from '@dealer-panel/core/orders/order-links';
import type { getOrder, listOrders } from '@dealer-panel/core/orders/order-queries';
import type { updateOrder } from '@dealer-panel/core/orders/update-order';

/** The order use cases the server drives, bound to their ports by the composition root. */
export interface OrderUseCases {
  readonly list: ReturnType<typeof listOrders>;
  readonly get: ReturnType<typeof getOrder>;
  readonly create: ReturnType<typeof createOrder>;
  readonly update: ReturnType<typeof updateOrder>;
  readonly remove: ReturnType<typeof deleteOrder>;
  readonly setArchiveStatus: ReturnType<typeof setOrderArchiveStatus>;
  readonly confirm: ReturnType<typeof confirmOrder>;
  readonly sendLink: ReturnType<typeof sendOrderLink>;
  readonly easyLinks: ReturnType<typeof easyLinks>;
  readonly validateCommissionNumber: ReturnType<typeof validateCommissionNumber>;
  readonly changeCommissionNumber: ReturnType<typeof changeCommissionNumber>;
  /** GET order/{id}/addons/: what the deal may be sold with, for any staff. */
  readonly addons: OrderAddonsUseCase;
}
