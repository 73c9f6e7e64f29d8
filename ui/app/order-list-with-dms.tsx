import type { OrderBody } from '../../adapters/http/contract/orders/orders';
import { DmsSection } from '../features/dms/dms-section';
import { OrderListPage } from '../features/orders/list/order-list-page';

const dmsOf = (order: OrderBody) => <DmsSection orderId={order.id} customerId={order.customer} archived={order.is_archived} />;

/** The customer's deals, each card with its DMS section (issue 16 item 6): two features combined by the app. */
export function OrderListWithDmsPage() {
  return <OrderListPage cardExtra={dmsOf} />;
}
