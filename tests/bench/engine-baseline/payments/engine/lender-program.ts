import type { Deal, RateProgramRow, ResidualProgramRow } from './deal';
import type { Country } from './tax-jurisdiction';
import type { Ratio } from './ratio';

/**
 * The rate of a term in a lender's program. In the USA a row may require a credit score: the
 * customer gets the row of the highest tier their score reaches (ties: the lower rate). Canada has
 * no credit scores: only rows without one count there.
 */
export function programRate(rows: readonly RateProgramRow[], term: number, country: Country, creditScore: number | null): Ratio | null {
  let best: RateProgramRow | null = null;
  for (const row of rows) {
    if (term < row.termFrom || term > row.termTo) continue;
    const min = row.minCreditScore;
    if (min !== null && (country === 'CA' || creditScore === null || creditScore < min)) continue;
    if (best === null) { best = row; continue; }
    const tier = (min ?? 0) - (best.minCreditScore ?? 0);
    if (tier > 0 || (tier === 0 && row.rate.num * best.rate.den < best.rate.num * row.rate.den)) best = row;
  }
  return best?.rate ?? null;
}

/** The residual of a term and distance allowance: an exact distance match first, else a row for any distance. */
export function programResidual(rows: readonly ResidualProgramRow[], term: number, distance: number | null): Ratio | null {
  const ofTerm = rows.filter((r) => r.term === term);
  const exact = ofTerm.find((r) => r.distanceAllowance !== null && r.distanceAllowance === distance);
  return (exact ?? ofTerm.find((r) => r.distanceAllowance === null))?.residual ?? null;
}

/** The deal's rate: the one the dealer set, else the lender program's for the method. */
export function dealRate(deal: Deal, method: 'finance' | 'lease', country: Country): Ratio | null {
  if (deal.rate !== null) return deal.rate;
  if (deal.lender === null || deal.term === null) return null;
  return programRate(method === 'finance' ? deal.lender.financeRates : deal.lender.leaseRates, deal.term, country, deal.creditScore);
}

export function dealResidual(deal: Deal): Ratio | null {
  if (deal.residualPercent !== null) return deal.residualPercent;
  if (deal.lender === null || deal.term === null) return null;
  return programResidual(deal.lender.residuals, deal.term, deal.distanceAllowance);
}
