import * as t from 'io-ts';
import { FEE_KINDS, MARKETSCAN_TYPES } from '@dealer-panel/core/fees/fee-or-discount';
import { MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';
import { route } from '../access/access-routes';

/** One global fee or discount of the store with its MarketScan type (null: none yet). */
export const MarketscanRowBody = t.type({
  id: t.number, kind: oneOf(FEE_KINDS), name: t.string, name_fr: t.string, amount: MoneyText, marketscan_type: Nullable(t.string),
});
export type MarketscanRowBody = t.TypeOf<typeof MarketscanRowBody>;

/** The store's mapping, with the types a row may take (static data's marketscanFeeTypes). */
export const MarketscanMappingBody = t.type({ types: t.array(oneOf(MARKETSCAN_TYPES)), results: t.array(MarketscanRowBody) });
export type MarketscanMappingBody = t.TypeOf<typeof MarketscanMappingBody>;

/**
 * Row id (as the JSON key) to its type, or null for none. Rows not named keep theirs; values are
 * checked in core (`choice.invalid`, `reference.not_found` at `mappings.<id>`), so any JSON value
 * decodes here.
 */
export const MarketscanMappingRequest = t.type({ mappings: t.record(t.string, t.unknown, 'object') });
export type MarketscanMappingRequest = t.TypeOf<typeof MarketscanMappingRequest>;

const M = '/api/dealer/marketscan/';

/** /marketscan (issue 17 item 6): the MarketScan type of each global fee and discount; super admins only. */
export const marketscanRoutes = {
  marketscanMapping: route({ method: 'GET', path: M, summary: 'The store\'s global fees then discounts, each with its MarketScan type, and the types to pick from (super admins; 403 otherwise)', auth: 'verified', response: MarketscanMappingBody, designed: true }),
  saveMarketscanMapping: route({ method: 'PUT', path: M, summary: 'Set the MarketScan type of the rows named (all or none; audited); 400 with a code at mappings.<id> for an unknown row or type (super admins; 403 otherwise)', auth: 'verified', body: MarketscanMappingRequest, response: MarketscanMappingBody, designed: true }),
} as const;
