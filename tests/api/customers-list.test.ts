import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { signedIn } from './support/test-app';

const LIST = '/api/dealer/customer/';
const DEFAULT = ['Gagné', 'Côté', 'Bélanger', 'Wilson', 'Lévesque', 'Thompson', 'MacDonald', 'Tremblay', 'Clarke'];

/** Every list parameter with the answer the fixture table gives (customer-fixture-data.ts), newest first. */
const FILTERS: readonly (readonly [string, readonly string[]])[] = [
  ['payment_type=finance', ['Gagné', 'Lévesque', 'Tremblay']],
  ['payment_type=lease', ['Côté', 'Thompson']],
  ['payment_type=cash,lease', ['Gagné', 'Côté', 'Bélanger', 'Thompson', 'MacDonald']],
  ['payment_type=cash&payment_type=lease', ['Gagné', 'Côté', 'Bélanger', 'Thompson', 'MacDonald']],
  ['make=honda', ['Gagné', 'Côté', 'Thompson', 'Tremblay']],
  ['make=Honda,,Ford', ['Gagné', 'Côté', 'Thompson', 'MacDonald', 'Tremblay']],
  ['model=RAV4', ['Gagné', 'Bélanger', 'Lévesque']],
  ['year=2019', ['MacDonald']],
  ['year=2024,2025', ['Gagné', 'Côté', 'Thompson', 'Tremblay']],
  ['condition=Used', ['Gagné', 'Bélanger', 'Lévesque', 'MacDonald']],
  ['condition=new', ['Gagné', 'Côté', 'Thompson', 'Tremblay']],
  ['stock_status=As-is', ['MacDonald']],
  ['stock_status=T,P', ['Gagné', 'Côté', 'Bélanger', 'Lévesque', 'Tremblay']],
  ['order_management_status=pending', ['Gagné']],
  ['order_management_status=completed', ['Bélanger']],
  ['order_management_status=completed&archive_status=all', ['Bélanger', 'Smith', 'Brown']],
  ['appointment=confirmed', ['Côté']],
  ['appointment=unconfirmed,cancelled', ['Bélanger', 'Thompson']],
  ['appointment=none', ['Gagné', 'Lévesque', 'MacDonald', 'Tremblay']],
  ['deposit=pre_authorized', ['Gagné']],
  ['deposit=confirmed,created', ['Côté', 'Tremblay']],
  ['deposit=none', ['Gagné', 'Lévesque', 'Thompson', 'MacDonald']],
  ['deposit_mode=hold', ['Gagné', 'Tremblay']],
  ['deposit_mode=capture', ['Côté', 'Bélanger']],
  ['awaiting=all', DEFAULT],
  ['awaiting=dealer', ['Gagné', 'Thompson']],
  ['awaiting=customer', ['Côté']],
  ['awaiting=none', ['Bélanger', 'Wilson', 'Lévesque', 'MacDonald', 'Tremblay', 'Clarke']],
  ['awaiting_dealer=trade-in', ['Gagné']],
  ['awaiting_dealer=credit-app', []],
  ['awaiting_customer=credit-app', ['Gagné']],
  ['build_and_price_step=completed', ['Gagné', 'Côté', 'Bélanger']],
  ['trade_in_step=hidden-awaiting-decision', ['Thompson']],
  ['trade_in_step=awaiting-dealer,hidden-awaiting-decision', ['Gagné', 'Thompson']],
  ['credit_application_step=declined', ['MacDonald']],
  ['credit_application_step=declined&archive_status=all', ['MacDonald']], // Bélanger's declined deal is archived
  ['deposit_step=reserved', ['Tremblay']],
  ['deposit_step=refunded,pre_authorized', ['Gagné', 'Bélanger']],
  ['appointment_step=appointment', ['Côté']],
  ['appointment_step=pending,canceled', ['Bélanger', 'Thompson']],
  ['lead_type=walk_in', ['Côté', 'MacDonald']],
  ['lead_type=phone,chat', ['Bélanger', 'Wilson', 'Tremblay']],
  ['archive_status=Lost', ['Smith', 'Martin']],
  ['archive_status=Sold', ['Brown']],
  ['archive_status=Lost,Sold', ['Smith', 'Brown', 'Martin']],
  ['sales_rep=none', ['Bélanger', 'Thompson', 'Clarke']],
  // one deal must meet every deal condition: Gagné's Toyota is her cash deal, not her finance deal
  ['make=Toyota&payment_type=finance', ['Lévesque']],
  ['payment_type=finance&make=Honda&deposit_mode=hold', ['Gagné', 'Tremblay']],
  ['payment_type=lease&sales_rep=none&awaiting=dealer', ['Thompson']],
  ['payment_type=', DEFAULT],
  ['make=&year=&search=', DEFAULT],
  ['unknown_parameter=1&_=123', DEFAULT],
];

const SEARCHES: readonly (readonly [string, readonly string[]])[] = [
  ['gagne', ['Gagné']],
  ['GAGNÉ', ['Gagné']],
  ['Hélène gagne', ['Gagné']],
  ['helene smith', []],
  ['ecole', ['Gagné']],
  ['ÉRABLES', ['Lévesque']],
  ['(416) 555-0107', ['Lévesque']],
  ['416.555.0107', ['Lévesque']],
  ['555-0107', ['Lévesque']],
  ['4165550107', ['Lévesque']],
  ['example.net', ['Côté']],
  ['marc.cote@', ['Côté']],
  ['chloe', ['Tremblay']],
  ['a_b', []],
  ['100%', []],
];

for (const engine of throwawayEngines()) {
  describe(`customer list (${engine.kind})`, () => {
    const { t, cf, staff: { admin: agent } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin' } });
    const names = async (query: string): Promise<string[]> => {
      const r = await agent.get(`${LIST}?${query}`);
      expect(r.statusCode, `${query}: ${r.body}`).toBe(200);
      return (r.json().results as { last_name: string }[]).map((c) => c.last_name);
    };

    it('lists the active customers of the session\'s dealership, newest first, in the paged shape', async () => {
      const r = await agent.get(LIST);
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ count: 9, current: 1, last: 1, limit: 10 });
      expect(body.results.map((c: { last_name: string }) => c.last_name)).toEqual(DEFAULT);
      const gagne = body.results[0];
      expect(gagne).toMatchObject({
        id: cf.customers.gagne, first_name: 'Hélène', full_name: 'Hélène Gagné', phone: '4165550101', archive_status: 'Active',
        assigned_dealer: t.fixture.users.rep.id, assigned_dealer_details: { id: t.fixture.users.rep.id, full_name: 'rep Fixture' },
        awaiting: 'dealer', active_orders_count: 2, archived_orders_count: 0,
        current_order: { id: cf.orders.gagneFinance, payment_type: 'finance', status: 'pending', awaiting: 'dealer', deposit_status: 'pre_authorized', deposit_mode: 'hold',
          vehicle: { make: 'Honda', model: 'Civic', year: 2024, condition: 'New', listing_price: '31999.00', stock_status: 'I' } },
      });
      expect(gagne.current_order.steps).toHaveLength(8);
      expect(gagne.current_order.steps[3]).toEqual({ name: 'trade-in', status: 'awaiting-dealer' });
      expect(body.results.find((c: { last_name: string }) => c.last_name === 'Wilson').current_order).toBeNull();
    });

    it('names on each row the deal that met the deal filters, and none without deal filters', async () => {
      const rows = async (query: string) => (await agent.get(`${LIST}?${query}`)).json().results as { last_name: string; matching_order: { id: number; payment_type: string; vehicle: { make: string } | null } | null; current_order: { id: number } | null }[];
      expect((await rows('')).every((r) => r.matching_order === null)).toBe(true);
      // Gagné's newest deal is a finance Honda; her Toyota is a cash deal: that one matched.
      const toyota = await rows('make=Toyota');
      const gagne = toyota.find((r) => r.last_name === 'Gagné');
      expect(gagne?.matching_order).toMatchObject({ payment_type: 'cash', vehicle: { make: 'Toyota' } });
      expect(gagne?.matching_order?.id).not.toBe(gagne?.current_order?.id);
      for (const r of toyota) expect(r.matching_order?.vehicle?.make).toBe('Toyota');
      const finance = await rows('payment_type=finance&make=Honda&deposit_mode=hold');
      expect(finance.map((r) => r.matching_order?.payment_type)).toEqual(['finance', 'finance']);
    });

    it.each(FILTERS)('filters by %s', async (query, expected) => {
      expect(await names(query)).toEqual(expected);
    });

    it.each(SEARCHES)('searches %j accent- and case-insensitively', async (term, expected) => {
      expect(await names(`search=${encodeURIComponent(term)}`)).toEqual(expected);
    });

    it('filters by sales rep id, several ids, and unassigned', async () => {
      const { rep, manager } = t.fixture.users;
      expect(await names(`sales_rep=${rep.id}`)).toEqual(['Gagné', 'Lévesque', 'MacDonald']);
      expect(await names(`sales_rep=${manager.id},none`)).toEqual(['Côté', 'Bélanger', 'Wilson', 'Thompson', 'Tremblay', 'Clarke']);
      expect(await names('sales_rep=999999')).toEqual([]);
    });

    it.each([
      ['-created', DEFAULT],
      ['created', [...DEFAULT].reverse()],
      ['name', ['Bélanger', 'Clarke', 'Côté', 'Gagné', 'Lévesque', 'MacDonald', 'Thompson', 'Tremblay', 'Wilson']],
      ['last_name', ['Bélanger', 'Clarke', 'Côté', 'Gagné', 'Lévesque', 'MacDonald', 'Thompson', 'Tremblay', 'Wilson']],
      ['-name', ['Wilson', 'Tremblay', 'Thompson', 'MacDonald', 'Lévesque', 'Gagné', 'Côté', 'Clarke', 'Bélanger']],
      ['first_name', ['Thompson', 'Tremblay', 'Clarke', 'Lévesque', 'MacDonald', 'Gagné', 'Côté', 'Wilson', 'Bélanger']],
      ['email', ['Wilson', 'Thompson', 'Tremblay', 'Clarke', 'Lévesque', 'MacDonald', 'Gagné', 'Côté', 'Bélanger']],
      ['sales_rep', ['Côté', 'Wilson', 'Tremblay', 'Gagné', 'Lévesque', 'MacDonald', 'Bélanger', 'Thompson', 'Clarke']],
      ['awaiting', ['Gagné', 'Thompson', 'Côté', 'Bélanger', 'Wilson', 'Lévesque', 'MacDonald', 'Tremblay', 'Clarke']],
      ['-awaiting', ['Clarke', 'Tremblay', 'MacDonald', 'Lévesque', 'Wilson', 'Bélanger', 'Côté', 'Thompson', 'Gagné']],
    ] as const)('orders by %s', async (ordering, expected) => {
      expect(await names(`ordering=${ordering}`)).toEqual(expected);
    });

    it('pages by 10: the last page, and an empty page past it', async () => {
      const first = (await agent.get(`${LIST}?archive_status=all`)).json();
      expect(first).toMatchObject({ count: 12, current: 1, last: 2, limit: 10 });
      expect(first.results).toHaveLength(10);
      const second = (await agent.get(`${LIST}?archive_status=all&page=2`)).json();
      expect(second).toMatchObject({ count: 12, current: 2, last: 2, limit: 10 });
      expect(second.results.map((c: { last_name: string }) => c.last_name)).toEqual(['Martin', 'Clarke']);
      const ids = [...first.results, ...second.results].map((c: { id: number }) => c.id);
      expect(new Set(ids).size).toBe(12);
      expect((await agent.get(`${LIST}?archive_status=all&page=3`)).json()).toEqual({ count: 12, count_capped: false, current: 3, last: 2, limit: 10, results: [] });
      expect((await agent.get(`${LIST}?search=nobody-here`)).json()).toEqual({ count: 0, count_capped: false, current: 1, last: 1, limit: 10, results: [] });
    });

    it.each([
      ['page=0', 'page', 'list.page_invalid'],
      ['page=-1', 'page', 'list.page_invalid'],
      ['page=two', 'page', 'list.page_invalid'],
      ['payment_type=bitcoin', 'payment_type', 'list.invalid_choice'],
      ['year=20x4', 'year', 'list.invalid_number'],
      ['sales_rep=abc', 'sales_rep', 'list.invalid_number'],
      ['ordering=-password', 'ordering', 'list.ordering_invalid'],
      ['ordering=created,name', 'ordering', 'list.ordering_invalid'],
      ['awaiting=maybe', 'awaiting', 'list.invalid_choice'],
      ['awaiting=dealer,customer', 'awaiting', 'list.invalid_choice'],
      ['archive_status=Deleted', 'archive_status', 'list.invalid_choice'],
      ['deposit_step=viewed_by_customer', 'deposit_step', 'list.invalid_choice'],
      ['awaiting_dealer=paperwork', 'awaiting_dealer', 'list.invalid_choice'],
      [`search=${'x'.repeat(101)}`, 'search', 'list.too_long'],
      ['condition=CPO', 'condition', 'list.invalid_choice'],
      ['lead_type=billboard', 'lead_type', 'list.invalid_choice'],
      ['deposit=paid', 'deposit', 'list.invalid_choice'],
      ['deposit_mode=cash', 'deposit_mode', 'list.invalid_choice'],
      ['appointment=maybe', 'appointment', 'list.invalid_choice'],
      ['stock_status=X', 'stock_status', 'list.invalid_choice'],
      ['order_management_status=lost', 'order_management_status', 'list.invalid_choice'],
      ['build_and_price_step=refunded', 'build_and_price_step', 'list.invalid_choice'],
      ['credit_application_step=reserved', 'credit_application_step', 'list.invalid_choice'],
      ['trade_in_step=reserved', 'trade_in_step', 'list.invalid_choice'],
      ['appointment_step=reserved', 'appointment_step', 'list.invalid_choice'],
      ['awaiting_customer=x', 'awaiting_customer', 'list.invalid_choice'],
    ] as const)('answers 400 naming the parameter for %s', async (query, param, code) => {
      const r = await agent.get(`${LIST}?${query}`);
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json()).toMatchObject({ status: 400, code: 'invalid_query', errors: { [param]: [code] } });
    });

    it('names every bad parameter at once', async () => {
      const r = await agent.get(`${LIST}?page=0&payment_type=x&year=y`);
      expect(Object.keys(r.json().errors).sort()).toEqual(['page', 'payment_type', 'year']);
    });

    it('never shows another dealership\'s customers, and needs a verified session', async () => {
      const other = await signedIn(t, t.fixture.users.otherAdmin.email, t.fixture.users.otherAdmin.phone);
      const theirs = (await other.get(`${LIST}?search=gagne`)).json();
      expect(theirs.results.map((c: { id: number }) => c.id)).toEqual([cf.otherCustomer]);
      expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    });

    it('refuses a user who no longer holds a role at the session\'s dealership', async () => {
      const p = t.ports;
      const created = await p.users.create({
        email: 'leaving@fixture.test', passwordHash: await p.hasher.hash('Fixture-Pass-2026'), firstName: 'Leaving', lastName: 'Rep', phone: '4165550199',
        language: 'en_CA', isSuperAdmin: false, isDealerVwCorporate: false, showAnalyticsDashboard: false, homeDealershipId: t.fixture.dealerships.ontario,
        memberships: [{ dealershipId: t.fixture.dealerships.ontario, role: 'dealer_sales_rep' }],
      });
      if (!created.ok) throw new Error('user');
      await p.otpDevices.confirm(created.id, '4165550199', new Date('2026-01-01T00:00:00Z'));
      const leaving = await signedIn(t, 'leaving@fixture.test', '4165550199');
      expect((await leaving.get(LIST)).statusCode).toBe(200);
      await p.database.db.delete(memberships).where(and(eq(memberships.userId, created.id), eq(memberships.dealershipId, t.fixture.dealerships.ontario)));
      const r = await leaving.get(LIST);
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe('no_role');
    });

    it('describes the filters with choices that have hits', async () => {
      const r = await agent.get('/api/dealer/dealership/customer_list_filter_data/');
      expect(r.statusCode).toBe(200);
      const data = r.json();
      expect(data.makes).toEqual(['Ford', 'Honda', 'Toyota', 'Volkswagen']);
      expect(data.models).toContainEqual({ make: 'Honda', model: 'CR-V' });
      expect(data.years).toEqual([2025, 2024, 2023, 2021, 2019]);
      expect(data.sales_reps.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([t.fixture.users.rep.id, t.fixture.users.manager.id]));
      expect(data.step_filters.deposit_step).toContain('reserved');
      expect(data.orderings).toContain('-created');
      for (const [param, values] of Object.entries(data.step_filters as Record<string, string[]>)) {
        for (const value of values) expect((await agent.get(`${LIST}?${param}=${value}`)).statusCode, `${param}=${value}`).toBe(200);
      }
    });
  });
}
