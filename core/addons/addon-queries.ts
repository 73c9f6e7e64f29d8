import * as E from 'fp-ts/Either';
import type { InvalidQuery } from '../shared/errors';
import { paramReader, parseOrdering, singleValue, type RawQuery } from '../shared/query-params';
import { ACCESSORY_CATEGORIES, ACCESSORY_ORIGINS, DEALER_PLAN_CATEGORIES, PLAN_CATEGORIES, PLAN_ORIGINS } from './addon';

export const ADDON_PAGE_SIZE = 20;

export interface AddonListQuery<C extends string> {
  readonly page: number;
  readonly pageSize: number;
  readonly search: string;
  readonly descending: boolean;
  readonly categories: readonly C[];
  readonly active: boolean | null;
  /** installed | optional (accessories), dealer | pen (plans); null: every origin. */
  readonly origin: string | null;
}

function parse<C extends string>(raw: RawQuery, categories: readonly C[], origins: readonly string[], activeDefault: boolean | null): E.Either<InvalidQuery['errors'], AddonListQuery<C>> {
  const r = paramReader(raw);
  const page = r.integer('page', 1, 1, 100_000, 'list.page_invalid');
  const pageSize = r.integer('page_size', ADDON_PAGE_SIZE, 1, 100);
  const search = r.text('search', 100);
  const ordering = parseOrdering(singleValue(raw, 'ordering') ?? 'id', ['id'] as const);
  if (ordering === null) r.fail('ordering', 'list.ordering_invalid');
  const category = r.choices('category', categories);
  const active = r.choices('active', ['true', 'false', 'all'] as const);
  if (active !== null && active.length > 1) r.fail('active', 'list.invalid_choice');
  const origin = r.choices('origin', origins);
  if (origin !== null && origin.length > 1) r.fail('origin', 'list.invalid_choice');
  const errors = r.failed();
  if (errors !== null) return E.left(errors);
  const a = active?.[0];
  return E.right({
    page, pageSize, search, descending: ordering?.descending ?? false, categories: category ?? categories,
    active: a === undefined ? activeDefault : a === 'all' ? null : a === 'true', origin: origin?.[0] ?? null,
  });
}

/** Dealer accessory list: page, page_size (20), search, ordering (id or -id), category (A, E, I), active (true, false, all; default all), origin. */
export const parseAccessoryQuery = (raw: RawQuery) => parse(raw, ACCESSORY_CATEGORIES, ACCESSORY_ORIGINS, null);
/** Dealer plan list: as accessories; categories limited to protection plan and VW upgrade. */
export const parseDealerPlanQuery = (raw: RawQuery) => parse(raw, DEALER_PLAN_CATEGORIES, PLAN_ORIGINS, null);
/** Customer accessory list: "active defaults to true". */
export const parseCustomerAccessoryQuery = (raw: RawQuery) => parse(raw, ACCESSORY_CATEGORIES, ACCESSORY_ORIGINS, true);
/** Customer plan list: active plans only, every category. */
export const parseCustomerPlanQuery = (raw: RawQuery) => parse({ ...raw, active: 'true' }, PLAN_CATEGORIES, PLAN_ORIGINS, true);
