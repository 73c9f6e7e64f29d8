import type { CustomerMessages } from '../customers/customer-messages';
import type { AuditLog } from '../shared/ports/audit-log';
import type { EmailSender } from '../shared/ports/message-senders';
import type { StoreRepository } from '../stores/store-repository';
import { changeCommissionNumber, validateCommissionNumber } from './commission-number';
import { createOrder, type OrderDeps } from './create-order';
import { confirmOrder, deleteOrder, setOrderArchiveStatus } from './order-actions';
import type { DealLinkStore } from './deal-link-store';
import { easyLinks, sendOrderLink } from './order-links';
import { getOrder, listOrders } from './order-queries';
import { orderTimeline, type ReadEntries } from './order-timeline';
import { updateOrder, type OrderUpdateDeps } from './update-order';

/** The ports the order use cases need. */
export interface OrderUseCaseDeps extends OrderDeps, Pick<OrderUpdateDeps, 'addons' | 'payments' | 'appointmentRules'> {
  readonly stores: Pick<StoreRepository, 'settings'>;
  readonly audit: AuditLog;
  readonly email: EmailSender;
  readonly customerMessages: CustomerMessages;
  readonly dealLinks: DealLinkStore;
  /** The deal's messages as history entries (issue 30.4), when the composition root has them. */
  readonly messageHistory?: ReadEntries;
}

/** The order use cases bound to their ports (what a composition root hands the server). */
export const orderUseCases = (deps: OrderUseCaseDeps) => ({
  list: listOrders(deps),
  get: getOrder(deps),
  create: createOrder(deps),
  update: updateOrder(deps),
  remove: deleteOrder(deps),
  setArchiveStatus: setOrderArchiveStatus(deps),
  confirm: confirmOrder(deps),
  sendLink: sendOrderLink(deps),
  easyLinks: easyLinks(deps),
  validateCommissionNumber: validateCommissionNumber(deps),
  changeCommissionNumber: changeCommissionNumber(deps),
  /** GET order/{id}/timeline/: the deal's history. */
  timeline: orderTimeline(deps),
});
export type OrderUseCases = ReturnType<typeof orderUseCases>;
