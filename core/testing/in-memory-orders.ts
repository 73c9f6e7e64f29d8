import type { Vehicle } from '../inventory/vehicle';
import type { CreateOrderDeps } from '../orders/create-order';
import type { Order, OrderChanges, OrderView } from '../orders/order';
import type { OrderListQuery } from '../orders/order-repository';
import { INITIAL_STEPS, orderAwaiting, type PaymentType, type StepStatuses } from '../shared/deal-states';
import type { SubmitQuotesDeps } from '../quotes/quote-use-cases';
import type { DealCustomer } from './records';

/** The customers of deals, in memory: `CreateOrderDeps['customers']` and what the in-memory deals show of them. */
export interface InMemoryCustomers {
  byId(dealershipId: number, id: number): Promise<DealCustomer | null>;
  add(customer: DealCustomer): DealCustomer;
}

export function inMemoryCustomers(seed: readonly DealCustomer[] = []): InMemoryCustomers {
  const rows = new Map(seed.map((c) => [c.id, c]));
  return {
    byId: async (dealershipId, id) => { const c = rows.get(id); return c?.dealershipId === dealershipId ? c : null; },
    add: (customer) => { rows.set(customer.id, customer); return customer; },
  };
}

/** The inventory in memory (`vehicleRecord` builds a whole `Vehicle` from a few fields). */
export interface InMemoryVehicles {
  byId(dealershipId: number, id: number): Promise<Vehicle | null>;
  add(vehicle: Vehicle): Vehicle;
}

export function inMemoryVehicles(seed: readonly Vehicle[] = []): InMemoryVehicles {
  const rows = new Map(seed.map((v) => [v.id, v]));
  return {
    byId: async (dealershipId, id) => { const v = rows.get(id); return v?.dealershipId === dealershipId ? v : null; },
    add: (vehicle) => { rows.set(vehicle.id, vehicle); return vehicle; },
  };
}

type DefaultPaymentTypes = { readonly new: PaymentType | null; readonly used: PaymentType | null };

/** The deals in memory: the order port of `createOrder` and of `submitQuotes`, over the in-memory customers and vehicles. */
export interface InMemoryOrders extends Pick<CreateOrderDeps['orders'] & SubmitQuotesDeps['orders'], 'list' | 'defaultPaymentTypes' | 'create' | 'view' | 'byId' | 'update'> {
  /** Every deal, in creation order. */
  all(): readonly Order[];
  /** A store's default financing setting (none set: null for new and used, and a new deal is finance). */
  setDefaultPaymentTypes(dealershipId: number, defaults: DefaultPaymentTypes): void;
  /** Archives or restores a deal (an archived deal takes no quotes; a duplicate check skips it). */
  setArchived(dealershipId: number, id: number, archived: boolean): void;
}

type StepChanges = { readonly [K in 'appointmentStep' | 'customerQuoteStep' | 'fileUploadStep']?: OrderChanges[K] | undefined };

const stepsAfter = (steps: StepStatuses, c: StepChanges): StepStatuses => ({
  ...steps,
  ...(c.appointmentStep === undefined ? {} : { appointment: c.appointmentStep }),
  ...(c.customerQuoteStep === undefined ? {} : { 'customer-quote': c.customerQuoteStep }),
  ...(c.fileUploadStep === undefined ? {} : { 'file-upload': c.fileUploadStep }),
});

/**
 * Deals kept in memory, following the contract of the app's OrderRepository for the methods it
 * has: scoped to the dealership (another store's id is null), `awaiting` recomputed on each write,
 * `view` joined with the customer and the vehicle, `list` filtered, ordered and paged.
 */
export function inMemoryOrders(ports: { readonly customers: InMemoryCustomers; readonly vehicles: InMemoryVehicles }): InMemoryOrders {
  const rows: Order[] = [];
  const defaults = new Map<number, DefaultPaymentTypes>();
  const find = (dealershipId: number, id: number) => rows.findIndex((o) => o.id === id && o.dealershipId === dealershipId);
  const put = (i: number, next: Order): Order => {
    const saved = { ...next, awaiting: orderAwaiting(next.status, next.steps, next.isArchived) };
    rows[i] = saved;
    return saved;
  };
  async function joined(order: Order): Promise<OrderView | null> {
    const customer = await ports.customers.byId(order.dealershipId, order.customerId);
    if (customer === null) return null;
    const vehicle = order.vehicleId === null ? null : await ports.vehicles.byId(order.dealershipId, order.vehicleId);
    return {
      ...order, vehicle, archivedBy: null,
      customer: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, language: customer.language },
    };
  }
  async function matches(o: Order, q: OrderListQuery): Promise<boolean> {
    if (q.customerId !== null && o.customerId !== q.customerId) return false;
    if (q.archived !== null && o.isArchived !== q.archived) return false;
    if (q.paymentType !== null && !q.paymentType.includes(o.paymentType)) return false;
    if (q.status !== null && !q.status.includes(o.status)) return false;
    if (q.customerRep === null) return true;
    const rep = (await ports.customers.byId(o.dealershipId, o.customerId))?.salesRepId ?? null;
    return rep === null ? q.customerRep.unassigned : q.customerRep.ids.includes(rep);
  }
  return {
    all: () => [...rows],
    setDefaultPaymentTypes: (dealershipId, d) => { defaults.set(dealershipId, d); },
    setArchived: (dealershipId, id, archived) => {
      const i = find(dealershipId, id);
      const o = rows[i];
      if (o === undefined) throw new RangeError(`no deal ${id} at dealership ${dealershipId}`);
      put(i, { ...o, isArchived: archived });
    },
    byId: async (dealershipId, id) => rows[find(dealershipId, id)] ?? null,
    async view(dealershipId, id) {
      const o = rows[find(dealershipId, id)];
      return o === undefined ? null : joined(o);
    },
    async list(dealershipId, q) {
      const mine = [];
      for (const o of rows) if (o.dealershipId === dealershipId && (await matches(o, q))) mine.push(o);
      const at = (o: Order) => (q.ordering.field === 'created' ? o.createdAt : o.updatedAt).getTime();
      mine.sort((a, b) => (q.ordering.descending ? at(b) - at(a) || b.id - a.id : at(a) - at(b) || a.id - b.id));
      const page = mine.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      const items = (await Promise.all(page.map(joined))).filter((v): v is OrderView => v !== null);
      return { count: mine.length, items };
    },
    defaultPaymentTypes: async (dealershipId) => defaults.get(dealershipId) ?? { new: null, used: null },
    async create(dealershipId, o, at) {
      const order: Order = {
        id: rows.length + 1, dealershipId, customerId: o.customerId, vehicleId: o.vehicleId, paymentType: o.paymentType, status: 'initial',
        steps: INITIAL_STEPS, awaiting: null, isArchived: false, archivedStatusChangedAt: null, archivedStatusChangedBy: null, archiveReason: null,
        note: '', campaign: o.campaign, paymentIncludeTax: o.paymentIncludeTax, financeDownPaymentCents: o.financeDownPaymentCents,
        leaseDownPaymentCents: o.leaseDownPaymentCents, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentives: [],
        proposedAppointment: null, appointmentStatus: null, depositStatus: null, depositMode: null, depositAmountCents: null,
        confirmedAt: null, confirmedBy: null, commissionNumber: null, linkToken: o.linkToken, createdBy: o.createdBy, createdAt: at, updatedAt: at,
      };
      return put(rows.length, order);
    },
    async update(dealershipId, id, c, at) {
      const i = find(dealershipId, id);
      const o = rows[i];
      if (o === undefined) return null;
      const { appointmentStep, customerQuoteStep, fileUploadStep, ...fields } = c;
      return put(i, { ...o, ...fields, steps: stepsAfter(o.steps, { appointmentStep, customerQuoteStep, fileUploadStep }), updatedAt: at });
    },
  };
}
