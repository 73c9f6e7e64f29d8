import { Empty } from '../common';
import {
  CommissionNumberRequest, CommissionNumberValidResponse, EasyLinksResponse, OrderArchiveRequest, OrderBody, OrderCreateRequest, OrderListResponse, OrderUpdateRequest, SendOrderLinkResponse,
} from './orders';
import { OrderAddonsResponse } from '../addons/addons';
import { route } from '../access/access-routes';

const O = '/api/dealer/order';

/** The orders (deals) area: spec 001 section 7, with the generic CRUD the spec leaves "not shown". */
export const orderRoutes = {
  list: route({
    method: 'GET', path: `${O}/`, summary: 'Deals of the session\'s dealership, newest first', auth: 'verified', response: OrderListResponse, designed: true,
    query: {
      page: '1-based page', page_size: '1 to 100, default 20', customer: 'a customer id',
      is_archived: 'false (default: the active list), true (the archived list) or all', payment_type: 'cash, finance, lease (comma-separated)',
      status: 'order-level statuses (comma-separated)', ordering: 'created (default -created) or updated; a minus prefix means descending',
    },
  }),
  create: route({ method: 'POST', path: `${O}/`, summary: 'Add a deal: customer, vehicle, payment type (the dealership default when absent), down payments, campaign', auth: 'verified', body: OrderCreateRequest, response: OrderBody, status: 201, designed: true }),
  fetch: route({ method: 'GET', path: `${O}/{id}/`, summary: 'One deal', auth: 'verified', response: OrderBody, designed: true }),
  update: route({ method: 'PUT', path: `${O}/{id}/`, summary: 'Change the writable fields sent (the vehicle is dropped); the note needs the edit-order-note right', auth: 'verified', body: OrderUpdateRequest, response: OrderBody, designed: true }),
  patch: route({ method: 'PATCH', path: `${O}/{id}/`, summary: 'As PUT: the fields sent change, the others stay', auth: 'verified', body: OrderUpdateRequest, response: OrderBody, designed: true }),
  remove: route({ method: 'DELETE', path: `${O}/{id}/`, summary: 'Delete a deal (admins and sales managers)', auth: 'verified', response: Empty, status: 204, designed: true }),
  setArchiveStatus: route({ method: 'PATCH', path: `${O}/{id}/set_archive_status_order/`, summary: 'Archive or restore a deal; the time and the user are kept', auth: 'verified', body: OrderArchiveRequest, response: OrderBody }),
  confirm: route({ method: 'POST', path: `${O}/{id}/confirm_order/`, summary: 'Confirm the deal (status completed)', auth: 'verified', body: Empty, response: OrderBody }),
  sendLink: route({ method: 'POST', path: `${O}/{id}/send_order_link/`, summary: 'E-mail the deal\'s link to the customer (through the outbox). A closed or lost deal\'s link ends 30 days after the close; sending it again makes it work 30 days from the sending, under a new token when it had ended', auth: 'verified', body: Empty, response: SendOrderLinkResponse }),
  easyLinks: route({ method: 'GET', path: `${O}/{id}/easy_links/`, summary: 'The customer\'s links to the deal and to each step', auth: 'verified', response: EasyLinksResponse }),
  validateCommissionNumber: route({ method: 'POST', path: `${O}/{id}/validate_commission_number/`, summary: 'Check a commission number for the deal (1 to 20 letters, digits, hyphens; unique in the dealership)', auth: 'verified', body: CommissionNumberRequest, response: CommissionNumberValidResponse }),
  addons: route({ method: 'GET', path: `${O}/{id}/addons/`, summary: 'What the deal may be sold with, for any staff: the active optional accessories and active protection plans that fit its vehicle (body type, condition), plans with their payment types and prices per term', auth: 'verified', response: OrderAddonsResponse, designed: true }),
  changeCommissionNumber: route({ method: 'POST', path: `${O}/{id}/change_commission_number/`, summary: 'Give the deal a commission number (checked again)', auth: 'verified', body: CommissionNumberRequest, response: OrderBody }),
} as const;
