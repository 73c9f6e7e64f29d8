import type { Figures } from './analytics-figures';

/**
 * The dashboard's figures, counted by the database (issue 17 item 1). One query per figure, each
 * grouped by store so that a roll-up of many stores costs what one store does.
 *
 * Contract (tests/conformance/analytics-reader.test.ts, on PGlite and PostgreSQL):
 * - `figures` answers exactly one entry per asked store, in the order asked, and never counts a row
 *   of a store that was not asked;
 * - a row counts in the period when start ≤ its creation < end; merged customers never count;
 * - `awaitingDealer` is a snapshot at `now`, not bounded by the period; with `snapshot: false` it is
 *   not read (zeros): the previous period's figures do not need it again.
 */
export interface AnalyticsReader {
  figures(storeIds: readonly number[], period: { readonly start: Date; readonly end: Date }, now: Date, options?: { readonly snapshot: boolean }): Promise<readonly Figures[]>;
}
