import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { fieldError, type FieldErrors } from '../../shared/validation';
import type { Deal } from './deal';
import type { DealErrorCode } from './deal-error-codes';
import { compareRatio, ratio, type Ratio } from './ratio';
import type { Country } from './tax-jurisdiction';

/**
 * Canada's criminal interest rate: 35 % APR since 2025-01-01 (Criminal Code s. 347, as amended by
 * the Budget Implementation Act, 2023, No. 1, and the Criminal Interest Rate Regulations). A loan
 * or a lease above it is a crime to offer, whatever the lender's program says.
 */
export const CANADA_CRIMINAL_RATE_APR: Ratio = ratio(35);

/**
 * The USA has no federal ceiling for vehicle credit, and the states' caps differ (and change). A US
 * deal may not go above its lender program's highest rate for the method; without a program, above
 * 36 % APR: the Military Lending Act's cap (10 U.S.C. 987) and the ceiling most state small-loan
 * and retail-instalment laws stay under (docs/payments.md, docs/decisions/pricing.md).
 */
export const US_DEFAULT_CEILING_APR: Ratio = ratio(36);

/** The highest rate a program offers for the method (any term or tier), or null without rows. */
function programMaximum(deal: Deal, method: 'finance' | 'lease'): Ratio | null {
  if (deal.lender === null) return null;
  let max: Ratio | null = null;
  for (const row of method === 'finance' ? deal.lender.financeRates : deal.lender.leaseRates) if (max === null || compareRatio(row.rate, max) > 0) max = row.rate;
  return max;
}

const WITHIN: Either<never, null> = E.right(null);

/** An APR ceiling as a money factor (APR / 2400), to compare a money factor with. */
const asMoneyFactor = (apr: Ratio): Ratio => ratio(apr.num, apr.den * 2400);
const CANADA_CRIMINAL_MONEY_FACTOR = asMoneyFactor(CANADA_CRIMINAL_RATE_APR);
const US_DEFAULT_CEILING_MONEY_FACTOR = asMoneyFactor(US_DEFAULT_CEILING_APR);

/**
 * The rate of a finance or lease deal checked against its ceiling, compared in the rate's own terms
 * (a money factor against the ceiling's money factor, APR / 2400, so no rounding decides). Refused
 * at `rate`: over the criminal rate in Canada, over the program's maximum or 36 % in the USA.
 */
export function refuseRateAboveCeiling(deal: Deal, method: 'finance' | 'lease', country: Country, rate: Ratio, isMoneyFactor: boolean): Either<FieldErrors<DealErrorCode>, null> {
  if (country === 'CA') {
    return compareRatio(rate, isMoneyFactor ? CANADA_CRIMINAL_MONEY_FACTOR : CANADA_CRIMINAL_RATE_APR) > 0 ? E.left(fieldError('rate', 'rate.over_criminal_rate')) : WITHIN;
  }
  const program = programMaximum(deal, method);
  const ceiling = program ?? (isMoneyFactor ? US_DEFAULT_CEILING_MONEY_FACTOR : US_DEFAULT_CEILING_APR);
  if (compareRatio(rate, ceiling) <= 0) return WITHIN;
  return E.left(fieldError('rate', program === null ? 'rate.over_ceiling' : 'rate.over_program_maximum'));
}
