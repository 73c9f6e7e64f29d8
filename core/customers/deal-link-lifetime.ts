/**
 * How long a deal's link (orders.link_token, the customer's credential) keeps working. While the deal
 * is open it always does. Once the deal is closed (confirmed: sold) or lost (an ended status:
 * canceled, declined, refunded, expired, failed), it works for DEAL_LINK_DAYS_AFTER_CLOSE more days,
 * then ends: a 256-bit token e-mailed months ago must not open a customer's file forever. A link the
 * staff send again (send_order_link/) works for that many days from the sending. An archived deal's
 * link ends at once, as it always has (the link reader returns nothing for it).
 */
export const DEAL_LINK_DAYS_AFTER_CLOSE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the lifetime is computed from: when the deal closed (null while open), when its link was last sent again. */
export interface DealLinkFacts {
  readonly closedAt: Date | null;
  readonly renewedAt: Date | null;
}

/** The moment the link ends, or null while the deal is open. */
export function dealLinkEndsAt(facts: DealLinkFacts): Date | null {
  if (facts.closedAt === null) return null;
  const from = facts.renewedAt !== null && facts.renewedAt > facts.closedAt ? facts.renewedAt : facts.closedAt;
  return new Date(from.getTime() + DEAL_LINK_DAYS_AFTER_CLOSE * DAY_MS);
}

/** Whether the link still opens the deal at `now` (ended at the end moment itself). */
export function dealLinkOpen(facts: DealLinkFacts, now: Date): boolean {
  const end = dealLinkEndsAt(facts);
  return end === null || now < end;
}
