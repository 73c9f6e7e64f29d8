import * as t from 'io-ts';
import { Empty } from '../common';
import {
  ArchiveStatusRequest, ArchiveStatusResponse, CustomerBody, CustomerFilterDataResponse, CustomerListResponse,
  CustomerWriteRequest, InvitationLinkResponse, PrequalResponse, TrackLinkSharedRequest, TrackLinkSharedResponse,
  CustomerLinkResponse,
} from './customers';
import { route } from '../access/access-routes';

const C = '/api/dealer/customer';
const list = 'a comma-separated list (repeated parameters are joined; empty values are dropped)';

/** Query parameters of GET customer/ (spec 001 section 3); a bad value answers 400 naming the parameter. */
export const CUSTOMER_LIST_QUERY: Readonly<Record<string, string>> = {
  page: '1-based page of 10; 0 or less answers 400, a page past the last answers an empty page',
  search: 'words found in the name, e-mail, address or phone (accent- and case-insensitive; phones by their digits); at most 100 characters',
  awaiting: 'all (default), dealer, customer or none: who acts next',
  ordering: 'created (default -created), updated, name, first_name, last_name, email, sales_rep, awaiting; a minus prefix means descending',
  sales_rep: `user ids, or none for unassigned customers: ${list}`,
  archive_status: `Active (default), Lost, Sold, or all: ${list}`,
  lead_type: `website, walk_in, phone, referral, third_party, chat: ${list}`,
  appointment: `unconfirmed, confirmed, cancelled, none: ${list}`,
  make: `vehicle makes (case-insensitive): ${list}`,
  model: `vehicle models (case-insensitive): ${list}`,
  year: `model years: ${list}`,
  condition: `New, Used: ${list}`,
  stock_status: `I, T, D, P, S, V, R, U, As-is: ${list}`,
  deposit: `deposit states, or none: ${list}`,
  deposit_mode: `hold, capture: ${list}`,
  awaiting_dealer: `step names of which one awaits the dealer: ${list}`,
  awaiting_customer: `step names of which one awaits the customer: ${list}`,
  order_management_status: `order-level statuses: ${list}`,
  payment_type: `cash, finance, lease: ${list}`,
  build_and_price_step: `statuses of the build-and-price step: ${list}`,
  appointment_step: `statuses of the appointment step: ${list}`,
  deposit_step: `statuses of the deposit step: ${list}`,
  credit_application_step: `statuses of the credit-app step: ${list}`,
  trade_in_step: `statuses of the trade-in step: ${list}`,
};

/** The customers area (spec 001 section 7). Deal filters match when one active deal meets them all. */
export const customerRoutes = {
  link: route({ method: 'GET', path: '/api/customer/link/{kind}/{token}/', summary: 'Public: what an invitation or deal link shows (kind invitation or deal): dealership, customer first name, the deal\'s vehicle; 404 for an unknown token, an archived deal\'s, or a closed or lost deal\'s 30 days after the close (the same answer). The customer app asks it when the customer arrives by a link: the first time for a customer is their sign-up (their account is opened and the staff who chose customer_creates_account are told, once)', auth: 'none', response: CustomerLinkResponse, designed: true }),
  export: route({ method: 'GET', path: `${C}/export/`, summary: 'The customers of the list\'s current view as a CSV file (text/csv, UTF-8 with BOM, headers in the session\'s language, ";" in French), streamed, at most 50,000 rows; headers X-Export-Rows and X-Export-Capped', auth: 'verified', response: t.string, query: CUSTOMER_LIST_QUERY, designed: true }),
  list: route({ method: 'GET', path: `${C}/`, summary: 'The customers of the session\'s dealership: filtered, searched, ordered and paged by the database', auth: 'verified', response: CustomerListResponse, query: CUSTOMER_LIST_QUERY }),
  create: route({ method: 'POST', path: `${C}/`, summary: 'Add a customer (writable fields only; 409 duplicate_customer unless allow_duplicate)', auth: 'verified', body: CustomerWriteRequest, response: CustomerBody, status: 201 }),
  update: route({ method: 'PUT', path: `${C}/{id}/`, summary: 'Edit a customer: fields sent replace the stored ones, others stay', auth: 'verified', body: CustomerWriteRequest, response: CustomerBody }),
  remove: route({ method: 'DELETE', path: `${C}/{id}/`, summary: 'Delete a customer without deals (admins and sales managers; 409 customer_has_orders otherwise)', auth: 'verified', response: Empty, status: 204 }),
  record: route({ method: 'GET', path: '/api/dealer/dealership/customers/{id}/', summary: 'One customer\'s record', auth: 'verified', response: CustomerBody }),
  setArchiveStatus: route({ method: 'POST', path: `${C}/set_archive_status/`, summary: 'Set Active, Lost or Sold on several customers at once (all or none)', auth: 'verified', body: ArchiveStatusRequest, response: ArchiveStatusResponse }),
  trackLinkShared: route({ method: 'POST', path: `${C}/{id}/track_link_shared/`, summary: 'Record that the invitation link was shared (copy), or send it (email, sms) through the outbox', auth: 'verified', body: TrackLinkSharedRequest, response: TrackLinkSharedResponse }),
  invitationLink: route({ method: 'GET', path: `${C}/{id}/invitation_link/`, summary: 'The customer\'s invitation link', auth: 'verified', response: InvitationLinkResponse, designed: true }),
  prequalDetails: route({ method: 'GET', path: `${C}/{id}/prequal_details/`, summary: 'The customer\'s pre-qualification (null when none)', auth: 'verified', response: PrequalResponse }),
  filterData: route({ method: 'GET', path: '/api/dealer/dealership/customer_list_filter_data/', summary: 'The choices of every customer list filter', auth: 'verified', response: CustomerFilterDataResponse }),
} as const;
