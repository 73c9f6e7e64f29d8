import { and, asc, desc, eq, getTableName, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CustomerView } from '@dealer-panel/core/customers/customer';
import { CUSTOMER_PAGE_SIZE, hasOrderCriteria, type CustomerListQuery, type CustomerOrderField } from '@dealer-panel/core/customers/customer-list-query';
import type { CustomerFilterChoices, CustomerListItem, CustomerPage } from '@dealer-panel/core/customers/customer-repository';
import { customerListSortKeys, customerListWhere, orderConditions, orderTerm, type SortKey } from './customer-list-sql';
import { customerColumns, toCustomer, type CustomerRow } from './customer-columns';
import type { Db } from '../shared/database';
import type { ListCountCache } from '../shared/list-count-cache';
import { countUpTo, listCountKey } from '../shared/capped-count';
import { QueryShape, literalCount, literalLimit, preparedByShape } from '../shared/query-shape';
import { orderSummaryColumns, toOrderSummary, type OrderSummaryRow } from '../orders/order-summary-columns';
import { users } from '../access/schema';
import { customers } from './schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { withCompiledRows } from '../shared/compiled-rows';
import { builtOnce } from '../shared/built-statements';
import { contactFlagFields, toContactFlags, withContactFlags } from './customer-contact-flags';

/** LIMIT 1 of a lateral deal, as a literal (see literalCount): the statement's generic plan then counts one row. */
const ONE = literalLimit(1);

/** Who archived the customer: a lookup by primary key for the page's rows only (the rep's join holds the users table's name). */
const archiver = (column: 'first_name' | 'last_name') => sql<string | null>`(select a.${sql.raw(column)} from users a where a.id = ${customers.archivedBy})`;
const viewColumns = {
  ...customerColumns, repId: users.id, repFirst: users.firstName, repLast: users.lastName,
  archivedByFirst: archiver('first_name'), archivedByLast: archiver('last_name'),
};
type ViewRow = CustomerRow & { repId: number | null; repFirst: string | null; repLast: string | null; archivedByFirst: string | null; archivedByLast: string | null };

/**
 * Filtering, ordering, counting and paging in SQL; then the newest active deal of the page's customers
 * and, with deal filters, the newest active deal that met them. The count stops at `countLimit` rows
 * (a LIMIT inside the count: the database stops reading there) and goes through the count cache.
 */
export async function listCustomers(db: Db, dealershipId: number, q: CustomerListQuery, countLimit: number, counts: ListCountCache): Promise<CustomerPage> {
  const [counted, items] = await Promise.all([
    counts.count(listCountKey('customers', dealershipId, countLimit, q), () => countCustomers(db, dealershipId, q, countLimit)),
    customerRowsAt(db, dealershipId, q, (q.page - 1) * CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZE),
  ]);
  return { count: counted, items };
}

/** Matching customers, counted up to `countLimit`: one prepared statement per shape of the query. */
export async function countCustomers(db: Db, dealershipId: number, q: CustomerListQuery, countLimit: number): Promise<number> {
  const shape = new QueryShape();
  const where = customerListWhere(db, shape, dealershipId, q);
  const limit = shape.value(countLimit);
  const query = preparedByShape(db, 'customer_count', shape.key, (name) => countUpTo(db, customers, where, limit).prepare(name));
  const [row] = await query.execute(shape.params);
  return Number(row?.n ?? 0);
}

/** Orderings whose first key the customers table indexes after the store (customers/schema.ts): a search can read the store in that order. */
const INDEXED_ORDERINGS: ReadonlySet<CustomerOrderField> = new Set(['created', 'name', 'last_name', 'email']);
/** How many of the store's customers, in the list's order, a search reads before it asks the trigram index instead. */
export const SEARCH_WINDOW = 2_000;
/** A search page ending past this row is not looked for in the window (it would rarely fill it). */
const SEARCH_WINDOW_REACH = 100;

/**
 * `limit` matching customers from `offset`, in the list's order, with their deals (the page, or a
 * batch of the export).
 *
 * A search (issue 12.8) first reads the store's newest SEARCH_WINDOW customers in the list's order
 * (its index) and keeps those that match, stopping as soon as the page is full: for a common name
 * that is a few hundred rows however large the store, where the trigram index would fetch every match
 * and sort them (at a million customers, 14,000 rows for "gagne"). When the window does not fill the
 * page, the name is rare and the trigram index finds it: the full search, planned for its own words.
 * A full page from the window is exactly the full query's page: the window is a prefix of the same
 * ordering, ties broken by the id.
 */
export async function customerRowsAt(db: Db, dealershipId: number, q: CustomerListQuery, offset: number, limit: number): Promise<CustomerListItem[]> {
  let rows: PageDealsRow[] | null = null;
  if (q.search.length > 0 && limit > 0 && offset + limit <= SEARCH_WINDOW_REACH && INDEXED_ORDERINGS.has(q.ordering.field)) {
    const inWindow = await pageRows(db, dealershipId, q, offset, limit, 'window');
    if (inWindow.length === limit) rows = inWindow;
  }
  rows ??= await pageRows(db, dealershipId, q, offset, limit, q.search.length > 0 ? 'planned' : 'prepared');
  return rows.map(toListedCustomer);
}

/**
 * How a page's statement is sent. `prepared`: named once per shape, with a generic plan (its LIMIT
 * and a zero OFFSET are literals, see literalCount). `window`: the same over the store's first
 * SEARCH_WINDOW customers in the list's order, named too (the window fixes the plan, and its words
 * are matched with strpos, see SearchMatch, so that the plan stays generic). `planned`:
 * unnamed, planned for its own words — a generic plan of `search_text like $n` cannot tell a rare
 * name (the trigram index) from a common one, and took ~25 ms of database CPU per page either way.
 */
type PageMode = 'prepared' | 'window' | 'planned';

async function pageRows(db: Db, dealershipId: number, q: CustomerListQuery, offset: number, limit: number, mode: PageMode): Promise<PageDealsRow[]> {
  if (mode === 'planned') {
    const { shape, build } = pageStatement(db, dealershipId, q, offset, limit, mode);
    return build().execute(shape.params);
  }
  // A prepared page's statement and values depend on these alone: built once per description (built-statements.ts).
  const { statement, params } = builtOnce(db, JSON.stringify(['customer_page', mode, dealershipId, offset, limit, q]), () => {
    const { shape, build } = pageStatement(db, dealershipId, q, offset, limit, mode);
    return { statement: preparedByShape(db, mode === 'window' ? 'customer_search_window' : 'customer_page_deals', shape.key, (name) => build().prepare(name)), params: shape.params };
  });
  return statement.execute(params);
}

/** The page's shape (its key and values) and how to build its statement. */
function pageStatement(db: Db, dealershipId: number, q: CustomerListQuery, offset: number, limit: number, mode: PageMode) {
  const shape = new QueryShape();
  const where = customerListWhere(db, shape, dealershipId, q, mode === 'window' ? 'scan' : 'index');
  const keys = customerListSortKeys(shape, q);
  const limitAt = literalCount(shape, 'limit', limit);
  const offsetAt = offset === 0 ? literalCount(shape, 'offset', 0) : placeholderOffset(shape, offset);
  // The window's subquery is built only with its statement (issue 34.4: building it took a tenth of a search's CPU); its value is bound now.
  const window = mode === 'window' ? windowOf(shape, dealershipId) : null;
  const matching = hasOrderCriteria(q.orders) ? orderConditions(shape, q.orders) : null;
  const build = () => pageWithDeals(db, {
    source: window === null ? customers : storeInOrder(db, window, keys, q.ordering.descending), where, keys, descending: q.ordering.descending, limitAt, offsetAt, matching,
  });
  return { shape, build };
}

/** An OFFSET past the first page stays a placeholder (a statement per page number would crowd the cache). */
function placeholderOffset(shape: QueryShape, offset: number): Placeholder {
  shape.mark('offset');
  return shape.value(offset);
}

/**
 * The store's first SEARCH_WINDOW customers in the list's order, standing in for the customers table
 * (the subquery takes its name, so every condition and key of the list applies to it unchanged).
 */
function storeInOrder(db: Db, store: Placeholder, keys: readonly SortKey[], descending: boolean) {
  return db.select().from(customers)
    .where(and(sql`${customers.dealershipId} = ${store}`, isNull(customers.mergedIntoId)))
    .orderBy(...keys.map((k) => orderTerm(k.expr, descending, k.nullsLast))).limit(WINDOW_ROWS).as(getTableName(customers));
}
const WINDOW_ROWS = literalLimit(SEARCH_WINDOW);

/** The window's mark and its store's placeholder, in the order the statement had them. */
function windowOf(shape: QueryShape, dealershipId: number): Placeholder {
  shape.mark(`window=${SEARCH_WINDOW}`);
  return shape.value(dealershipId);
}

interface PageParts {
  /** The customers table, or the window standing in for it (storeInOrder). */
  readonly source: typeof customers | ReturnType<typeof storeInOrder>;
  readonly where: SQL | undefined;
  readonly keys: readonly SortKey[];
  readonly descending: boolean;
  readonly limitAt: number | Placeholder;
  readonly offsetAt: number | Placeholder;
  /** The deal filters' conditions (orderConditions), or null without deal filters. */
  readonly matching: readonly SQL[] | null;
}

/**
 * The page and each customer's deals in ONE statement (issue 12.8: one round trip per list page).
 * The page is a subquery ordered and cut as before (so its plan is unchanged); each of its rows then
 * takes, laterally, its newest active deal (else its newest) with its deal tallies, and with deal
 * filters the newest active deal that met them (what made the customer match) — a few index probes of
 * the customer's own deals each. The outer ORDER BY repeats the page's keys, which the subquery
 * selects as k0, k1… (a subquery's order is not kept by SQL).
 */
function pageWithDeals(db: Db, parts: PageParts) {
  const { where, keys, descending, limitAt, offsetAt, matching } = parts;
  const sortColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.expr}`.as(`k${i}`)]));
  const page = db.select({
    ...customerColumns,
    repId: sql<number | null>`${users.id}`.as('rep_id'),
    repFirst: sql<string | null>`${users.firstName}`.as('rep_first'),
    repLast: sql<string | null>`${users.lastName}`.as('rep_last'),
    archivedByFirst: archiver('first_name').as('archived_by_first'),
    archivedByLast: archiver('last_name').as('archived_by_last'),
    ...sortColumns,
  // The window (a subquery named "customers") or the table: drizzle writes either in FROM, the
  // conditions and keys name "customers" either way, and the selection above is explicit, so the
  // table's type serves both.
  }).from(parts.source as typeof customers).leftJoin(users, eq(users.id, customers.salesRepId)).where(where)
    .orderBy(...keys.map((k) => orderTerm(k.expr, descending, k.nullsLast))).limit(limitAt).offset(offsetAt).as('p');
  const { vId, ...summary } = orderSummaryColumns;
  const dealColumns = { ...summary, vId: sql<number | null>`${vId}`.as('v_id') };
  const deal = db.select({
    ...dealColumns,
    active: sql<number>`(count(*) filter (where not ${orders.isArchived}) over ())::int`.as('active'),
    archived: sql<number>`(count(*) filter (where ${orders.isArchived}) over ())::int`.as('archived'),
  }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(eq(orders.customerId, page.id))
    .orderBy(asc(orders.isArchived), desc(orders.createdAt), desc(orders.id)).limit(ONE).as('d');
  // Its own alias for the vehicle id: the outer select names aliased columns without their subquery.
  const match = db.select({ ...summary, vId: sql<number | null>`${vId}`.as('m_v_id') }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(and(eq(orders.customerId, page.id), eq(orders.isArchived, false), ...(matching ?? [])))
    .orderBy(desc(orders.createdAt), desc(orders.id)).limit(ONE).as('m');
  const pageFields = Object.fromEntries(Object.keys(customerColumns).concat(['repId', 'repFirst', 'repLast', 'archivedByFirst', 'archivedByLast']).map((k) => [k, page[k as keyof typeof page]])) as unknown as Pick<typeof page, keyof typeof customerColumns | 'repId' | 'repFirst' | 'repLast' | 'archivedByFirst' | 'archivedByLast'>;
  const dealFields = Object.fromEntries(Object.keys(orderSummaryColumns).concat(['active', 'archived']).map((k) => [k, deal[k as keyof typeof deal]])) as unknown as Pick<typeof deal, keyof typeof orderSummaryColumns | 'active' | 'archived'>;
  const matchFields = Object.fromEntries(Object.keys(orderSummaryColumns).map((k) => [k, match[k as keyof typeof match]])) as unknown as Pick<typeof match, keyof typeof orderSummaryColumns>;
  const outerOrder = keys.map((_, i) => orderTerm(sql.raw(`"p"."k${i}"`), descending, keys[i]?.nullsLast ?? false));
  // The contact flags of the page's rows in the same statement (issue 34.4: no second round trip per page).
  const f = contactFlagFields(page);
  if (matching === null) return db.select({ c: pageFields, d: dealFields, m: sql<null>`null`, f }).from(page).leftJoinLateral(deal, sql`true`).orderBy(...outerOrder);
  return db.select({ c: pageFields, d: dealFields, m: matchFields, f }).from(page).leftJoinLateral(deal, sql`true`).leftJoinLateral(match, sql`true`).orderBy(...outerOrder);
}

type PageDealsRow = {
  readonly c: ViewRow;
  readonly d: (OrderSummaryRow & { readonly active: number; readonly archived: number }) | null;
  readonly m: OrderSummaryRow | null;
  readonly f: { readonly optedOut: boolean; readonly bounced: boolean };
};

/**
 * An object this file has just made, completed in place: on the list's hot path (issue 34.4) a
 * spread would copy every field of every row once more.
 */
type Fresh<T> = { -readonly [K in keyof T]: T[K] };

const present = <T extends { readonly id: number | null }>(x: T | null): x is T => x !== null && x.id !== null && x.id !== undefined;

function toListedCustomer(row: PageDealsRow): CustomerListItem {
  const item = toView(row.c, present(row.d) ? row.d : undefined) as Fresh<CustomerListItem>;
  item.matchingOrder = present(row.m) ? toOrderSummary(row.m) : null;
  item.contactFlags = toContactFlags(row.f);
  return item;
}

export async function viewCustomer(db: Db, dealershipId: number, id: number): Promise<CustomerView | null> {
  const rows = await db.select(viewColumns).from(customers).leftJoin(users, eq(users.id, customers.salesRepId))
    .where(and(eq(customers.dealershipId, dealershipId), eq(customers.id, id), isNull(customers.mergedIntoId)));
  return (await withContactFlags(db, await withDeals(db, rows)))[0] ?? null;
}

function dealsQuery(db: Db) {
  return withCompiledRows(db.selectDistinctOn([orders.customerId], {
    ...orderSummaryColumns,
    active: sql<number>`(count(*) filter (where not ${orders.isArchived}) over (partition by ${orders.customerId}))::int`,
    archived: sql<number>`(count(*) filter (where ${orders.isArchived}) over (partition by ${orders.customerId}))::int`,
  }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(sql`${orders.customerId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(orders.customerId), asc(orders.isArchived), desc(orders.createdAt), desc(orders.id))
    .prepare('customer_deals'));
}
const preparedDeals = new WeakMap<Db, ReturnType<typeof dealsQuery>>();
/**
 * The deals query of a page, built and named once per database (issue 12.8): the same SQL text for
 * any page (the ids are one array parameter), so no query building per request and one plan per
 * connection.
 */
function dealsOf(db: Db): ReturnType<typeof dealsQuery> {
  let prepared = preparedDeals.get(db);
  if (prepared === undefined) { prepared = dealsQuery(db); preparedDeals.set(db, prepared); }
  return prepared;
}

/**
 * The newest active deal of each customer and their deal tallies, in ONE query: DISTINCT ON the
 * customer, active deals first then newest, with the tallies as window counts over the customer's deals.
 */
async function withDeals(db: Db, rows: readonly ViewRow[]): Promise<CustomerView[]> {
  if (rows.length === 0) return [];
  const found = await dealsOf(db).execute({ ids: rows.map((r) => r.id) });
  const byCustomer = new Map(found.map((o) => [o.customerId, o]));
  return rows.map((row) => toView(row, byCustomer.get(row.id)));
}

/** A customer of the list or the record, with its newest deal and its tallies (undefined: no deal). */
function toView(row: ViewRow, deals: (OrderSummaryRow & { readonly active: number; readonly archived: number }) | undefined): CustomerView {
  const view = toCustomer(row) as Fresh<CustomerView>;
  view.salesRep = row.repId === null ? null : { id: row.repId, firstName: row.repFirst ?? '', lastName: row.repLast ?? '' };
  view.archivedBy = row.archivedBy === null ? null : { id: row.archivedBy, firstName: row.archivedByFirst ?? '', lastName: row.archivedByLast ?? '' };
  view.currentOrder = deals && !deals.isArchived ? toOrderSummary(deals) : null;
  view.activeOrders = Number(deals?.active ?? 0);
  view.archivedOrders = Number(deals?.archived ?? 0);
  return view;
}

/** Makes, models and years of vehicles on the dealership's active deals (what the deal filters look at), sorted. */
export async function customerFilterChoices(db: Db, dealershipId: number): Promise<CustomerFilterChoices> {
  const rows = await db.selectDistinct({ make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(orders).innerJoin(vehicles, eq(vehicles.id, orders.vehicleId)).where(and(eq(orders.dealershipId, dealershipId), eq(orders.isArchived, false)));
  const byText = (a: string, b: string) => a.localeCompare(b, 'en');
  const models = new Map<string, { make: string; model: string }>();
  for (const r of rows) models.set(`${r.make}\u0000${r.model}`, { make: r.make, model: r.model });
  return {
    makes: [...new Set(rows.map((r) => r.make))].sort(byText),
    models: [...models.values()].sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model)),
    years: [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a),
  };
}
