import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';
import type { Accessory, ProtectionPlan } from './addon';

/** What decides which add-ons fit a deal: its payment type and its vehicle (null: none yet). */
export interface DealFit {
  readonly paymentType: string;
  readonly bodyType: string | null;
  readonly condition: string | null;
}

export interface OfferedAddons {
  readonly accessories: readonly Accessory[];
  readonly plans: readonly ProtectionPlan[];
}

/** The customer's pick: accessory ids and protection plan ids. */
export interface AddonSelection {
  readonly accessories: readonly number[];
  readonly protections: readonly number[];
}

/** Why the customer may not change the deal's add-ons (the dealer holds its price). */
export type DealPricingLock = 'deal_confirmed' | 'deal_archived';

/** An empty list fits every vehicle; otherwise the vehicle's value must be in it (any case). Without a vehicle, only an empty list fits. */
const fits = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.some((x) => x.toLowerCase() === value.toLowerCase()));

/**
 * What the store offers the customer for this deal: its active optional accessories (factory-installed
 * ones are in the vehicle's price) and its active plans sold with the deal's payment type, each fitting
 * the vehicle's body type (and condition, for plans).
 */
export function offeredAddons(accessories: readonly Accessory[], plans: readonly ProtectionPlan[], deal: DealFit): OfferedAddons {
  return {
    accessories: accessories.filter((a) => a.active && !a.preInstalled && fits(a.vehicleTypes, deal.bodyType)),
    plans: plans.filter((p) => p.active && p.paymentTypes.includes(deal.paymentType)
      && fits(p.vehicleConditions, deal.condition) && fits(p.vehicleTypes, deal.bodyType)),
  };
}

const KEYS = ['accessories', 'protections'] as const;

/** The body of the customer's pick: exactly the two id lists (duplicates dropped); each bad field named. */
export function readSelection(raw: Readonly<Record<string, unknown>>): E.Either<FieldErrors, AddonSelection> {
  const errors: Record<string, [string]> = {};
  for (const k of Object.keys(raw)) if (!(KEYS as readonly string[]).includes(k)) errors[k] = ['field.unknown'];
  const lists: Record<string, number[]> = {};
  for (const k of KEYS) {
    const v = raw[k];
    if (v === undefined) errors[k] = ['required'];
    else if (!Array.isArray(v) || v.length > 100) errors[k] = ['list.invalid'];
    else if (!v.every((x) => typeof x === 'number' && Number.isSafeInteger(x) && x > 0)) errors[k] = ['item.invalid'];
    else lists[k] = [...new Set(v as number[])];
  }
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({ accessories: lists.accessories ?? [], protections: lists.protections ?? [] });
}

/** An id the deal is not offered is refused, unless the deal already carries it (the dealer may have put it there). */
export function selectionErrors(offered: OfferedAddons, chosen: AddonSelection, current: { readonly accessoryIds: readonly number[]; readonly protectionIds: readonly number[] }): FieldErrors | null {
  const errors: Record<string, [string]> = {};
  const accessories = new Set([...offered.accessories.map((a) => a.id), ...current.accessoryIds]);
  const plans = new Set([...offered.plans.map((p) => p.id), ...current.protectionIds]);
  if (!chosen.accessories.every((id) => accessories.has(id))) errors.accessories = ['reference.not_found'];
  if (!chosen.protections.every((id) => plans.has(id))) errors.protections = ['reference.not_found'];
  return Object.keys(errors).length === 0 ? null : errors;
}

/** The dealer holds the deal's price once they confirmed it (or archived the deal): the customer's add-ons are then read-only. */
export function dealPricingLock(order: { readonly confirmedAt: Date | null; readonly isArchived: boolean }): DealPricingLock | null {
  if (order.isArchived) return 'deal_archived';
  return order.confirmedAt === null ? null : 'deal_confirmed';
}
