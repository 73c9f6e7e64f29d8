import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { Cents } from '../shared/money';
import { parseMoney } from '../shared/money-text';
import {
  FEE_TYPES, FEE_VEHICLE_TYPES, MARKETSCAN_TYPES, type FeeKind, type FeeOrDiscount, type FeeScope,
} from './fee-or-discount';

export const FEE_NAME_MAX_LENGTH = 100;
export const FEE_DESCRIPTION_MAX_LENGTH = 1000;
/** The largest fee or discount accepted: $100,000.00 (a typo guard; no real fee comes near). */
export const FEE_AMOUNT_MAX_CENTS = 10_000_000;

/** The writable values of a fee or discount (everything but its identity and its owner). */
export type FeeValues = Omit<FeeOrDiscount, 'id' | 'dealershipId' | 'kind' | 'scope' | 'orderId' | 'sortOrder'>;

/**
 * What a client sent, already type-checked by the contract (booleans are booleans, the amount is a
 * string): every field optional. Wire names map to these one to one (name_fr → nameFr…).
 */
export interface FeeInput {
  readonly name?: string;
  readonly nameFr?: string;
  readonly descriptionEn?: string;
  readonly descriptionFr?: string;
  readonly amount?: string;
  readonly taxability?: boolean;
  readonly includeByDefault?: boolean;
  readonly isCash?: boolean;
  readonly isFinance?: boolean;
  readonly isLease?: boolean;
  readonly applicableNew?: boolean;
  readonly applicableUsed?: boolean;
  readonly applicableCpo?: boolean;
  readonly isDemo?: boolean;
  readonly isInStock?: boolean;
  readonly isPending?: boolean;
  readonly isInTransit?: boolean;
  readonly isVirtual?: boolean;
  readonly isAsIs?: boolean;
  readonly vehicleTypes?: readonly string[];
  readonly marketscanType?: string | null;
  readonly capCost?: boolean;
  readonly residualize?: boolean;
  readonly taxInCap?: boolean;
  readonly selectableByCustomer?: boolean;
  readonly type?: string | null;
  /** Custom rows: the order the row belongs to. */
  readonly order?: number;
}

/** A new row's values before the client's: the spec's defaults (cash, finance, lease on; not included by default). */
export const DEFAULT_FEE_VALUES: Omit<FeeValues, 'amountCents' | 'name'> = {
  nameFr: '', descriptionEn: '', descriptionFr: '', taxability: true, includeByDefault: false,
  isCash: true, isFinance: true, isLease: true, applicableNew: true, applicableUsed: true, applicableCpo: true,
  isDemo: true, isInStock: true, isPending: true, isInTransit: true, isVirtual: true, isAsIs: true,
  vehicleTypes: [], marketscanType: null, capCost: false, residualize: false, taxInCap: false,
  selectableByCustomer: false, type: null,
};

/** Which fields a kind and scope carry (spec 002 section 3); the others keep their defaults. */
export function fieldsOf(kind: FeeKind, scope: FeeScope): ReadonlySet<keyof FeeValues> {
  const common: (keyof FeeValues)[] = ['name', 'nameFr', 'amountCents', 'taxability', 'includeByDefault', 'isCash', 'isFinance', 'isLease', 'applicableNew', 'applicableUsed', 'applicableCpo'];
  const globalOnly: (keyof FeeValues)[] = ['isDemo', 'isInStock', 'isPending', 'isInTransit', 'isVirtual', 'isAsIs', 'vehicleTypes'];
  const feeOnly: (keyof FeeValues)[] = ['capCost', 'residualize', 'taxInCap'];
  const globalFeeOnly: (keyof FeeValues)[] = ['selectableByCustomer', 'type', 'descriptionEn', 'descriptionFr'];
  const fields = [...common];
  if (scope === 'global') fields.push(...globalOnly, 'marketscanType');
  if (kind === 'fee') fields.push(...feeOnly);
  if (kind === 'fee' && scope === 'custom') fields.push('marketscanType');
  if (kind === 'fee' && scope === 'global') fields.push(...globalFeeOnly);
  return new Set(fields);
}

type Errors = Record<string, NonEmptyArray<string>>;

/** The language a dealership works in first: French for a store whose default language is French. */
export type StoreLanguage = 'en' | 'fr';

export const storeLanguageOf = (defaultLanguage: string): StoreLanguage => (defaultLanguage.startsWith('fr') ? 'fr' : 'en');

/**
 * The name a row must have: the one in the store's language (a Québec store works in French first),
 * the other being optional; whoever reads a row falls back to the other name when one is blank
 * (`feeNameIn`).
 */
export const requiredFeeName = (storeLanguage: StoreLanguage): 'name' | 'name_fr' => (storeLanguage === 'fr' ? 'name_fr' : 'name');

/** The name of a row in a language, falling back to the other language's when blank. */
export function feeNameIn(row: { readonly name: string; readonly nameFr: string }, language: StoreLanguage): string {
  const [first, second] = language === 'fr' ? [row.nameFr, row.name] : [row.name, row.nameFr];
  return first.trim() !== '' ? first : second;
}

const textLength = (s: string): number => [...s].length;

/**
 * The values of a row after `input` is applied over `base` (the current row for PUT/PATCH, the
 * defaults for POST), checked as a whole. Every bad field is reported at once; on any error the
 * caller changes nothing. Fields a kind or scope does not carry are ignored.
 */
export function checkFeeValues(
  kind: FeeKind,
  scope: FeeScope,
  base: Omit<FeeValues, 'amountCents' | 'name'> & { readonly name: string; readonly amountCents: Cents | null },
  input: FeeInput,
  storeLanguage: StoreLanguage = 'en',
): { readonly ok: true; readonly values: FeeValues } | { readonly ok: false; readonly errors: Errors } {
  const errors: Errors = {};
  const add = (field: string, code: string): void => { errors[field] ??= [code]; };
  const carried = fieldsOf(kind, scope);
  const pick = <K extends keyof FeeValues & keyof FeeInput>(key: K, current: FeeValues[K]): FeeValues[K] =>
    carried.has(key) && input[key] !== undefined ? (input[key] as FeeValues[K]) : current;

  const name = (input.name ?? base.name).trim();
  const nameFr = (input.nameFr ?? base.nameFr).trim();
  const required = requiredFeeName(storeLanguage);
  if ((required === 'name' ? name : nameFr) === '') add(required, 'required');
  if (textLength(name) > FEE_NAME_MAX_LENGTH) add('name', 'text.too_long');
  if (textLength(nameFr) > FEE_NAME_MAX_LENGTH) add('name_fr', 'text.too_long');
  const descriptionEn = pick('descriptionEn', base.descriptionEn).trim();
  if (textLength(descriptionEn) > FEE_DESCRIPTION_MAX_LENGTH) add('description_en', 'text.too_long');
  const descriptionFr = pick('descriptionFr', base.descriptionFr).trim();
  if (textLength(descriptionFr) > FEE_DESCRIPTION_MAX_LENGTH) add('description_fr', 'text.too_long');

  let amountCents: Cents | null = base.amountCents;
  if (input.amount !== undefined) {
    amountCents = input.amount.trim() === '' ? null : parseMoney(input.amount);
    if (input.amount.trim() !== '' && amountCents === null) add('amount', 'money.invalid');
  }
  if (amountCents === null) add('amount', 'required');
  else if (amountCents <= 0) add('amount', 'money.must_be_positive');
  else if (amountCents > FEE_AMOUNT_MAX_CENTS) add('amount', 'money.too_large');

  const isCash = pick('isCash', base.isCash);
  const isFinance = pick('isFinance', base.isFinance);
  const isLease = pick('isLease', base.isLease);
  if (!isCash && !isFinance && !isLease) add('is_cash', 'fees.payment_type_required');
  const applicableNew = pick('applicableNew', base.applicableNew);
  const applicableUsed = pick('applicableUsed', base.applicableUsed);
  const applicableCpo = pick('applicableCpo', base.applicableCpo);
  if (!applicableNew && !applicableUsed && !applicableCpo) add('applicable_new', 'fees.condition_required');

  const taxability = pick('taxability', base.taxability);
  const capCost = pick('capCost', base.capCost);
  const residualize = pick('residualize', base.residualize);
  const taxInCap = pick('taxInCap', base.taxInCap);
  if (residualize && !capCost) add('residualize', 'fees.requires_cap_cost');
  if (taxInCap && !(capCost && taxability)) add('tax_in_cap', 'fees.requires_cap_cost_and_taxability');

  const vehicleTypes = pick('vehicleTypes', base.vehicleTypes);
  if (vehicleTypes.some((v) => !(FEE_VEHICLE_TYPES as readonly string[]).includes(v))) add('vehicle_types', 'choice.invalid');
  const marketscanType = pick('marketscanType', base.marketscanType);
  if (marketscanType !== null && !(MARKETSCAN_TYPES as readonly string[]).includes(marketscanType)) add('marketscan_type', 'choice.invalid');
  const type = pick('type', base.type);
  if (type !== null && !(FEE_TYPES as readonly string[]).includes(type)) add('type', 'choice.invalid');

  if (Object.keys(errors).length > 0 || amountCents === null) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name, nameFr, descriptionEn, descriptionFr, amountCents, taxability,
      includeByDefault: pick('includeByDefault', base.includeByDefault),
      isCash, isFinance, isLease, applicableNew, applicableUsed, applicableCpo,
      isDemo: pick('isDemo', base.isDemo), isInStock: pick('isInStock', base.isInStock), isPending: pick('isPending', base.isPending),
      isInTransit: pick('isInTransit', base.isInTransit), isVirtual: pick('isVirtual', base.isVirtual), isAsIs: pick('isAsIs', base.isAsIs),
      vehicleTypes: [...new Set(vehicleTypes)], marketscanType, capCost, residualize, taxInCap,
      selectableByCustomer: pick('selectableByCustomer', base.selectableByCustomer), type,
    },
  };
}
