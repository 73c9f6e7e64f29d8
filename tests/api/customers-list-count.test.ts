import { beforeAll, describe, expect, it } from 'vitest';
import { fieldColumns } from '../../adapters/persistence/customers/customer-columns';
import { customers } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { CUSTOMER_COUNT_CAP } from '@dealer-panel/core/customers/customer-list-query';
import { signedInSuite } from './support/signed-in';

const LIST = '/api/dealer/customer/';
const MANY = CUSTOMER_COUNT_CAP + 5;

/** The list's count: exact up to 10,000, "10,000+" beyond, never stale after a write. */
for (const engine of throwawayEngines()) {
  describe(`customer list count (${engine.kind})`, () => {
    const { t, staff: { otherAdmin: agent } } = signedInSuite(engine, { staff: { otherAdmin: { role: 'admin', country: 'US' } } });

    beforeAll(async () => {
      const db = t.ports.database.db;
      const dealershipId = t.fixture.dealerships.other;
      for (let start = 0; start < MANY; start += 2_000) {
        const rows = Array.from({ length: Math.min(2_000, MANY - start) }, (_, k) => ({
          dealershipId, language: 'en_US', leadType: (start + k) % 2 === 0 ? 'website' : 'phone', archiveStatus: 'Active',
          createdAt: new Date(Date.UTC(2026, 0, 1) + (start + k) * 1000), updatedAt: new Date(Date.UTC(2026, 0, 1)),
          ...fieldColumns({
            firstName: 'Many', lastName: `Customer${start + k}`, email: `many${start + k}@example.com`, phone: '', addressLine1: '', addressLine2: '',
            city: 'Burlington', provinceCode: 'VT', postalCode: '05401', note: '', salesRepId: null,
          }),
        }));
        await db.insert(customers).values(rows);
      }
    }, 120_000);

    it('says "10,000+" past the cap, with the last page known to exist', async () => {
      const first = (await agent.get(LIST)).json();
      expect(first).toMatchObject({ count: CUSTOMER_COUNT_CAP, count_capped: true, current: 1, last: CUSTOMER_COUNT_CAP / 10 + 1, limit: 10 });
      expect(first.results).toHaveLength(10);
      expect(first.results[0].last_name).toBe(`Customer${MANY - 1}`);
    });

    it('keeps the next page reachable deep in a capped list, and counts exactly at its real end', async () => {
      const deep = (await agent.get(`${LIST}?page=1000`)).json();
      expect(deep).toMatchObject({ count: CUSTOMER_COUNT_CAP, count_capped: true, current: 1000, last: 1001 });
      expect(deep.results).toHaveLength(10);
      const end = (await agent.get(`${LIST}?page=1001`)).json();
      expect(end).toMatchObject({ count: MANY, count_capped: false, current: 1001, last: 1001 });
      expect(end.results.map((c: { last_name: string }) => c.last_name)).toEqual(['Customer4', 'Customer3', 'Customer2', 'Customer1', 'Customer0']);
    });

    it('counts exactly below the cap', async () => {
      // customer100, customer1000 to 1009, customer10000 to 10004
      expect((await agent.get(`${LIST}?search=customer100`)).json()).toMatchObject({ count: 16, count_capped: false, last: 2 });
      expect((await agent.get(`${LIST}?lead_type=phone`)).json()).toMatchObject({ count: (MANY - 1) / 2, count_capped: false });
    });

    it('shows a write at once, although counts are cached', async () => {
      const before = (await agent.get(`${LIST}?search=newcomer`)).json();
      expect(before).toMatchObject({ count: 0, count_capped: false });
      const created = await agent.post(LIST, {
        first_name: 'Nina', last_name: 'Newcomer', email: 'nina.newcomer@example.com', email_confirmation: 'nina.newcomer@example.com', phone: '8025550199',
        address_line_1: '1 Church Street', city: 'Burlington', province: 'VT', postal_code: '05401',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await agent.get(`${LIST}?search=newcomer`)).json()).toMatchObject({ count: 1, count_capped: false });
      expect((await agent.get(`${LIST}?lead_type=phone`)).json()).toMatchObject({ count: (MANY - 1) / 2 });
      const archived = await agent.post(`${LIST}set_archive_status/`, { id_list: [created.json().id], status: 'Lost' });
      expect(archived.statusCode, archived.body).toBe(200);
      expect((await agent.get(`${LIST}?search=newcomer`)).json()).toMatchObject({ count: 0 });
    });
  });
}
