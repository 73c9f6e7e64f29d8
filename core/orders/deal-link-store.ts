import type { DealLinkFacts } from '../customers/deal-link-lifetime';

/**
 * A deal's link, as its lifetime needs it (core/customers/deal-link-lifetime.ts). Contract: scoped
 * to `dealershipId` (another store's deal is unknown); `renew` is one write.
 */
export interface DealLinkStore {
  /** When the deal closed and its link was last sent again; null for an unknown deal. */
  facts(dealershipId: number, orderId: number): Promise<DealLinkFacts | null>;
  /** Records a sending of a closed deal's link at `at`; with `token`, that token replaces the link (the old one opens nothing). */
  renew(dealershipId: number, orderId: number, at: Date, token: string | null): Promise<void>;
}
