import type { ArchiveReason } from '../customers/archive-reasons';
import type { SalesRepFilter } from '../customers/customer-list-query';
import type { Order, OrderChanges, OrderView, NewOrder } from './order';
import type { AppointmentStatus, OrderStatus, PaymentType } from '../shared/deal-states';

export interface OrderListQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly customerId: number | null;
  /** null: active and archived together. */
  readonly archived: boolean | null;
  readonly paymentType: readonly PaymentType[] | null;
  readonly status: readonly string[] | null;
  readonly ordering: { readonly field: 'created' | 'updated'; readonly descending: boolean };
  /** Only deals of customers with one of these reps (or none): a sales rep's view (customer-visibility.ts). Null: every deal. */
  readonly customerRep: SalesRepFilter | null;
}

/**
 * Deals of one dealership. Contract: scoped to `dealershipId` like CustomerRepository (another
 * dealership's id is null/false); every write recomputes the deal's `awaiting` and its customers'
 * (customers.awaiting) in the same transaction.
 */
/** An appointment as the deal holds it: its status and its time (both null when there is none). */
export interface AppointmentState { readonly status: AppointmentStatus | null; readonly at: Date | null }

export interface OrderRepository {
  byId(dealershipId: number, id: number): Promise<Order | null>;
  view(dealershipId: number, id: number): Promise<OrderView | null>;
  list(dealershipId: number, query: OrderListQuery): Promise<{ readonly count: number; readonly items: readonly OrderView[] }>;
  create(dealershipId: number, order: NewOrder, at: Date): Promise<Order>;
  update(dealershipId: number, id: number, changes: OrderChanges, at: Date): Promise<Order | null>;
  /**
   * The appointment's time, status and step, written only while the deal still has `from` (the status
   * and time the caller decided on): 'changed' when another request moved the appointment first, so
   * two concurrent confirmations make one confirmation (and one set of e-mails).
   */
  moveAppointment(dealershipId: number, id: number, from: AppointmentState, to: AppointmentState & { readonly step: OrderStatus }, at: Date): Promise<Order | null | 'changed'>;
  /** The reason is kept while archived and cleared on restore. */
  setArchived(dealershipId: number, id: number, archived: boolean, userId: number, at: Date, reason?: ArchiveReason | null): Promise<Order | null>;
  /** Marks the deal confirmed (status completed) by the user. */
  confirm(dealershipId: number, id: number, userId: number, at: Date): Promise<Order | null>;
  delete(dealershipId: number, id: number): Promise<boolean>;
  /** Whether another deal of the dealership holds the number. */
  commissionNumberTaken(dealershipId: number, number: string, exceptOrderId: number): Promise<boolean>;
  /** 'taken' when another deal got the number first (the unique index decides a race). */
  setCommissionNumber(dealershipId: number, id: number, number: string, at: Date): Promise<Order | null | 'taken'>;
  /** The dealership's default financing setting, for new and for used vehicles (null when not set). */
  defaultPaymentTypes(dealershipId: number): Promise<{ readonly new: PaymentType | null; readonly used: PaymentType | null }>;
}
