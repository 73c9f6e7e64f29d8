import { Empty } from '../common';
import {
  IncentiveBody, IncentiveListResponse, IncentiveWriteRequest, LenderBody, LenderListResponse, LenderWriteRequest, OrderIncentivesRequest,
  OrderIncentivesResponse, PaymentSettingsBody, PaymentSettingsUpdateRequest, PaymentTypeBody, PaymentTypeChoicesResponse, PaymentTypesResponse,
  PaymentTypeUpdateRequest, PricingRequest, PricingResponse, ProvinceTaxBody, ProvinceTaxListResponse, ProvinceTaxUpdateRequest,
} from './payments';
import { route } from '../access/access-routes';

const D = '/api/dealer';
const S = `${D}/payment-settings`;

/**
 * The payments area: spec 002 section 7 "Payments", with the paths it leaves "not shown" designed
 * (docs/decisions/payments.md). Pricing and payment types: any staff of the dealership (corporate users may
 * read, not change); settings, lenders, incentives and province taxes: super admins only (section 6).
 */
export const paymentRoutes = {
  orderPaymentTypes: route({ method: 'GET', path: `${D}/order/{id}/payment-types/`, summary: 'The deal\'s cash, finance and lease records with their details and enabled frequencies (created from the payment settings on first read), and the lenders\' defaults', auth: 'verified', response: PaymentTypesResponse, designed: true }),
  updatePaymentType: route({ method: 'PATCH', path: `${D}/payment-type/{id}/`, summary: 'Choose the method (is_active: exactly one per deal) and/or change its details', auth: 'verified', body: PaymentTypeUpdateRequest, response: PaymentTypeBody, designed: true }),
  pricing: route({ method: 'POST', path: `${D}/payment-type/{id}/pricing/`, summary: 'Price the method with these details: the deal is assembled from the order, vehicle, fees, discounts, incentives, add-ons, lender program and taxes; the details and last payment are stored; 400 with per-field payment errors and nothing stored otherwise', auth: 'verified', body: PricingRequest, response: PricingResponse }),
  paymentTypeChoices: route({ method: 'GET', path: `${D}/payment-type-choices/`, summary: 'Cash, finance and lease with their labels and whether the dealership offers them', auth: 'verified', response: PaymentTypeChoicesResponse }),
  paymentSettings: route({ method: 'GET', path: `${S}/`, summary: 'The dealership\'s payment settings (super admins)', auth: 'verified', response: PaymentSettingsBody }),
  updatePaymentSettings: route({ method: 'POST', path: `${S}/`, summary: 'Change the whitelisted payment settings sent; 400 per field and nothing changed otherwise (super admins)', auth: 'verified', body: PaymentSettingsUpdateRequest, response: PaymentSettingsBody }),
  financingSettings: route({ method: 'GET', path: `${D}/dealership/{id}/financing-settings/`, summary: 'The payment settings of a dealership by id (the session\'s; another answers 404)', auth: 'verified', response: PaymentSettingsBody, designed: true }),
  updateFinancingSettings: route({ method: 'PUT', path: `${D}/dealership/{id}/financing-settings/`, summary: 'As POST payment-settings/, by dealership id', auth: 'verified', body: PaymentSettingsUpdateRequest, response: PaymentSettingsBody, designed: true }),
  lenders: route({ method: 'GET', path: `${S}/lenders/`, summary: 'The dealership\'s lenders with their rate and residual programs', auth: 'verified', response: LenderListResponse, query: { kind: 'bank or oem', active: 'true or false', search: 'part of the name' } }),
  createLender: route({ method: 'POST', path: `${S}/lenders/`, summary: 'Add a lender (super admins)', auth: 'verified', body: LenderWriteRequest, response: LenderBody, status: 201, designed: true }),
  fetchLender: route({ method: 'GET', path: `${S}/lenders/{id}/`, summary: 'One lender and its programs', auth: 'verified', response: LenderBody, designed: true }),
  updateLender: route({ method: 'PUT', path: `${S}/lenders/{id}/`, summary: 'Change a lender; programs sent replace its rows (super admins)', auth: 'verified', body: LenderWriteRequest, response: LenderBody, designed: true }),
  deleteLender: route({ method: 'DELETE', path: `${S}/lenders/{id}/`, summary: 'Delete a lender and its programs (super admins)', auth: 'verified', response: Empty, status: 204, designed: true }),
  incentives: route({ method: 'GET', path: `${S}/incentives/`, summary: 'The dealership\'s incentives', auth: 'verified', response: IncentiveListResponse, designed: true }),
  createIncentive: route({ method: 'POST', path: `${S}/incentives/`, summary: 'Add an incentive (super admins)', auth: 'verified', body: IncentiveWriteRequest, response: IncentiveBody, status: 201, designed: true }),
  updateIncentive: route({ method: 'PUT', path: `${S}/incentives/{id}/`, summary: 'Change an incentive (super admins)', auth: 'verified', body: IncentiveWriteRequest, response: IncentiveBody, designed: true }),
  deleteIncentive: route({ method: 'DELETE', path: `${S}/incentives/{id}/`, summary: 'Delete an incentive (super admins)', auth: 'verified', response: Empty, status: 204, designed: true }),
  orderIncentives: route({ method: 'PUT', path: `${D}/order/{id}/incentives/`, summary: 'Set the deal\'s incentives: ids of the dealership\'s active incentives that apply to its vehicle (conditional ones only when enabled)', auth: 'verified', body: OrderIncentivesRequest, response: OrderIncentivesResponse }),
  provinceTaxes: route({ method: 'GET', path: `${D}/province-tax/`, summary: 'Sales-tax rates per province and state, with their sources', auth: 'verified', response: ProvinceTaxListResponse }),
  updateProvinceTax: route({ method: 'PUT', path: `${D}/province-tax/{region}/`, summary: 'Change a province\'s or state\'s rates, 0 to 100 % (super admins)', auth: 'verified', body: ProvinceTaxUpdateRequest, response: ProvinceTaxBody, designed: true }),
} as const;
