import type { Either } from 'fp-ts/Either';
import type { FieldErrors } from '../../shared/validation';
import type { Quote } from '../engine/quote';

/**
 * What a desking grid or a target-payment search changes in the deal as it stands: the term, the
 * down payment, the vehicle's selling price or the lender (its program's rates and residuals).
 * A key left out keeps the deal's own value.
 */
export interface DeskVariant {
  readonly term?: number;
  readonly downPaymentCents?: number;
  readonly vehiclePriceCents?: number;
  /** A lender of the dealership (its program prices the cell). */
  readonly lenderId?: number;
}

/**
 * Prices the deal with one variant: the same engine function, on the same assembled deal, as the
 * pricing worksheet's single price. Never throws; a variant the engine refuses is a Left.
 */
export type DeskPricer = (variant: DeskVariant) => Either<FieldErrors, Quote>;
