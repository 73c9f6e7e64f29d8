import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { fieldError, type FieldErrors } from '../shared/validation';
import type { Deal } from './deal';
import { priceLease } from './lease-deal';
import { aprOfMoneyFactor, moneyFactorOfApr } from './lease';
import { dealRate, dealResidual } from './lender-program';
import type { Quote } from './quote';
import { priceSale } from './sale';
import { defaultTaxTable, type TaxTable } from './tax-table';
import { taxJurisdiction } from './tax-region';

/**
 * Prices a validated deal for its method: pure, exact, every step in the breakdown. Business
 * refusals (no rate for the term, a residual above the capitalized cost, a down payment that
 * leaves nothing to finance) are field errors, like the validation's.
 */
export function priceDeal(deal: Deal, taxTable: TaxTable = defaultTaxTable): Either<FieldErrors, Quote> {
  const dealer = taxTable[deal.region];
  const jurisdiction = taxJurisdiction(taxTable, deal.region, deal.postalCode);
  if (dealer === undefined || jurisdiction === null) return E.left(fieldError('province', 'province.unknown'));
  switch (deal.method) {
    case 'cash':
      return priceSale(deal, 'cash', jurisdiction, null);
    case 'finance': {
      const apr = dealRate(deal, 'finance', dealer.country);
      if (apr === null) return E.left(fieldError('rate', 'rate.required'));
      return priceSale(deal, 'finance', jurisdiction, apr);
    }
    case 'lease': {
      const rate = dealRate(deal, 'lease', dealer.country);
      if (rate === null) return E.left(fieldError('rate', 'rate.required'));
      const residualPercent = dealResidual(deal);
      if (residualPercent === null) return E.left(fieldError('residual', 'residual.required'));
      const byApr = deal.settings.leaseRateMethod === 'apr';
      const moneyFactor = byApr ? moneyFactorOfApr(rate) : rate;
      return priceLease(deal, jurisdiction, { moneyFactor, apr: byApr ? rate : aprOfMoneyFactor(rate), residualPercent });
    }
  }
}
