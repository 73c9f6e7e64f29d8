/**
 * The calendar day the date-of-birth rules compare with: the UTC day. Decision: a store's zone is
 * at most a few hours off UTC, which shifts an 18th birthday by a day at most around midnight;
 * the lender checks the age again.
 */
export function localDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
