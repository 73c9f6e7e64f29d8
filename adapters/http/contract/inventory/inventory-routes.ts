import * as t from 'io-ts';
import {
  ModelsResponse, PaymentFiltersResponse, RecentSearchesResponse, VehicleBody, VehicleFiltersDataResponse, VehicleModelsResponse,
  VehiclePriceHistoryResponse, VehicleRecordResponse, VehicleSearchResponse, VehicleTrimsResponse,
} from './inventory';
import { route } from '../access/access-routes';

const I = '/api/dealer/inventory';
const D = '/api/dealer/dealership';
const list = 'comma-separated; repeated parameters are joined and empty values dropped';

export const VEHICLE_SEARCH_QUERY: Readonly<Record<string, string>> = {
  page: '1-based page of 12', search: 'words found in the year, make, model, trim, colour, VIN or stock number (accent- and case-insensitive)',
  make: `makes (${list})`, model: `models (${list})`, trim: `trims (${list})`, exterior_color: `colours (${list})`,
  year: `model years (${list})`, year_min: 'oldest model year', year_max: 'newest model year', condition: `New, Used (${list})`,
  stock_status: `I, T, D, P, S, V, R, U, As-is (${list}); default: every status but S and U`,
  body_type: `Sedan, Hatchback, SUV, Truck, Coupe, Minivan, Wagon, Convertible (${list})`,
  fuel_type: `Diesel, Gasoline, Electric, Hybrid, Plug-in Hybrid (${list})`, price_min: 'dollars', price_max: 'dollars',
  odometer_max: 'km (CA) or miles (US)', payment_type: 'cash, finance or lease: what payment_min and payment_max compare',
  payment_min: 'dollars: the price (cash) or the advertised monthly payment (finance, lease)',
  payment_max: 'dollars; at or above the cap (cash 70000, finance 1000, lease 1000) there is no upper bound',
  ordering: 'arrival_date (default -arrival_date), price, year, odometer, make, created; a minus prefix means descending',
};

/** The inventory area (spec 001 section 7, spec 000 section 7). */
export const inventoryRoutes = {
  search: route({ method: 'GET', path: `${I}/search/`, summary: 'Search the dealership\'s vehicles; searches with filters are remembered per user', auth: 'verified', response: VehicleSearchResponse, query: VEHICLE_SEARCH_QUERY }),
  paymentFilters: route({ method: 'GET', path: `${I}/search_payment_filters/`, summary: 'Ranges of the payment filter per payment type, capped (cash 70000, finance 1000, lease 1000)', auth: 'verified', response: PaymentFiltersResponse }),
  models: route({ method: 'GET', path: `${I}/models/`, summary: 'Models in stock with their counts', auth: 'verified', response: ModelsResponse, query: { make: `makes (${list})`, condition: `New, Used (${list})`, stock_status: `statuses (${list}); default: every status but S and U` } }),
  recentSearches: route({ method: 'GET', path: `${I}/recent_searches/`, summary: 'The user\'s 10 most recent searches at this dealership, newest first', auth: 'verified', response: RecentSearchesResponse }),
  record: route({ method: 'GET', path: `${I}/vehicles/{id}/`, summary: 'One vehicle\'s page: the vehicle, its cost (for those who may see it), last price change, when it left the feed, the deals holding it and the imports that changed it; admins and sales managers', auth: 'verified', response: VehicleRecordResponse, designed: true }),
  priceHistory: route({
    method: 'GET', path: `${I}/vehicles/{id}/price_history/`, auth: 'verified', response: VehiclePriceHistoryResponse, designed: true,
    summary: 'One page (50) of a vehicle\'s listing price changes, newest first (feeds and price profiles merged), with their count; the vehicle\'s page holds page 1. 400 invalid_query for a bad page; admins and sales managers',
    query: { page: 'Page number, from 1' },
  }),
  vehicle: route({ method: 'GET', path: '/api/customer/inventory/{id}/', summary: 'One vehicle of the session\'s dealership', auth: 'verified', response: VehicleBody }),
  vehicleModels: route({ method: 'GET', path: `${D}/vehicle_models/`, summary: 'Every make and model the dealership stocks or stocked', auth: 'verified', response: VehicleModelsResponse, query: { make: `makes (${list})` } }),
  vehicleTrims: route({ method: 'GET', path: `${D}/vehicle_trims/`, summary: 'Trims of the given makes and models', auth: 'verified', response: VehicleTrimsResponse, query: { make: `makes (${list})`, model: `models (${list})` } }),
  vehicleFiltersData: route({ method: 'GET', path: `${D}/vehicle_filters_data/`, summary: 'Every value of the inventory filters', auth: 'verified', response: VehicleFiltersDataResponse }),
  vehicleArt: route({ method: 'GET', path: '/api/vehicle-art/{name}', summary: 'A generated picture (image/svg+xml) of a body type in a colour, e.g. suv-1f3a93.svg; the demo inventory\'s photos', auth: 'none', response: t.string, designed: true }),
} as const;
