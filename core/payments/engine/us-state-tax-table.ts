import type { JurisdictionTax } from './tax-jurisdiction';
import { midwest } from './us-tax-midwest';
import { northeast } from './us-tax-northeast';
import { south } from './us-tax-south';
import { west } from './us-tax-west';
import { jurisdictionOf, type UsVehicleTaxRow } from './us-vehicle-tax';

/**
 * The 50 states and DC as they tax a vehicle a dealer sells (issue 32): each state's own
 * motor-vehicle tax where it has one (Georgia's title ad valorem tax, North Carolina's highway use
 * tax, Virginia's motor vehicle sales and use tax…), its base, trade-in rule, floor or ceiling, and
 * how it taxes a lease, with the source beside each row (us-tax-*.ts). The state part only: a
 * store's local rates by ZIP are added per deal (local-tax-rate.ts). Figures as of the author's
 * knowledge, to be checked against the cited sources before go-live (docs/decisions.md).
 */
export const usVehicleTaxRows: readonly UsVehicleTaxRow[] = [...northeast, ...south, ...midwest, ...west];

export const usStateTaxes: readonly JurisdictionTax[] = usVehicleTaxRows.map(jurisdictionOf);
