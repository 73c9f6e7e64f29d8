import type { Language } from '../access/dealer-user';
import type { Clock } from '../shared/ports/clock';
import { dealLinkOpen, type DealLinkFacts } from './deal-link-lifetime';

/** The two links the dealership sends a customer: the invitation (customers.invitation_token) and a deal (orders.link_token). */
export const CUSTOMER_LINK_KINDS = ['invitation', 'deal'] as const;
export type CustomerLinkKind = (typeof CUSTOMER_LINK_KINDS)[number];

/**
 * What a link tells whoever holds it, and nothing more: the dealership's name and city, the
 * customer's first name and language, and for a deal its vehicle. No e-mail, phone, address, price,
 * status or id: a forwarded e-mail must not leak the customer's file.
 */
export interface CustomerLink {
  readonly kind: CustomerLinkKind;
  readonly dealershipName: string;
  readonly dealershipCity: string;
  readonly customerFirstName: string;
  readonly language: Language;
  readonly vehicle: { readonly year: number; readonly make: string; readonly model: string; readonly trim: string; readonly image: string | null } | null;
  /** Whose link it is, for the records the server keeps (never shown on the page nor sent). */
  readonly owner: { readonly dealershipId: number; readonly customerId: number; readonly orderId: number | null; readonly customerName: string };
  /** A deal link's lifetime facts (deal-link-lifetime.ts); absent for an invitation, which does not end. */
  readonly lifetime?: DealLinkFacts;
}

/** Contract: null for an unknown token, and for a deal that is archived. */
export interface CustomerLinkReader {
  byToken(kind: CustomerLinkKind, token: string): Promise<CustomerLink | null>;
}

/** Tokens are `Secrets.token()` values (at least 256 bits, URL-safe); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * A customer link by its token, or null (the caller answers a friendly 404): a deal link past its
 * lifetime (deal-link-lifetime.ts) is null like an unknown one, so whoever holds it learns nothing.
 */
export const resolveCustomerLink = (deps: { readonly customerLinks: CustomerLinkReader; readonly clock: Clock }) =>
  async (kind: CustomerLinkKind, token: string): Promise<CustomerLink | null> => {
    if (!TOKEN.test(token)) return null;
    const link = await deps.customerLinks.byToken(kind, token);
    return link !== null && link.lifetime !== undefined && !dealLinkOpen(link.lifetime, deps.clock.now()) ? null : link;
  };
