import * as t from 'io-ts';
import { route } from '../access/access-routes';

/** A store's local sales tax rate for a ZIP or ZIP prefix, from a date (issue 32 item 3). */
export const LocalTaxRateBody = t.type({
  /** One to five digits: a whole ZIP ("33101") or a prefix ("331"). */
  zip_prefix: t.string,
  /** Percent as decimal text ("1.5"), at most 20. */
  rate: t.string,
  /** YYYY-MM-DD: the rate applies to deals priced on or after it, until a later row of the same prefix. */
  effective_from: t.string,
});
export type LocalTaxRateBody = t.TypeOf<typeof LocalTaxRateBody>;
export const LocalTaxRateListResponse = t.type({ results: t.array(LocalTaxRateBody) });
export type LocalTaxRateListResponse = t.TypeOf<typeof LocalTaxRateListResponse>;

/** PUT: rows to add, or whose rate replaces the store's row of the same prefix and date (values checked by the use case, per row). */
export const LocalTaxRatesRequest = t.type({ rows: t.array(t.UnknownRecord) });
export type LocalTaxRatesRequest = t.TypeOf<typeof LocalTaxRatesRequest>;

const L = '/api/dealer/dealership/local-tax-rates';
const WHO = 'The store\'s admins (dealer admin, organization admin, super admin), never a corporate user; 403 for everyone else.';

export const localTaxRateRoutes = {
  list: route({ method: 'GET', path: `${L}/`, auth: 'verified', response: LocalTaxRateListResponse, designed: true, summary: `The store's local tax rates by ZIP prefix then date: a US deal's buyer ZIP picks the longest prefix in force on the pricing date. ${WHO}` }),
  save: route({
    method: 'PUT', path: `${L}/`, auth: 'verified', body: LocalTaxRatesRequest, response: LocalTaxRateListResponse, designed: true,
    summary: `Adds rows (at most 20,000), or replaces the rate of a row of the same prefix and date; one bad row refuses all, each error at rows.<index>.<field> (zip_prefix.invalid, rate.invalid, rate.out_of_range, date.invalid, local_tax.duplicate). Audited. ${WHO}`,
  }),
  remove: route({ method: 'DELETE', path: `${L}/{zip_prefix}/{effective_from}/`, auth: 'verified', response: LocalTaxRateListResponse, designed: true, summary: `Removes one row; 404 when the store has none of that prefix and date. Audited. ${WHO}` }),
  importFile: route({
    upload: { field: 'file', holds: 'table', fields: ['effective_from'] },
    method: 'POST', path: `${L}/import/`, auth: 'verified', response: LocalTaxRateListResponse, designed: true,
    summary: `A CSV or TSV sent as multipart field \`file\` with the columns zip (or zip_prefix, code postal), rate (or taux; "2.5 %" accepted) and effective_from (or date; else the form field effective_from). All or nothing: errors at rows.<line>.<field> with the line as a spreadsheet numbers it, the file's own problems at file (file.empty, file.header_only, local_tax.columns_missing…). Audited. ${WHO}`,
  }),
} as const;
