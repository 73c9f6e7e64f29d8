import type { JurisdictionTax } from './tax-jurisdiction';
import { usTaxItems } from './us-tax-items';
import { midwest } from './us-tax-midwest';
import { northeast } from './us-tax-northeast';
import { south } from './us-tax-south';
import { west } from './us-tax-west';
import { jurisdictionOf, type UsVehicleTaxBase, type UsVehicleTaxRow } from './us-vehicle-tax';

/** A region's row with the state's rule on doc fees, service contracts and GAP (us-tax-items.ts). */
function withItems(row: UsVehicleTaxBase): UsVehicleTaxRow {
  const items = usTaxItems[row.code];
  if (items === undefined) throw new Error(`no item taxability for ${row.code}`);
  const { check, ...rule } = items;
  const checks = [row.check, check === undefined ? undefined : `items: ${check}`].filter((c): c is string => c !== undefined);
  return { ...row, ...rule, ...(checks.length === 0 ? {} : { check: checks.join('; ') }) };
}

/**
 * The 50 states and DC as they tax a vehicle a dealer sells (issue 32): each state's own
 * motor-vehicle tax where it has one (Georgia's title ad valorem tax, North Carolina's highway use
 * tax, Virginia's motor vehicle sales and use tax…), its base, trade-in rule, floor or ceiling, a
 * used vehicle's own rule, how it taxes a lease, and its rule on doc fees, service contracts and
 * GAP, with the source beside each row (us-tax-*.ts). The state part only: a store's local rates by
 * ZIP are added per deal (local-tax.ts). Figures as of the author's knowledge, to be checked
 * against the cited sources before go-live (docs/status.md lists them).
 */
export const usVehicleTaxRows: readonly UsVehicleTaxRow[] = [...northeast, ...south, ...midwest, ...west].map(withItems);

export const usStateTaxes: readonly JurisdictionTax[] = usVehicleTaxRows.map(jurisdictionOf);
