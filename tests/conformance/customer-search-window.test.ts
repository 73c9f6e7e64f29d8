import { sql } from 'drizzle-orm';
import { isRight } from 'fp-ts/Either';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFields } from '@dealer-panel/core/customers/customer';
import { CUSTOMER_PAGE_SIZE } from '@dealer-panel/core/customers/customer-list-query';
import { parseCustomerListQuery } from '@dealer-panel/core/customers/parse-customer-list-query';
import { fieldColumns } from '../../adapters/persistence/customers/customer-columns';
import { SEARCH_WINDOW } from '../../adapters/persistence/customers/customer-reads';
import { drizzleCustomerRepository } from '../../adapters/persistence/customers/drizzle-customer-repository';
import { customers } from '../../adapters/persistence/schema';
import { noListCountCache } from '../../adapters/persistence/shared/list-count-cache';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

/**
 * A search reads the store's first SEARCH_WINDOW customers in the list's order and falls back to the
 * whole store when they do not fill the page (issue 12.8). Whichever way a page is found, it must be
 * the page the plain query gives: checked here against that query, for names found only inside the
 * window, only past it, and on both sides of its edge, in every ordering, on the first pages.
 */
const TOTAL = SEARCH_WINDOW + 60;
const NOW = Date.parse('2026-06-01T14:00:00Z');

/** Customer i (0 is the newest): its last name says where it lies against the window. */
function lastNameOf(i: number): string {
  if (i % 40 === 7) return 'Gagné'; // common: ~50 customers, most inside the window
  if (i >= SEARCH_WINDOW && i % 9 === 0) return 'Zorblat'; // only past the window
  if ([3, 11, 950, SEARCH_WINDOW - 2, SEARCH_WINDOW + 1, SEARCH_WINDOW + 5, SEARCH_WINDOW + 30].includes(i)) return 'Quixby'; // on both sides of its edge
  return ['Côté', 'Tremblay', 'Roy', 'Morin'][i % 4] ?? 'Roy';
}

function fieldsOf(i: number): CustomerFields {
  return {
    firstName: ['Léa', 'Noah', 'Émilie', 'Zoé', 'Liam'][i % 5] ?? 'Léa', lastName: lastNameOf(i),
    email: i % 13 === 0 ? '' : `c${(i * 7919) % TOTAL}@example.test`, phone: '', addressLine1: '', addressLine2: '', city: 'Laval',
    provinceCode: 'QC', postalCode: 'H7N 5H9', note: '', salesRepId: null,
  };
}

forEachEngine((engine) => {
  describe('a search past the window of the store in order', () => {
    let dealershipId = 0;
    beforeAll(async () => {
      const db = engine.db();
      dealershipId = await insertDealership(db);
      const rows = Array.from({ length: TOTAL }, (_, i) => {
        // Pairs of customers share a creation time, so the id decides between them.
        const createdAt = new Date(NOW - Math.floor(i / 2) * 60_000);
        return { dealershipId, ...fieldColumns(fieldsOf(i)), language: 'fr_CA', leadType: 'website', archiveStatus: i % 17 === 0 ? 'Lost' : 'Active', createdAt, updatedAt: createdAt };
      });
      for (let s = 0; s < rows.length; s += 500) await engine.db().insert(customers).values(rows.slice(s, s + 500));
    });

    /** The page as the plain query gives it: no window, no trigram choice, the list's own keys. */
    async function expectedPage(words: readonly string[], orderBy: string, page: number): Promise<number[]> {
      const matching = words.map((w) => `and search_text like '%${w}%'`).join(' ');
      const result = await engine.db().execute(sql.raw(`select id from customers where dealership_id = ${dealershipId} and merged_into_id is null
        and archive_status = 'Active' ${matching} order by ${orderBy} limit ${CUSTOMER_PAGE_SIZE} offset ${(page - 1) * CUSTOMER_PAGE_SIZE}`));
      return ((result as unknown as { rows: { id: number | string }[] }).rows).map((r) => Number(r.id));
    }

    const ORDERINGS: readonly (readonly [string, string])[] = [
      ['-created', 'created_at desc, id desc'], ['created', 'created_at asc, id asc'],
      ['last_name', 'sort_name asc, id asc'], ['-name', 'sort_name desc, id desc'],
      ['email', 'lower(email) asc, id asc'], ['-email', 'lower(email) desc, id desc'],
      ['first_name', 'sort_first asc, id asc'],
    ];

    for (const term of ['gagne', 'zorblat', 'quixby', 'nobodyhere', 'noah tremblay']) {
      it(`finds "${term}" exactly as the plain query, page by page, in every ordering`, async () => {
        const repo = drizzleCustomerRepository(engine.db(), noListCountCache);
        let nonEmpty = 0;
        for (const [ordering, orderBy] of ORDERINGS) {
          for (const page of [1, 2, 3]) {
            const parsed = parseCustomerListQuery({ search: term, ordering, page: String(page) });
            if (!isRight(parsed)) throw new Error('bad query');
            const got = (await repo.list(dealershipId, parsed.right, 10_001)).items.map((c) => c.id);
            expect(got, `${term} ${ordering} page ${page}`).toEqual(await expectedPage(term.split(' '), orderBy, page));
            if (got.length > 0) nonEmpty += 1;
          }
        }
        // The names were found (the comparison is not vacuous), and the stranger nowhere.
        expect(nonEmpty > 0).toBe(term !== 'nobodyhere');
      });
    }
  });
});
