import { beforeAll, describe, expect, it } from 'vitest';
import { orders, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { usTaxItems } from '@dealer-panel/core/payments/engine/us-tax-items';
import { stateOfZip } from '@dealer-panel/core/payments/engine/us-zip-state';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import { FIXTURE_VEHICLES } from './support/customer-fixture-data';
import { D, typesOf } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

// Issue 32 (session 19): a protection plan's kind brings the state's rule on a service contract
// and GAP to a real deal over HTTP, over the plan's own tax flags; a plan of no kind keeps its flags.
const PLAN = '/api/dealer/aftermarket/protection-plan/';
/** New York taxes a service contract and not GAP (core/payments/engine/us-tax-items.ts): the Vermont store's buyer lives in Albany. */
const STATE = 'NY';
const BUYER_ZIP = '12207';
const cents = (money: string) => Math.round(Number(money) * 100);

for (const engine of throwawayEngines()) {
  describe(`a plan's kind on a US deal (${engine.kind})`, () => {
    const { t, cf, staff: { other: admin } } = signedInSuite(engine, { customers: true, staff: STAFF });
    let cashType: number;

    beforeAll(async () => {
      const db = t.ports.database.db;
      const store = t.fixture.dealerships.other;
      const v = FIXTURE_VEHICLES.civic;
      const [car] = await db.insert(vehicles).values({
        dealershipId: store, vin: v.vin, year: v.year, make: v.make, model: v.model, trim: v.trim, condition: v.condition, stockNumber: 'NY-1',
        stockStatus: v.stockStatus, listingPriceCents: v.priceCents, odometer: v.odometer, fuelType: v.fuelType, exteriorColor: v.color, bodyType: v.bodyType,
        arrivalDate: v.arrivalDate, searchText: vehicleSearchText({ ...v, exteriorColor: v.color, stockNumber: 'NY-1' }),
      }).returning({ id: vehicles.id });
      const [deal] = await db.insert(orders).values({ dealershipId: store, customerId: cf.otherCustomer, vehicleId: car!.id, paymentType: 'cash', linkToken: 'plan-kind' })
        .returning({ id: orders.id });
      cashType = (await typesOf(admin, deal!.id)).cash!.id;
    });

    /** A cash plan of $1,000 for every term, with `kind` and its own state flag (gst stands for "taxed" in the USA). */
    const addPlan = async (name: string, kind: string | null, flagged: boolean): Promise<number> => {
      const r = await admin.post(PLAN, { category: 'protection_plan', name, kind, gst: flagged, payment_type: ['cash'], prices: [{ term: 12, price: '1000' }] });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().kind).toBe(kind);
      return r.json().id as number;
    };
    /** The taxes the plan adds to the deal. */
    const taxOn = async (planId: number): Promise<number> => {
      const price = async (protections: number[]) => {
        const r = await admin.request('POST', `${D}/payment-type/${cashType}/pricing/`, { protections, postal_code: BUYER_ZIP });
        expect(r.statusCode, r.body).toBe(200);
        return cents(r.json().quote.total_taxes as string);
      };
      return (await price([planId])) - (await price([]));
    };

    it('reads the state\'s rule the test relies on, and taxes the deal where the buyer lives', async () => {
      expect(usTaxItems[STATE]).toMatchObject({ serviceContract: 'taxable', gap: 'exempt' });
      expect(stateOfZip(BUYER_ZIP)).toBe(STATE);
    });

    it('leaves GAP untaxed where the state does not tax it, though the plan\'s own flag is on; a plan of no kind keeps its flag', async () => {
      const flaggedOther = await taxOn(await addPlan('Tire and wheel', null, true));
      expect(flaggedOther).toBeGreaterThan(0);
      expect(await taxOn(await addPlan('GAP', 'gap', true))).toBe(0);
    });

    it('taxes a service contract where the state taxes it, though the plan\'s own flags are off, as a flagged plan is taxed', async () => {
      const flaggedOther = await taxOn(await addPlan('Appearance', null, true));
      expect(await taxOn(await addPlan('Paint sealant', null, false))).toBe(0);
      expect(await taxOn(await addPlan('Extended warranty', 'service_contract', false))).toBe(flaggedOther);
    });

    it('follows the kind when it changes: a GAP plan made "other" is taxed by its flag again', async () => {
      const id = await addPlan('GAP waiver', 'gap', true);
      expect(await taxOn(id)).toBe(0);
      expect((await admin.request('PATCH', `${PLAN}${id}/`, { kind: null })).statusCode).toBe(200);
      expect(await taxOn(id)).toBeGreaterThan(0);
    });
  });
}
