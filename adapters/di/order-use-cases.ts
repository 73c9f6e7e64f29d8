import { orderAddons } from '@dealer-panel/core/addons/order-addons';
import type { OrderUseCases } from '../http/server/orders/order-use-cases';
import { changeCommissionNumber, validateCommissionNumber } from '@dealer-panel/core/orders/commission-number';
import { createOrder } from '@dealer-panel/core/orders/create-order';
import { confirmOrder, deleteOrder, setOrderArchiveStatus } from '@dealer-panel/core/orders/order-actions';
import { easyLinks, sendOrderLink } from '@dealer-panel/core/orders/order-links';
import { getOrder, listOrders } from '@dealer-panel/core/orders/order-queries';
import { updateOrder } from '@dealer-panel/core/orders/update-order';
import type { Ports } from './ports-container';

/** The order use cases bound to the ports. */
export function orderUseCases(p: Ports): OrderUseCases {
  return {
    list: listOrders(p),
    get: getOrder(p),
    create: createOrder(p),
    update: updateOrder(p),
    remove: deleteOrder(p),
    setArchiveStatus: setOrderArchiveStatus(p),
    confirm: confirmOrder(p),
    sendLink: sendOrderLink(p),
    easyLinks: easyLinks(p),
    validateCommissionNumber: validateCommissionNumber(p),
    changeCommissionNumber: changeCommissionNumber(p),
    addons: orderAddons(p),
  };
}
