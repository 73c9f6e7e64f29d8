import { Empty } from '../common';
import {
  AccessoryBody, AccessoryListResponse, AccessoryRequest, CustomerAccessoryListResponse, CustomerPlanBody, CustomerPlanListResponse,
  CustomerQuestionListResponse, DealAddonsRequest, DealAddonsResponse, FallbackPriceRequest, FallbackPriceResponse, PenProductBody, PenProductListResponse, PenProductRequest,
  PlanPriceBody, PlanPriceListResponse, PlanPriceRequest, PlanTypeBody, PlanTypeListResponse, PlanTypeRequest, PrepareDataRequest,
  PrepareDataResponse, ProtectionPlanBody, ProtectionPlanListResponse, ProtectionPlanRequest, QuestionBody, QuestionListResponse, QuestionRequest,
} from './addons';
import { route, type RouteSpec } from '../access/access-routes';
import type * as t from 'io-ts';

const D = '/api/dealer/aftermarket';
const C = '/api/aftermarket';
const LIST_QUERY = {
  page: '1-based page', page_size: '1 to 100, default 20', search: 'words of the title, name, SKU or product code (case-insensitive)',
  ordering: 'id (default) or -id', active: 'true, false or all (default all)',
};

/** Standard CRUD of a base path (spec 002 section 7, "generic resource pattern"). */
function crud<N extends string, B extends t.Mixed, R extends t.Mixed, L extends t.Mixed>(name: N, base: string, what: string, body: B, response: R, list: L, designed: boolean) {
  const d = designed ? { designed: true as const } : {};
  return {
    [`${name}List`]: route({ method: 'GET', path: `${base}/`, summary: `The dealership's ${what}s`, auth: 'verified', response: list, ...d }),
    [`${name}Create`]: route({ method: 'POST', path: `${base}/`, summary: `Add a ${what}`, auth: 'verified', body, response, status: 201, ...d }),
    [`${name}Fetch`]: route({ method: 'GET', path: `${base}/{id}/`, summary: `One ${what}`, auth: 'verified', response, designed: true }),
    [`${name}Update`]: route({ method: 'PUT', path: `${base}/{id}/`, summary: `Replace a ${what} (required fields required)`, auth: 'verified', body, response, ...d }),
    [`${name}Patch`]: route({ method: 'PATCH', path: `${base}/{id}/`, summary: `Change the fields sent of a ${what}`, auth: 'verified', body, response, ...d }),
    [`${name}Remove`]: route({ method: 'DELETE', path: `${base}/{id}/`, summary: `Delete a ${what}`, auth: 'verified', response: Empty, status: 204, ...d }),
  } as unknown as Record<`${N}${'List' | 'Create' | 'Fetch' | 'Update' | 'Patch' | 'Remove'}`, RouteSpec>;
}

const DEAL_QUERY = {
  dealership: 'the dealership id (required)', channel: 'the sales channel; autotrader channels are never price-locked',
  vehicle: 'a vehicle id of the dealership (its listing price picks the price band)', term: 'months (default 12)', rate: 'the deal\'s rate (percent)',
  total_purchase_price: 'the deal\'s total, used for the band when no vehicle is given', payment_type: 'cash, finance or lease',
};

const DEAL_LINK = 'The customer\'s credential: the deal link\'s token in the X-Deal-Token header (401 customer_token_required without it; 404 when it does not open this deal).';

/** The add-ons area (spec 002 section 7, "Dealer add-ons" and "Customer add-ons"). */
export const addonRoutes = {
  ...crud('accessory', `${D}/accessory`, 'accessory', AccessoryRequest, AccessoryBody, AccessoryListResponse, false),
  accessoryImage: route({ upload: { field: 'image', holds: 'picture' }, method: 'POST', path: `${D}/accessory/{id}/image/`, summary: 'Upload the accessory image: multipart field `image` (JPEG, PNG or WebP, at most 5 MB; re-encoded, metadata stripped)', auth: 'verified', response: AccessoryBody }),
  ...crud('plan', `${D}/protection-plan`, 'protection plan', ProtectionPlanRequest, ProtectionPlanBody, ProtectionPlanListResponse, false),
  planMedia: route({ upload: { field: 'image_media', holds: 'picture' }, method: 'PATCH', path: `${D}/protection-plan/{id}/media/`, summary: 'Upload the plan files: multipart fields `image_media` (JPEG, PNG or WebP; not for the protection-plan category) and `pdf_media` (PDF), each at most 5 MB', auth: 'verified', response: ProtectionPlanBody }),
  ...crud('price', `${D}/protection-plan-price`, 'protection plan price', PlanPriceRequest, PlanPriceBody, PlanPriceListResponse, true),
  ...crud('planType', `${D}/protection-plan-type`, 'protection plan type', PlanTypeRequest, PlanTypeBody, PlanTypeListResponse, true),
  ...crud('penProduct', `${D}/pen-product`, 'PEN product', PenProductRequest, PenProductBody, PenProductListResponse, true),
  ...crud('question', `${D}/question`, 'aftermarket question', QuestionRequest, QuestionBody, QuestionListResponse, true),
  customerAccessories: route({ method: 'GET', path: `${C}/accessory/`, summary: 'Active accessories of a dealership (results and pre_installed); prices left out when pricing is locked', auth: 'none', response: CustomerAccessoryListResponse, query: { ...LIST_QUERY, dealership: 'the dealership id (required)', active: 'true (default), false or all', channel: DEAL_QUERY.channel } }),
  customerQuestions: route({ method: 'GET', path: `${C}/accessory/get_questions/`, summary: 'Active add-on questions of a dealership', auth: 'none', response: CustomerQuestionListResponse, query: { dealership: 'the dealership id (required)' } }),
  customerPlans: route({ method: 'GET', path: `${C}/protection-plan/`, summary: 'Active protection plans of a dealership', auth: 'none', response: CustomerPlanListResponse, query: { ...LIST_QUERY, dealership: DEAL_QUERY.dealership, channel: DEAL_QUERY.channel } }),
  customerPlan: route({ method: 'GET', path: `${C}/protection-plan/{id}/`, summary: 'A plan priced for a vehicle and term: the price row of the term (12 when unknown) and the vehicle\'s price band', auth: 'none', response: CustomerPlanBody, query: DEAL_QUERY }),
  prepareData: route({ method: 'POST', path: `${C}/protection-plan/prepare-data/`, summary: 'Every active plan that applies to the deal (payment type, vehicle condition and type), priced for it', auth: 'none', body: PrepareDataRequest, response: PrepareDataResponse, query: { dealership: DEAL_QUERY.dealership, channel: DEAL_QUERY.channel } }),
  logFallbackPrice: route({ method: 'POST', path: `${C}/protection-plan/log-fallback-price/`, summary: 'Record in the audit log that the customer side showed a fallback price for a plan', auth: 'none', body: FallbackPriceRequest, response: FallbackPriceResponse, query: { dealership: DEAL_QUERY.dealership } }),
  dealAddons: route({ method: 'GET', path: '/api/customer/deal/{id}/addons/', summary: `The store's add-ons for the customer's deal (id: order), where the deal is built: its active optional accessories and active protection plans that fit the deal's vehicle and payment type, each with the deal's payment with and without it (the worksheet's engine), which the deal carries, and whether the dealer holds the price (pricing_locked, locked_reason: deal_confirmed or deal_archived). ${DEAL_LINK}`, auth: 'none', response: DealAddonsResponse, designed: true }),
  dealAddonsChoose: route({ method: 'PUT', path: '/api/customer/deal/{id}/addons/', summary: `The customer's pick of add-ons on their deal (exactly accessories and protections, ids), re-priced by the engine and stored on the deal (the staff's worksheet reads it). 400 per field: reference.not_found for an id the deal is not offered (inactive, another store's, another vehicle's or payment type's), field.unknown; 409 deal_pricing_locked once the dealer confirmed the deal; 403 customer_view_read_only from a staff member's view. Nothing is stored on a refusal. ${DEAL_LINK}`, auth: 'none', body: DealAddonsRequest, response: DealAddonsResponse, designed: true }),
  media: route({ method: 'GET', path: '/api/media/{id}/', summary: 'An uploaded image or PDF, with its content type, long caching (the id changes with the file) and nosniff', auth: 'none', response: Empty, designed: true }),
} as const;
