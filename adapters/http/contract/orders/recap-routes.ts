import * as t from 'io-ts';
import { route } from '../access/access-routes';

const LANG = 'en, fr or both (English and French side by side); anything else: 400 problem+json (errors.lang)';

/**
 * The printable deal recap (issue 18 item 2): one PDF page made on the server from our database
 * alone (no DMS, no lender), its figures the worksheet's own pricing. `inline` so that a browser
 * tab shows it; never cached; every recap is an audit row (deal_recap_printed).
 */
export const recapRoutes = {
  dealerRecap: route({
    method: 'GET', path: '/api/dealer/order/{id}/recap.pdf', auth: 'verified', response: t.string, designed: true, query: { lang: LANG },
    summary: 'The deal\'s recap as a one-page PDF (application/pdf, Content-Disposition inline): the store, customer, vehicle, each method\'s payment and breakdown, fees, taxes by component, add-ons, trade-in, deposit, disclosures, signature lines. Whoever may read the deal; 404 for another store\'s deal or a colleague\'s customer (sales rep). Audited.',
  }),
  customerRecap: route({
    method: 'GET', path: '/api/customer/order/{id}/recap.pdf', auth: 'none', response: t.string, designed: true, query: { lang: `${LANG}; default: the customer's language` },
    summary: 'The customer\'s own deal recap (id: order) as the dealer prints it, in the customer\'s language. The customer\'s credential: the deal link\'s token in the X-Deal-Token header (401 customer_token_required without it; 404 when it does not open this deal). Audited.',
  }),
} as const;
