import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { fieldError, type FieldErrors } from '../../shared/validation';
import type { BreakdownLine } from './breakdown';
import type { Deal } from './deal';
import { priceLease } from './lease-deal';
import { aprOfMoneyFactor, moneyFactorOfApr } from './lease';
import { dealRate, dealResidual } from './lender-program';
import { refuseRateAboveCeiling } from './rate-ceiling';
import type { Quote } from './quote';
import { priceSale } from './sale';
import { defaultTaxTable, type TaxTable } from './tax-table';
import { taxJurisdiction } from './tax-region';
import { withLocalTax } from './local-tax';
import type { JurisdictionTax } from './tax-jurisdiction';
import { taxedAsItsState } from './vehicle-condition-tax';

/**
 * Prices a validated deal for its method: pure, exact, every step in the breakdown. Business
 * refusals (no rate for the term, a rate above the legal or program ceiling, a residual above the
 * capitalized cost, a down payment or trade-in worth more than what is owed) are field errors,
 * like the validation's. No deal it prices has a negative total, payment or amount financed.
 */
export function priceDeal(deal: Deal, taxTable: TaxTable = defaultTaxTable): Either<FieldErrors, Quote> {
  const dealer = taxTable[deal.region];
  const found = taxJurisdiction(taxTable, deal.region, deal.postalCode);
  if (dealer === undefined || found === null) return E.left(fieldError('province', 'province.unknown'));
  // US: a used vehicle's own rule, and the state's rule on doc fees, service contracts and GAP.
  const state = taxedAsItsState(deal, found);
  const { jurisdiction, note } = withLocalTax(state.jurisdiction, deal.localTax);
  const quote = priceFor(state.deal, dealer, jurisdiction);
  // US: the breakdown says which local rate applied, or that the state rate alone did. (Its last
  // line: the breakdown is the new array priceFor made, no copy of it or of the quote is needed.)
  if (note !== null && E.isRight(quote)) (quote.right.breakdown as BreakdownLine[]).push(note);
  return quote;
}

function priceFor(deal: Deal, dealer: JurisdictionTax, jurisdiction: JurisdictionTax): Either<FieldErrors, Quote> {
  switch (deal.method) {
    case 'cash':
      return priceSale(deal, 'cash', jurisdiction, null);
    case 'finance': {
      const apr = dealRate(deal, 'finance', dealer.country);
      if (apr === null) return E.left(fieldError('rate', 'rate.required'));
      const ceiling = refuseRateAboveCeiling(deal, 'finance', dealer.country, apr, false);
      return E.isLeft(ceiling) ? ceiling : priceSale(deal, 'finance', jurisdiction, apr);
    }
    case 'lease': {
      const rate = dealRate(deal, 'lease', dealer.country);
      if (rate === null) return E.left(fieldError('rate', 'rate.required'));
      const byApr = deal.settings.leaseRateMethod === 'apr';
      const ceiling = refuseRateAboveCeiling(deal, 'lease', dealer.country, rate, !byApr);
      if (E.isLeft(ceiling)) return ceiling;
      const residualPercent = dealResidual(deal);
      if (residualPercent === null) return E.left(fieldError('residual', 'residual.required'));
      const moneyFactor = byApr ? moneyFactorOfApr(rate) : rate;
      return priceLease(deal, jurisdiction, { moneyFactor, apr: byApr ? rate : aprOfMoneyFactor(rate), residualPercent });
    }
  }
}
