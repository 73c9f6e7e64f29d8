import { isSuperAdminActor, type Actor } from '../../access/actor';
import type { Quote } from '../engine/quote';

/**
 * Front gross (issue 18.1): what the store makes on the vehicle itself, the vehicle's selling
 * price less what the store paid for it (docs/payments.md "Front gross"). The vehicle's selling
 * price here is the vehicle's price (the listing price, or a price being desked) less the store's
 * discounts of the method, as the engine's breakdown lists them; options, accessories, fees,
 * protection plans and the manufacturer's incentives are not the vehicle's gross and are left out.
 */
export interface FrontGross {
  /** The vehicle's price less the store's discounts, in cents. */
  readonly vehicleSellingPriceCents: number;
  /** What the store paid for the vehicle (vehicles.cost_cents); null: not known. */
  readonly costCents: number | null;
  /** vehicleSellingPriceCents − costCents; null when the cost is not known. */
  readonly grossCents: number | null;
}

/** The breakdown lines that make the vehicle's selling price for the gross. */
const GROSS_LINES: ReadonlySet<string> = new Set(['vehicle_price', 'discount']);

/** The front gross of a priced deal whose vehicle cost `costCents` (null: unknown). */
export function frontGross(quote: Pick<Quote, 'breakdown'>, costCents: number | null): FrontGross {
  const vehicleSellingPriceCents = quote.breakdown.reduce((sum, l) => (GROSS_LINES.has(l.code) ? sum + l.amount : sum), 0);
  return { vehicleSellingPriceCents, costCents, grossCents: costCents === null ? null : vehicleSellingPriceCents - costCents };
}

/**
 * Who sees a vehicle's cost and the front gross (decision, docs/decisions/worksheet.md "Front
 * gross, lender picker and the solved selling price"): the people who answer for the store's margin — sales managers, dealer admins, the
 * organization roles and super admins. Never a sales rep (they negotiate with the customer across
 * the desk), never a manufacturer's corporate user (the store's margin is not the maker's), never
 * a user without a role. The server leaves cost and gross out of the answers of everyone else.
 */
export function maySeeFrontGross(actor: Actor): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (actor.isCorporate || actor.role === null) return false;
  return actor.role !== 'dealer_sales_rep';
}
