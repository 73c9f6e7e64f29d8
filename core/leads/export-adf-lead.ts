import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Dealership } from '../access/dealership';
import type { DealershipContext } from '../access/dealership-context';
import type { CustomerView, VehicleSummary } from '../customers/customer';
import type { CustomerRepository } from '../customers/customer-repository';
import type { OrderRepository } from '../orders/order-repository';
import type { PaymentType } from '../shared/deal-states';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { notFound, type NotFound } from '../shared/errors';
import type { AdfLead } from './adf-lead';

export interface ExportDeps {
  readonly customers: CustomerRepository;
  readonly orders: OrderRepository;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

/** The provider an exported lead names: this product. */
export const EXPORT_PROVIDER = { name: 'Dealer Panel', service: 'Dealer Panel CRM export', url: '' } as const;

/** The store's currency: CAD in Canada, USD in the USA. */
export const currencyOf = (dealership: Pick<Dealership, 'country'>): string => (dealership.country === 'US' ? 'USD' : 'CAD');

/**
 * A customer and one of their deals as an ADF lead for another CRM (pure): the contact as stored,
 * the deal's vehicle as the vehicle of interest (lease for a lease deal, buy otherwise) at its
 * listing price in the store's currency, the store as the vendor, this product as the provider.
 */
export function leadOfCustomer(customer: CustomerView, vehicle: VehicleSummary | null, paymentType: PaymentType | null, dealership: Pick<Dealership, 'name' | 'country'>, at: Date): AdfLead {
  return {
    requestDate: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    vehicles: vehicle === null ? [] : [{
      interest: paymentType === 'lease' ? 'lease' : 'buy', status: vehicle.condition === 'Used' ? 'used' : 'new', year: vehicle.year,
      make: vehicle.make, model: vehicle.model, trim: vehicle.trim, vin: vehicle.vin.toUpperCase(), stock: vehicle.stockNumber,
      priceCents: vehicle.listingPriceCents, currency: currencyOf(dealership),
    }],
    customer: {
      firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone,
      addressLine1: customer.addressLine1, addressLine2: customer.addressLine2, city: customer.city, regionCode: customer.provinceCode,
      postalCode: customer.postalCode, country: dealership.country,
    },
    comments: customer.note,
    vendorName: dealership.name,
    provider: { ...EXPORT_PROVIDER },
  };
}

/**
 * GET customer/{id}/adf/: the customer with a deal (`orderId`, else their newest active deal) as
 * an ADF lead; NotFound for another store's customer or a deal that is not the customer's. The
 * caller has checked the customer is visible to the session's user. Each export is audited.
 */
export const exportAdfLead = (deps: ExportDeps) =>
  (ctx: DealershipContext, customerId: number, orderId: number | null, ip: string): TE.TaskEither<NotFound, AdfLead> => async () => {
    const dealershipId = ctx.dealership.id;
    const customer = await deps.customers.view(dealershipId, customerId);
    if (customer === null) return E.left(notFound);
    let vehicle: VehicleSummary | null = customer.currentOrder?.vehicle ?? null;
    let paymentType: PaymentType | null = customer.currentOrder?.paymentType ?? null;
    let exported = customer.currentOrder?.id ?? null;
    if (orderId !== null) {
      const order = await deps.orders.view(dealershipId, orderId);
      if (order === null || order.customerId !== customerId) return E.left(notFound);
      ({ vehicle, paymentType, id: exported } = { vehicle: order.vehicle, paymentType: order.paymentType, id: order.id });
    }
    await deps.audit.record({ action: 'adf_lead_exported', userId: ctx.user.id, dealershipId, ip, detail: { customer_id: customerId, order_id: exported } });
    return E.right(leadOfCustomer(customer, vehicle, paymentType, ctx.dealership, deps.clock.now()));
  };
