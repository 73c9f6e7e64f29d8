import type { Actor } from '../access/actor';
import { canAccessRoute } from '../access/route-access';
import type { PlanPrice } from './addon';

/** Spec 002 section 9: "Default protection term is 12 when unknown." */
export const DEFAULT_PROTECTION_TERM = 12;

/**
 * Who may see the dealer add-on API: the same rule as the /aftermarket screen ("aftermarket and
 * questionnaire are blocked for sales rep and sales manager"; users with no role denied).
 */
export function canViewAddons(actor: Actor): boolean {
  return canAccessRoute('aftermarket', actor, { isTrsEnabled: false, enableSalesManagerFeeDiscounts: false }, { enableAnalyticsDashboard: true }).allowed;
}

/** Writes also exclude corporate-kind users, who may look but not act. */
export function canEditAddons(actor: Actor): boolean {
  return canViewAddons(actor) && !actor.isCorporate;
}

/**
 * Spec 002 section 4: "Pricing is locked when the user is not logged in, the dealer requires login
 * (compulsory_login) and the channel is not an autotrader one." An autotrader channel is any
 * channel whose name starts with "autotrader" (autotrader, autotrader_ca, autotrader-us…).
 */
export function isPricingLocked(input: { readonly loggedIn: boolean; readonly compulsoryLogin: boolean; readonly channel: string | null }): boolean {
  const autotrader = (input.channel ?? '').trim().toLowerCase().startsWith('autotrader');
  return !input.loggedIn && input.compulsoryLogin && !autotrader;
}

/**
 * The price row of a plan for a deal: rows of the term (the default term 12 when the term is
 * unknown or has no row), then those whose vehicle price band holds the vehicle's price (an open
 * band end matches anything; with no vehicle price only rows without a band match), the narrowest
 * band first, then the shortest distance (unlimited last), then the lowest id. Null when none fits.
 */
export function pickPlanPrice(prices: readonly PlanPrice[], deal: { readonly term: number | null; readonly vehiclePriceCents: number | null }): PlanPrice | null {
  const terms = [deal.term, DEFAULT_PROTECTION_TERM].filter((t): t is number => t !== null);
  for (const term of terms) {
    const fits = prices.filter((p) => p.term === term && inBand(p, deal.vehiclePriceCents));
    const best = [...fits].sort(compareRows)[0];
    if (best !== undefined) return best;
  }
  return null;
}

function inBand(p: PlanPrice, price: number | null): boolean {
  if (price === null) return p.minVehiclePriceCents === null && p.maxVehiclePriceCents === null;
  return (p.minVehiclePriceCents === null || price >= p.minVehiclePriceCents) && (p.maxVehiclePriceCents === null || price <= p.maxVehiclePriceCents);
}

const width = (p: PlanPrice) => (p.maxVehiclePriceCents ?? Number.MAX_SAFE_INTEGER) - (p.minVehiclePriceCents ?? 0);

function compareRows(a: PlanPrice, b: PlanPrice): number {
  return width(a) - width(b)
    || (a.distance ?? Number.MAX_SAFE_INTEGER) - (b.distance ?? Number.MAX_SAFE_INTEGER)
    || a.id - b.id;
}
