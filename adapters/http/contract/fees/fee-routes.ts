import { Empty } from '../common';
import {
  AddToOrderRequest, CustomDiscountBody, CustomDiscountListResponse, CustomDiscountRequest, CustomFeeBody, CustomFeeListResponse, CustomFeeRequest,
  GlobalDiscountBody, GlobalDiscountListResponse, GlobalDiscountRequest, GlobalFeeBody, GlobalFeeListResponse, GlobalFeeRequest,
  OrderFeeIncludedRequest, OrderFeesResponse,
} from './fees';
import { route } from '../access/access-routes';

const D = '/api/dealer/discounts';
const F = '/api/dealer/fees';
const who = 'super admin, sales manager when the dealership enables it, any role but sales rep and sales manager; never corporate users';

/** The fees area (spec 002 sections 3 and 7): global and custom fees and discounts, and a deal's rows. */
export const feeRoutes = {
  listGlobalDiscounts: route({ method: 'GET', path: `${D}/global/`, summary: 'The dealership\'s global discounts, each with the count of open deals carrying it', auth: 'verified', response: GlobalDiscountListResponse }),
  createGlobalDiscount: route({ method: 'POST', path: `${D}/global/`, summary: `Add a global discount (${who})`, auth: 'verified', body: GlobalDiscountRequest, response: GlobalDiscountBody, status: 201 }),
  replaceGlobalDiscount: route({ method: 'PUT', path: `${D}/global/{id}/`, summary: 'Replace a global discount (fields not sent take their defaults)', auth: 'verified', body: GlobalDiscountRequest, response: GlobalDiscountBody }),
  patchGlobalDiscount: route({ method: 'PATCH', path: `${D}/global/{id}/`, summary: 'Change the fields sent of a global discount', auth: 'verified', body: GlobalDiscountRequest, response: GlobalDiscountBody }),
  deleteGlobalDiscount: route({ method: 'DELETE', path: `${D}/global/{id}/`, summary: 'Delete a global discount; it leaves every deal that carried it', auth: 'verified', response: Empty, status: 204 }),
  addGlobalDiscountToOrder: route({ method: 'POST', path: `${D}/global/{id}/add_to_order/`, summary: 'Put the global discount on a deal of the dealership (idempotent); the deal\'s rows', auth: 'verified', body: AddToOrderRequest, response: OrderFeesResponse }),

  listGlobalFees: route({ method: 'GET', path: `${F}/global/`, summary: 'The dealership\'s global fees, each with the count of open deals carrying it', auth: 'verified', response: GlobalFeeListResponse }),
  createGlobalFee: route({ method: 'POST', path: `${F}/global/`, summary: `Add a global fee (${who})`, auth: 'verified', body: GlobalFeeRequest, response: GlobalFeeBody, status: 201 }),
  replaceGlobalFee: route({ method: 'PUT', path: `${F}/global/{id}/`, summary: 'Replace a global fee (fields not sent take their defaults)', auth: 'verified', body: GlobalFeeRequest, response: GlobalFeeBody }),
  patchGlobalFee: route({ method: 'PATCH', path: `${F}/global/{id}/`, summary: 'Change the fields sent of a global fee', auth: 'verified', body: GlobalFeeRequest, response: GlobalFeeBody }),
  deleteGlobalFee: route({ method: 'DELETE', path: `${F}/global/{id}/`, summary: 'Delete a global fee; it leaves every deal that carried it', auth: 'verified', response: Empty, status: 204 }),
  addGlobalFeeToOrder: route({ method: 'POST', path: `${F}/global/{id}/add_to_order/`, summary: 'Put the global fee on a deal of the dealership (idempotent); the deal\'s rows', auth: 'verified', body: AddToOrderRequest, response: OrderFeesResponse }),

  listCustomFees: route({ method: 'GET', path: `${F}/custom/`, summary: 'Custom fees (of one deal with ?order=)', auth: 'verified', response: CustomFeeListResponse, query: { order: 'a deal id of the dealership' } }),
  createCustomFee: route({ method: 'POST', path: `${F}/custom/`, summary: 'Add a custom fee to a deal (order required)', auth: 'verified', body: CustomFeeRequest, response: CustomFeeBody, status: 201 }),
  replaceCustomFee: route({ method: 'PUT', path: `${F}/custom/{id}/`, summary: 'Replace a custom fee', auth: 'verified', body: CustomFeeRequest, response: CustomFeeBody }),
  deleteCustomFee: route({ method: 'DELETE', path: `${F}/custom/{id}/`, summary: 'Delete a custom fee', auth: 'verified', response: Empty, status: 204 }),

  listCustomDiscounts: route({ method: 'GET', path: `${D}/custom/`, summary: 'Custom discounts (of one deal with ?order=)', auth: 'verified', response: CustomDiscountListResponse, query: { order: 'a deal id of the dealership' } }),
  createCustomDiscount: route({ method: 'POST', path: `${D}/custom/`, summary: 'Add a custom discount to a deal (order required)', auth: 'verified', body: CustomDiscountRequest, response: CustomDiscountBody, status: 201 }),
  replaceCustomDiscount: route({ method: 'PUT', path: `${D}/custom/{id}/`, summary: 'Replace a custom discount', auth: 'verified', body: CustomDiscountRequest, response: CustomDiscountBody }),
  deleteCustomDiscount: route({ method: 'DELETE', path: `${D}/custom/{id}/`, summary: 'Delete a custom discount', auth: 'verified', response: Empty, status: 204 }),

  orderFees: route({ method: 'GET', path: '/api/dealer/order/{id}/fees-and-discounts/', summary: 'Every global row and the deal\'s custom rows with included and applicable (core/fees/applicable-fees.ts)', auth: 'verified', response: OrderFeesResponse, designed: true, query: { method: 'cash, finance or lease (default: the deal\'s payment type)' } }),
  setOrderFeeIncluded: route({ method: 'PUT', path: '/api/dealer/order/{id}/fees-and-discounts/{feeId}/', summary: 'Include or take off a global row on the deal (custom rows are always included)', auth: 'verified', body: OrderFeeIncludedRequest, response: OrderFeesResponse, designed: true }),
} as const;
