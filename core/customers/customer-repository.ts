import type { Language } from '../access/dealer-user';
import type { ArchiveReason } from './archive-reasons';
import type { ArchiveStatus, Customer, CustomerFields, CustomerView, LeadType, OrderSummary, ShareType } from './customer';
import type { CustomerListQuery } from './customer-list-query';

/** A row of the list: the customer, and with deal filters the newest active deal that met them. */
export interface CustomerListItem extends CustomerView {
  /** Null when the list has no deal filter. */
  readonly matchingOrder: OrderSummary | null;
}

export interface CustomerPage {
  /** Matching customers, counted up to the `countLimit` asked for (so at most that). */
  readonly count: number;
  readonly items: readonly CustomerListItem[];
}

export interface DuplicateMatch {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly matchedOn: readonly ('email' | 'phone')[];
}

export interface NewCustomer extends CustomerFields {
  readonly language: Language;
  readonly leadType: LeadType;
}

/** Pre-qualification as a credit bureau soft check gives it (prequal_details/). */
export interface PrequalOffer {
  readonly lender: string;
  readonly paymentType: 'finance' | 'lease';
  readonly termMonths: number;
  readonly rateBasisPoints: number;
  readonly maxAmountCents: number;
}
export interface Prequal {
  readonly status: 'approved' | 'declined' | 'pending';
  readonly checkedAt: Date;
  readonly offers: readonly PrequalOffer[];
}

export interface CustomerFilterChoices {
  readonly makes: readonly string[];
  readonly models: readonly { readonly make: string; readonly model: string }[];
  readonly years: readonly number[];
}

/**
 * Customers of one dealership. Contract: every method is scoped to `dealershipId`; another
 * dealership's id behaves exactly like an id that does not exist (null, false, 'not_found').
 * `list` filters, orders, counts (up to `countLimit`) and pages in the database. Writes keep the search text and
 * sort keys in step with the fields.
 */
export interface CustomerRepository {
  list(dealershipId: number, query: CustomerListQuery, countLimit: number): Promise<CustomerPage>;
  /** Matching customers counted up to `countLimit` (never cached: the export's own count). */
  count(dealershipId: number, query: CustomerListQuery, countLimit: number): Promise<number>;
  /** `limit` rows of the list from `offset` (its page is ignored), in its order: the export's batches. */
  rows(dealershipId: number, query: CustomerListQuery, offset: number, limit: number): Promise<readonly CustomerListItem[]>;
  view(dealershipId: number, id: number): Promise<CustomerView | null>;
  byId(dealershipId: number, id: number): Promise<Customer | null>;
  /** Customers with the same e-mail (case-insensitive) or the same phone digits, except `exceptId`. */
  duplicates(dealershipId: number, contact: { readonly email: string; readonly phone: string }, exceptId: number | null): Promise<readonly DuplicateMatch[]>;
  create(dealershipId: number, customer: NewCustomer, at: Date): Promise<Customer>;
  update(dealershipId: number, id: number, fields: CustomerFields, at: Date): Promise<Customer | null>;
  /** 'has_orders' leaves the customer in place: deals are archived, not deleted. */
  delete(dealershipId: number, id: number): Promise<'deleted' | 'not_found' | 'has_orders'>;
  /** All or nothing: null (and nothing changed) when one of the ids is not a customer of the dealership. */
  /** Archiving keeps the reason, who and when on each; Active clears them. */
  setArchiveStatus(dealershipId: number, ids: readonly number[], change: ArchiveChange): Promise<number | null>;
  recordLinkShared(dealershipId: number, id: number, share: { readonly type: ShareType; readonly userId: number; readonly at: Date }): Promise<boolean>;
  /** The customer's invitation token, set to `candidate` the first time; null for an unknown customer. */
  invitationToken(dealershipId: number, id: number, candidate: string): Promise<string | null>;
  prequal(dealershipId: number, id: number): Promise<{ readonly found: boolean; readonly prequal: Prequal | null }>;
  /** Active customers per rep, for automatic assignment. */
  activeCustomerCounts(dealershipId: number, repIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
  /** Makes, models and years of the vehicles on the dealership's deals: filter choices that have hits. */
  filterChoices(dealershipId: number): Promise<CustomerFilterChoices>;
}

export interface ArchiveChange {
  readonly status: ArchiveStatus;
  readonly reason: ArchiveReason | null;
  readonly by: number;
  readonly at: Date;
}
