import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { CustomerRepository } from '../customers/customer-repository';
import { AVAILABLE_STOCK_STATUSES, type Vehicle } from '../inventory/vehicle';
import type { VehicleRepository } from '../inventory/vehicle-repository';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { duplicateOrders } from './duplicate-orders';
import type { OrderView } from './order';
import type { DuplicateOrder } from './order-errors';
import { CAMPAIGN_MAX_LENGTH, fieldCollector, readDownPayment, readPaymentType, type OrderCreateInput } from './order-form';
import type { OrderRepository } from './order-repository';
import type { DealTimeline } from './deal-timeline';
import { recordByStaff } from './order-timeline';

export interface OrderDeps {
  readonly orders: OrderRepository;
  readonly customers: CustomerRepository;
  readonly vehicles: VehicleRepository;
  readonly clock: Clock;
  readonly secrets: Secrets;
  readonly timeline: DealTimeline;
}

/** The vehicle fields a new deal reads (and compares, for duplicates): every `Vehicle` has them. */
export type OrderVehicle = Pick<Vehicle, 'id' | 'condition' | 'stockStatus' | 'listingPriceCents' | 'stockNumber' | 'vin' | 'year' | 'make' | 'model' | 'trim'>;

/**
 * What `createOrder` calls and nothing more: the wide repositories of `OrderDeps` satisfy it, and
 * so do in-memory ports of a few methods (`@dealer-panel/core/testing`).
 */
export interface CreateOrderDeps {
  readonly orders: Pick<OrderRepository, 'list' | 'defaultPaymentTypes' | 'create' | 'view'>;
  readonly customers: { byId(dealershipId: number, id: number): Promise<{ readonly id: number } | null> };
  readonly vehicles: { byId(dealershipId: number, id: number): Promise<OrderVehicle | null> };
  readonly clock: Clock;
  readonly secrets: Pick<Secrets, 'token'>;
  readonly timeline: Pick<DealTimeline, 'record'>;
}

/**
 * Creates a deal for a customer of the dealership with a vehicle of its inventory (writable fields
 * only). Without payment_type it takes the dealership's default financing setting (for used
 * vehicles the used one), and finance when none is set. A sold or unavailable vehicle is refused;
 * a vehicle already on an active deal of the customer is answered DuplicateOrder unless allowed.
 */
export const createOrder = (deps: CreateOrderDeps) =>
  (ctx: DealershipContext, input: OrderCreateInput): TE.TaskEither<Forbidden | InvalidInput | NotFound | DuplicateOrder, OrderView> => async () => {
    if (!can(ctx.actor, 'add_order')) return E.left(forbidden('add_order'));
    const field = fieldCollector();
    const dealershipId = ctx.dealership.id;
    const customer = input.customer === undefined ? null : await deps.customers.byId(dealershipId, input.customer);
    if (input.customer === undefined) field.add('customer', 'required');
    else if (customer === null) field.add('customer', 'reference.not_found');
    const vehicle = input.vehicle === undefined ? null : await deps.vehicles.byId(dealershipId, input.vehicle);
    if (input.vehicle === undefined) field.add('vehicle', 'required');
    else if (vehicle === null) field.add('vehicle', 'reference.not_found');
    else if (!AVAILABLE_STOCK_STATUSES.includes(vehicle.stockStatus)) field.add('vehicle', 'vehicle.unavailable');
    const asked = readPaymentType(input.paymentType, field);
    const price = vehicle?.listingPriceCents ?? null;
    const financeDown = readDownPayment('finance_down_payment', input.financeDownPayment, price, field);
    const leaseDown = readDownPayment('lease_down_payment', input.leaseDownPayment, price, field);
    const campaign = input.campaign?.trim() || null;
    if (campaign !== null && [...campaign].length > CAMPAIGN_MAX_LENGTH) field.add('campaign', 'text.too_long');
    if (field.any() || customer === null || vehicle === null) return E.left(invalidInput(field.errors));
    if (input.allowDuplicate !== true) {
      const duplicates = await duplicateOrders(deps.orders, dealershipId, customer.id, vehicle);
      if (duplicates.length > 0) return E.left({ _tag: 'DuplicateOrder', duplicates });
    }
    const defaults = asked === undefined ? await deps.orders.defaultPaymentTypes(dealershipId) : null;
    const paymentType = asked ?? (vehicle.condition === 'Used' ? defaults?.used ?? defaults?.new : defaults?.new) ?? 'finance';
    const created = await deps.orders.create(dealershipId, {
      customerId: customer.id, vehicleId: vehicle.id, paymentType, financeDownPaymentCents: financeDown,
      leaseDownPaymentCents: leaseDown, paymentIncludeTax: input.paymentIncludeTax ?? true, campaign,
      linkToken: deps.secrets.token(), createdBy: ctx.user.id,
    }, deps.clock.now());
    await recordByStaff(deps.timeline, ctx, created.id, 'status', 'status.created', { payment_type: paymentType });
    const view = await deps.orders.view(dealershipId, created.id);
    return view ? E.right(view) : E.left(notFound);
  };
