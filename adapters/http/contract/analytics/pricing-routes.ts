import * as t from 'io-ts';
import { Empty } from '../common';
import { route } from '../access/access-routes';
import {
  PreviewRequest, PreviewResponse, PriceBatchBody, PriceBatchListResponse, PriceHistoryResponse, PriceProfileBody, PriceProfileListResponse,
  PriceProfileRequest, PricingReportResponse,
} from './pricing';

const P = '/api/dealer/price-profiles';
const R = '/api/dealer/pricing-report';
const REPORT_QUERY: Readonly<Record<string, string>> = {
  page: 'Page number, from 1 (25 vehicles a page)',
  ordering: 'price, cost, days, last_change, year, make or stock_number; a leading "-" sorts descending (default stock_number)',
  make: 'Make (any case)', model: 'Model (any case)', condition: 'New or Used',
  year_min: 'First model year', year_max: 'Last model year', days_min: 'At least this many days in stock', days_max: 'At most this many days in stock',
  search: 'Stock number or VIN prefix, or words of the vehicle\'s name',
};

/** Price profiles and the pricing report (issue 17 items 4 and 5): super admins only (403 otherwise). */
export const pricingRoutes = {
  listProfiles: route({ method: 'GET', path: `${P}/`, summary: 'The store\'s price profiles, by name', auth: 'verified', response: PriceProfileListResponse, designed: true }),
  createProfile: route({ method: 'POST', path: `${P}/`, summary: 'Add a price profile: a name and its ordered rules (the first rule that matches a vehicle sets its price)', auth: 'verified', body: PriceProfileRequest, response: PriceProfileBody, status: 201, designed: true }),
  getProfile: route({ method: 'GET', path: `${P}/{id}/`, summary: 'One price profile', auth: 'verified', response: PriceProfileBody, designed: true }),
  replaceProfile: route({ method: 'PUT', path: `${P}/{id}/`, summary: 'Replace a price profile\'s name and rules', auth: 'verified', body: PriceProfileRequest, response: PriceProfileBody, designed: true }),
  deleteProfile: route({ method: 'DELETE', path: `${P}/{id}/`, summary: 'Delete a price profile (its batches stay, and can still be undone)', auth: 'verified', response: Empty, status: 204, designed: true }),
  preview: route({ method: 'POST', path: `${P}/{id}/preview/`, summary: 'The vehicles (not sold) whose price the profile would change, old and new price, 25 a page, and how many', auth: 'verified', body: PreviewRequest, response: PreviewResponse, designed: true }),
  apply: route({ method: 'POST', path: `${P}/{id}/apply/`, summary: 'Apply the profile: every change of the preview in one transaction with an audit row (409 nothing_to_apply); the rules run on the vehicles as the transaction locks them', auth: 'verified', body: Empty, response: PriceBatchBody, status: 201, designed: true }),
  batches: route({ method: 'GET', path: `${P}/batches/`, summary: 'Applies and undos, newest first, 25 a page', auth: 'verified', response: PriceBatchListResponse, designed: true, query: { page: 'Page number, from 1' } }),
  undo: route({ method: 'POST', path: `${P}/batches/{id}/undo/`, summary: 'Undo an apply: the old prices back in one transaction with an audit row; 409 changed_since (naming the vehicles) when a price moved since', auth: 'verified', body: Empty, response: PriceBatchBody, status: 201, designed: true }),

  report: route({ method: 'GET', path: `${R}/`, summary: 'The inventory not sold with price, MSRP, cost, days in stock, last price change, and payments at the default finance and lease terms (before taxes and fees)', auth: 'verified', response: PricingReportResponse, designed: true, query: REPORT_QUERY }),
  reportExport: route({ method: 'GET', path: `${R}/export/`, summary: 'The report\'s vehicles as CSV (text/csv, UTF-8 with BOM, ";" in French), at most 20,000 rows in its order; headers X-Export-Rows and X-Export-Capped', auth: 'verified', response: t.string, designed: true, query: REPORT_QUERY }),
  history: route({ method: 'GET', path: `${R}/{id}/history/`, summary: 'A vehicle\'s price changes by price profiles (applies and undos), newest first', auth: 'verified', response: PriceHistoryResponse, designed: true }),
} as const;
