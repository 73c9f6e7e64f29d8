import { eq } from 'drizzle-orm';
import type { Ports } from '../../../adapters/di/ports';
import { refreshCustomerAwaiting } from '../../../adapters/persistence/customers/customer-awaiting';
import { prequalJson } from '../../../adapters/persistence/customers/prequal-json';
import { customers, orders, vehicles } from '../../../adapters/persistence/schema';
import type { ArchiveStatus, LeadType } from '@dealer-panel/core/customers/customer';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import { INITIAL_STEPS, orderAwaiting, type StepName } from '@dealer-panel/core/shared/deal-states';
import type { Fixture } from './fixture';
import { FIXTURE_CUSTOMERS, FIXTURE_VEHICLES, ORDER_ROWS, type CustomerKey, type OrderKey, type VehicleKey } from './customer-fixture-data';

export interface CustomerFixture {
  readonly customers: Readonly<Record<CustomerKey, number>>;
  readonly vehicles: Readonly<Record<VehicleKey, number>>;
  readonly orders: Readonly<Record<OrderKey, number>>;
  /** A customer and a vehicle of the Québec store and of the other group's store (tenant isolation). */
  readonly quebecCustomer: number;
  readonly quebecVehicle: number;
  readonly otherCustomer: number;
  readonly now: Date;
}

const DAY = 86_400_000;
const stepColumn: Readonly<Record<StepName, keyof typeof orders.$inferInsert>> = {
  'customer-quote': 'stepCustomerQuote', 'saved-vehicles': 'stepSavedVehicles', 'build-and-price': 'stepBuildAndPrice',
  'trade-in': 'stepTradeIn', 'credit-app': 'stepCreditApp', 'deposit': 'stepDeposit', 'appointment': 'stepAppointment',
  'file-upload': 'stepFileUpload',
};

/**
 * Customers, vehicles and deals with known answers for every customer list filter, in the fixture's
 * Ontario store (see customer-fixture-data.ts for the table), plus look-alikes in the two other
 * stores that no Ontario query may ever return.
 */
export async function seedCustomerFixture(p: Ports, f: Fixture): Promise<CustomerFixture> {
  const db = p.database.db;
  const now = p.clock.now();
  const on = f.dealerships.ontario;
  const rep = { rep: f.users.rep.id, manager: f.users.manager.id, none: null } as const;

  const vehicleIds = {} as Record<VehicleKey, number>;
  for (const [key, v] of Object.entries(FIXTURE_VEHICLES) as [VehicleKey, (typeof FIXTURE_VEHICLES)[VehicleKey]][]) {
    vehicleIds[key] = await insertVehicle(p, on, v, `ON-${key}`);
  }
  const customerIds = {} as Record<CustomerKey, number>;
  for (const [key, c] of Object.entries(FIXTURE_CUSTOMERS) as [CustomerKey, (typeof FIXTURE_CUSTOMERS)[CustomerKey]][]) {
    customerIds[key] = await insertCustomer(p, on, { ...c, salesRepId: rep[c.rep] }, new Date(now.getTime() - c.daysAgo * DAY));
  }
  const orderIds = {} as Record<OrderKey, number>;
  for (const [key, o] of Object.entries(ORDER_ROWS) as [OrderKey, (typeof ORDER_ROWS)[OrderKey]][]) {
    const steps = { ...INITIAL_STEPS, ...o.steps };
    const stepCols = Object.fromEntries((Object.keys(steps) as StepName[]).map((s) => [stepColumn[s], steps[s]]));
    const archived = o.archived ?? false;
    const created = new Date(now.getTime() - FIXTURE_CUSTOMERS[o.customer].daysAgo * DAY + (o.hoursLater ?? 1) * 3_600_000);
    const [row] = await db.insert(orders).values({
      dealershipId: on, customerId: customerIds[o.customer], vehicleId: vehicleIds[o.vehicle], paymentType: o.paymentType,
      status: o.status, ...stepCols, awaiting: orderAwaiting(o.status, steps, archived), isArchived: archived,
      depositStatus: o.deposit ?? null, depositMode: o.depositMode ?? null, appointmentStatus: o.appointment ?? null,
      depositAmountCents: o.deposit ? 50_000 : null, linkToken: `fixture-${key}`, createdAt: created, updatedAt: created,
    }).returning({ id: orders.id });
    orderIds[key] = row!.id;
  }
  await refreshCustomerAwaiting(db, Object.values(customerIds));
  await db.update(customers).set({
    prequal: prequalJson({ status: 'approved', checkedAt: new Date(now.getTime() - 3 * DAY), offers: [
      { lender: 'Banque Laurentienne', paymentType: 'finance', termMonths: 72, rateBasisPoints: 649, maxAmountCents: 4_500_000 },
      { lender: 'Honda Financial Services', paymentType: 'lease', termMonths: 48, rateBasisPoints: 399, maxAmountCents: 3_800_000 },
    ] }) as unknown as Record<string, unknown>,
  }).where(eq(customers.id, customerIds.gagne));

  const quebecVehicle = await insertVehicle(p, f.dealerships.quebec, FIXTURE_VEHICLES.civic, 'QC-1');
  const quebecCustomer = await insertCustomer(p, f.dealerships.quebec, {
    firstName: 'Sylvie', lastName: 'Gagné', email: 'sylvie.gagne@example.com', phone: '5145550199', addressLine1: "8 rue de l'École",
    city: 'Montréal', postalCode: 'H2X 1Y4', provinceCode: 'QC', leadType: 'website', archive: 'Active', salesRepId: null,
  }, now);
  await db.insert(orders).values({ dealershipId: f.dealerships.quebec, customerId: quebecCustomer, vehicleId: quebecVehicle, paymentType: 'finance', linkToken: 'fixture-qc' });
  const otherCustomer = await insertCustomer(p, f.dealerships.other, {
    ...FIXTURE_CUSTOMERS.gagne, city: 'Burlington', postalCode: '05401', provinceCode: 'VT', archive: 'Active', salesRepId: null,
  }, now);
  return { customers: customerIds, vehicles: vehicleIds, orders: orderIds, quebecCustomer, quebecVehicle, otherCustomer, now };
}

interface CustomerSeed {
  readonly firstName: string; readonly lastName: string; readonly email: string; readonly phone: string;
  readonly addressLine1: string; readonly city: string; readonly postalCode: string; readonly provinceCode?: string;
  readonly leadType: LeadType; readonly archive: ArchiveStatus; readonly salesRepId: number | null;
}

async function insertCustomer(p: Ports, dealershipId: number, c: CustomerSeed, createdAt: Date): Promise<number> {
  const created = await p.customers.create(dealershipId, {
    firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone, addressLine1: c.addressLine1, addressLine2: '',
    city: c.city, provinceCode: c.provinceCode ?? 'ON', postalCode: c.postalCode, note: '', salesRepId: c.salesRepId,
    language: 'en_CA', leadType: c.leadType,
  }, createdAt);
  await p.database.db.update(customers).set({ archiveStatus: c.archive }).where(eq(customers.id, created.id));
  return created.id;
}

async function insertVehicle(p: Ports, dealershipId: number, v: (typeof FIXTURE_VEHICLES)[VehicleKey], stockNumber: string): Promise<number> {
  const [row] = await p.database.db.insert(vehicles).values({
    dealershipId, vin: v.vin, year: v.year, make: v.make, model: v.model, trim: v.trim, condition: v.condition,
    stockNumber, stockStatus: v.stockStatus, listingPriceCents: v.priceCents, odometer: v.odometer, fuelType: v.fuelType,
    exteriorColor: v.color, bodyType: v.bodyType, arrivalDate: v.arrivalDate,
    searchText: vehicleSearchText({ ...v, exteriorColor: v.color, stockNumber }),
  }).returning({ id: vehicles.id });
  return row!.id;
}
