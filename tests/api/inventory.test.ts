import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const S = '/api/dealer/inventory/search/';

for (const engine of throwawayEngines()) {
  describe(`inventory (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, other } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin', manager: 'manager', other: STAFF.other } });
    const models = async (query: string): Promise<string[]> => {
      const r = await admin.get(`${S}?${query}`);
      expect(r.statusCode, `${query}: ${r.body}`).toBe(200);
      return (r.json().results as { model: string }[]).map((v) => v.model);
    };

    beforeAll(async () => {
      const db = t.ports.database.db;
      const pay = { civic: [45_000, 36_000], rav4: [48_000, 39_000], crv: [61_000, 52_000], f150: [33_000, null] } as const;
      for (const [key, [finance, lease]] of Object.entries(pay)) {
        await db.update(vehicles).set({
          financePaymentCents: finance, financeTerm: 72, financeRateBp: 699, leasePaymentCents: lease, leaseTerm: lease === null ? null : 48, leaseRateBp: lease === null ? null : 449,
          images: [`/api/vehicle-art/suv-1f3a93.svg`], packages: [{ code: 'WNT', name: 'Winter package', priceCents: 129_900 }],
        }).where(eq(vehicles.id, cf.vehicles[key as keyof typeof pay]));
      }
    });

    it('searches the vehicles a deal can use, newest arrivals first, 12 a page', async () => {
      const r = await admin.get(S);
      expect(r.json()).toMatchObject({ count: 4, count_capped: false, current: 1, last: 1, limit: 12 });
      const [crv, civic] = r.json().results;
      expect(r.json().results.map((v: { model: string }) => v.model)).toEqual(['CR-V', 'Civic', 'RAV4', 'F-150']);
      expect(crv).toMatchObject({ id: cf.vehicles.crv, formatted_name: '2025 Honda CR-V EX-L', is_new: true, stock_status: 'T', listing_price: '44499.00', odometer_unit: 'km' });
      expect(civic).toMatchObject({
        finance_payment: { monthly_payment: '450.00', payment: '450.00', term: 72, frequency: 'monthly', rate: '6.99' },
        lease_payment: { monthly_payment: '360.00', term: 48, rate: '4.49' }, packages: [{ code: 'WNT', name: 'Winter package', price: '1299.00' }],
        images: ['/api/vehicle-art/suv-1f3a93.svg'],
      });
      expect(civic.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    });

    it.each([
      ['make=honda', ['CR-V', 'Civic']],
      ['make=Honda,,Ford&make=', ['CR-V', 'Civic', 'F-150']],
      ['model=rav4', ['RAV4']],
      ['trim=EX-L,XLT', ['CR-V', 'F-150']],
      ['condition=Used', ['RAV4', 'F-150']],
      ['stock_status=S', ['Tiguan']],
      ['stock_status=S,T', ['CR-V', 'Tiguan']],
      ['year=2019,2025', ['CR-V', 'F-150']],
      ['year_min=2021&year_max=2024', ['Civic', 'RAV4']],
      ['price_max=32000', ['Civic', 'F-150']],
      ['price_min=32000.00', ['CR-V', 'RAV4']],
      ['odometer_max=100', ['CR-V', 'Civic']],
      ['body_type=SUV', ['CR-V', 'RAV4']],
      ['fuel_type=hybrid', ['CR-V']],
      ['exterior_color=magma red', ['F-150']],
      ['search=civic', ['Civic']],
      ['search=SONIC grey', ['Civic']],
      ['search=ON-f150', ['F-150']],
      ['search=2021 toyota', ['RAV4']],
      ['payment_type=finance&payment_max=460', ['Civic', 'F-150']],
      ['payment_type=finance&payment_min=470&payment_max=1000', ['CR-V', 'RAV4']],
      ['payment_type=lease&payment_max=5000', ['CR-V', 'Civic', 'RAV4']],
      ['payment_type=cash&payment_max=70000', ['CR-V', 'Civic', 'RAV4', 'F-150']],
      ['payment_type=cash&payment_max=30000', ['F-150']],
      ['ordering=price', ['F-150', 'Civic', 'RAV4', 'CR-V']],
      ['ordering=-price', ['CR-V', 'RAV4', 'Civic', 'F-150']],
      ['ordering=odometer', ['CR-V', 'Civic', 'RAV4', 'F-150']],
      ['ordering=year', ['F-150', 'RAV4', 'Civic', 'CR-V']],
      ['ordering=make', ['F-150', 'Civic', 'CR-V', 'RAV4']],
      ['page=2', []],
    ] as const)('filters by %s', async (query, expected) => {
      expect(await models(query)).toEqual(expected);
    });

    it.each([
      ['page=0', 'page', 'list.page_invalid'],
      ['year=20x4', 'year', 'list.invalid_number'],
      ['year_min=1800', 'year_min', 'list.invalid_number'],
      ['condition=CPO', 'condition', 'list.invalid_choice'],
      ['stock_status=Z', 'stock_status', 'list.invalid_choice'],
      ['body_type=Tank', 'body_type', 'list.invalid_choice'],
      ['fuel_type=Steam', 'fuel_type', 'list.invalid_choice'],
      ['price_max=12.345', 'price_max', 'list.invalid_number'],
      ['price_min=-1', 'price_min', 'list.invalid_number'],
      // Issue 29.9: cents past what the price column holds (2^31 - 1) answered 500.
      ['price_min=21474837', 'price_min', 'list.invalid_number'],
      ['price_min=999999999', 'price_min', 'list.invalid_number'],
      ['price_max=999999999', 'price_max', 'list.invalid_number'],
      ['payment_type=cash&payment_min=999999999', 'payment_min', 'list.invalid_number'],
      ['odometer_max=lots', 'odometer_max', 'list.invalid_number'],
      ['payment_max=400', 'payment_type', 'list.invalid_choice'],
      ['payment_type=barter', 'payment_type', 'list.invalid_choice'],
      ['ordering=colour', 'ordering', 'list.ordering_invalid'],
    ] as const)('answers 400 naming the parameter for %s', async (query, param, code) => {
      const r = await admin.get(`${S}?${query}`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'invalid_query', errors: { [param]: [code] } });
    });

    it('keeps each user\'s recent searches with filters, newest first, each once', async () => {
      await manager.get(`${S}?make=Honda`);
      await manager.get(S); // no filter: not kept
      t.clock.advance(1000);
      await manager.get(`${S}?condition=Used&page=2&ordering=price`);
      t.clock.advance(1000);
      await manager.get(`${S}?make=Honda&page=3`);
      const r = (await manager.get('/api/dealer/inventory/recent_searches/')).json();
      expect(r.recent_searches.map((s: { params: object }) => s.params)).toEqual([{ make: 'Honda' }, { condition: 'Used' }]);
      expect(r.recent_searches[0].searched_at).toBe(t.clock.now().toISOString());
      for (let i = 0; i < 12; i += 1) await manager.get(`${S}?year=${2010 + i}`);
      expect((await manager.get('/api/dealer/inventory/recent_searches/')).json().recent_searches).toHaveLength(10);
      expect((await other.get('/api/dealer/inventory/recent_searches/')).json()).toEqual({ recent_searches: [] });
    });

    it('keeps a search of many long filters once, its key bounded (issue 29.7: a unique index takes ~2,700 bytes)', async () => {
      // Each under the query's ceiling (2,000 characters), together some 4,000 of random text.
      const makes = Array.from({ length: 32 }, () => randomBytes(45).toString('base64url')).join(',');
      const models = Array.from({ length: 32 }, () => randomBytes(45).toString('base64url')).join(',');
      for (let i = 0; i < 2; i += 1) {
        t.clock.advance(1000);
        const r = await admin.get(`${S}?make=${makes}&model=${models}`);
        expect(r.statusCode).toBe(200);
      }
      const kept = (await admin.get('/api/dealer/inventory/recent_searches/')).json().recent_searches as { params: Record<string, string> }[];
      expect(kept.filter((k) => k.params.make === makes && k.params.model === models)).toHaveLength(1);
    });

    it('gives the payment filter ranges under their caps', async () => {
      expect((await admin.get('/api/dealer/inventory/search_payment_filters/')).json()).toEqual({
        cash: { min: '22995.00', max: '44499.00', cap: '70000.00' },
        finance: { min: '330.00', max: '610.00', cap: '1000.00' },
        lease: { min: '360.00', max: '520.00', cap: '1000.00' },
      });
      expect((await other.get('/api/dealer/inventory/search_payment_filters/')).json()).toEqual({ cash: null, finance: null, lease: null });
    });

    it('lists models with counts, every model stocked, trims and the filter values', async () => {
      expect((await admin.get('/api/dealer/inventory/models/?make=honda')).json()).toEqual({ results: [{ make: 'Honda', model: 'Civic', count: 1 }, { make: 'Honda', model: 'CR-V', count: 1 }] });
      expect((await admin.get('/api/dealer/inventory/models/?condition=bad')).json().errors).toEqual({ condition: ['list.invalid_choice'] });
      const all = (await admin.get('/api/dealer/dealership/vehicle_models/')).json().results;
      expect(all).toContainEqual({ make: 'Volkswagen', model: 'Tiguan' });
      expect((await admin.get('/api/dealer/dealership/vehicle_trims/?make=Honda')).json()).toEqual({ results: [{ make: 'Honda', model: 'Civic', trim: 'Sport' }, { make: 'Honda', model: 'CR-V', trim: 'EX-L' }] });
      const data = (await admin.get('/api/dealer/dealership/vehicle_filters_data/')).json();
      expect(data).toMatchObject({ makes: ['Ford', 'Honda', 'Toyota', 'Volkswagen'], years: [2025, 2024, 2023, 2021, 2019], body_types: ['Sedan', 'SUV', 'Truck'],
        price: { min: '22995.00', max: '44499.00' }, odometer: { min: '8', max: '164000' } });
      expect(data.stock_statuses).toEqual(['As-is', 'I', 'P', 'S', 'T']);
    });

    it('opens one vehicle of the session\'s dealership only', async () => {
      expect((await admin.get(`/api/customer/inventory/${cf.vehicles.tiguan}/`)).json()).toMatchObject({ model: 'Tiguan', stock_status: 'S' });
      expect((await admin.get(`/api/customer/inventory/${cf.quebecVehicle}/`)).statusCode).toBe(404);
      expect((await other.get(`/api/customer/inventory/${cf.vehicles.civic}/`)).statusCode).toBe(404);
      expect((await other.get(`${S}?search=civic`)).json().count).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: S })).statusCode).toBe(401);
    });

    it('draws the vehicle pictures, cached for a year', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/api/vehicle-art/suv-1f3a93.svg' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('image/svg+xml');
      expect(r.headers['cache-control']).toContain('immutable');
      expect(r.body).toContain('fill="#1f3a93"');
      expect((await t.app.inject({ method: 'GET', url: '/api/vehicle-art/tank-1f3a93.svg' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/vehicle-art/suv-%3Cscript%3E.svg' })).statusCode).toBe(404);
    });
  });
}
