import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CustomerFields } from '@dealer-panel/core/customers/customer';
import type { CustomerImportRepository, ImportCounts, ImportRowReport } from '@dealer-panel/core/customers/import/customer-import-repository';
import { IMPORT_OUTCOMES, IMPORT_STATUSES } from '@dealer-panel/core/customers/import/customer-import-repository';
import { FILLABLE_FIELDS, type RowPlan } from '@dealer-panel/core/customers/import/import-plan';
import { customerNameOf, reportOf } from '@dealer-panel/core/customers/import/import-customers';
import { normalPostalCode, type DuplicateReason } from '@dealer-panel/core/customers/duplicate-score';
import { nameSortKey } from '@dealer-panel/core/shared/search-text';
import { memberships, users } from '../access/schema';
import { orders } from '../orders/schema';
import type { Db } from '../shared/database';
import { narrow } from '../shared/column-narrowing';
import { insertJsonRows } from '../shared/json-recordset';
import { customerColumns, derivedColumns, fieldColumns, toCustomer } from './customer-columns';
import { customerImportMappings, customerImportRows, customerImports, customers } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A created customer's columns (fieldColumns' and the import's own). */
const CREATED_KEYS = ['dealershipId', 'firstName', 'lastName', 'email', 'phone', 'addressLine1', 'addressLine2', 'city', 'provinceCode', 'postalCode', 'note',
  'salesRepId', 'searchText', 'sortName', 'sortFirst', 'language', 'leadType', 'createdAt', 'updatedAt', 'emailConsent', 'emailConsentAt', 'emailConsentSource'] as const;
const noonOf = (day: string): Date => new Date(`${day}T12:00:00Z`);

const toImport = (r: typeof customerImports.$inferSelect) => ({
  id: r.id, fileName: r.fileName, status: narrow(IMPORT_STATUSES, r.status, 'failed'), total: r.total, done: r.done,
  counts: { created: r.created, matched: r.matched, refused: r.refused }, byUserId: r.byUserId, startedAt: r.startedAt, finishedAt: r.finishedAt, undoneAt: r.undoneAt,
});

/** A matched customer as the batch sees it: its columns and whether its e-mail consent is set (updated as the batch fills it). */
interface Held { current: ReturnType<typeof toCustomer>; consentSet: boolean }

/**
 * The customers the batch's matched rows reach, read and locked in ONE select (ids in order, so two
 * batches lock alike), instead of a select per row: a re-import of a whole file matches every row.
 */
async function holdMatched(tx: Tx, dealershipId: number, plans: readonly RowPlan[]): Promise<Map<number, Held>> {
  const ids = [...new Set(plans.flatMap((p) => (p.outcome === 'matched' ? [p.customerId] : [])))].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ ...customerColumns, consent: customers.emailConsent }).from(customers)
    .where(and(eq(customers.dealershipId, dealershipId), inArray(customers.id, ids))).orderBy(asc(customers.id)).for('update');
  return new Map(rows.map((r) => [r.id, { current: toCustomer(r), consentSet: r.consent !== null }]));
}

/** Matched rows: fill the columns still empty (two rows of a batch may reach one customer: `held` carries the first's fill to the second), keeping their before-image. */
async function fillMatched(tx: Tx, held: Map<number, Held>, plan: Extract<RowPlan, { outcome: 'matched' }>, at: Date): Promise<{ filled: string[]; before: Record<string, unknown> | null }> {
  const customer = held.get(plan.customerId);
  if (customer === undefined) return { filled: [], before: null };
  const { current } = customer;
  const change: Record<string, string | number> = {};
  for (const f of FILLABLE_FIELDS) { const v = plan.fill[f]; if (v !== undefined && current[f] === '') change[f] = v; }
  if (plan.fill.salesRepId !== undefined && current.salesRepId === null) change['salesRepId'] = plan.fill.salesRepId;
  const consent = plan.consent !== null && !customer.consentSet ? plan.consent : null;
  if (Object.keys(change).length === 0 && consent === null) return { filled: [], before: null };
  const next = { ...current, ...change } as CustomerFields;
  await tx.update(customers).set({
    ...fieldColumns(next), updatedAt: at,
    ...(consent === null ? {} : { emailConsent: consent.given ? 'given' : 'withdrawn', emailConsentAt: consent.date, emailConsentSource: consent.source }),
  }).where(eq(customers.id, plan.customerId));
  held.set(plan.customerId, { current: { ...current, ...change, updatedAt: at } as typeof current, consentSet: customer.consentSet || consent !== null });
  const before = Object.fromEntries(Object.keys(change).map((k) => [k, current[k as keyof typeof current]]));
  return { filled: [...Object.keys(change), ...(consent === null ? [] : ['emailConsent'])], before: { fields: before, consent: consent !== null, updatedAt: current.updatedAt.toISOString(), after: at.toISOString() } };
}

export function drizzleCustomerImportRepository(db: Db): CustomerImportRepository {
  return {
    async savedMapping(dealershipId) {
      const [row] = await db.select({ m: customerImportMappings.mapping }).from(customerImportMappings).where(eq(customerImportMappings.dealershipId, dealershipId));
      return row === undefined ? null : row.m;
    },
    async saveMapping(dealershipId, mapping, userId, at) {
      const value = mapping as Record<string, string[]>;
      await db.insert(customerImportMappings).values({ dealershipId, mapping: value, savedBy: userId, savedAt: at })
        .onConflictDoUpdate({ target: customerImportMappings.dealershipId, set: { mapping: value, savedBy: userId, savedAt: at } });
    },
    async reps(dealershipId) {
      const rows = await db.select({ id: users.id, email: users.email }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(eq(memberships.dealershipId, dealershipId));
      return new Map(rows.map((r) => [r.email.trim().toLowerCase(), r.id]));
    },
    async candidates(dealershipId, keys) {
      // A name scores 20 alone, under the threshold (40): only a name with its postal code (or an e-mail, or a phone) can
      // match, so names are looked up with their postal codes (customers_dealership_name_postal_idx), never alone.
      const named = keys.names.map((n) => ({ name: nameSortKey(n.lastName, n.firstName), postal: normalPostalCode(n.postalCode) })).filter((n) => n.name !== '' && n.postal !== '');
      const sortNames = [...new Set(named.map((n) => n.name))];
      const postals = [...new Set(named.map((n) => n.postal))];
      const any = [
        ...(keys.emails.length > 0 ? [inArray(sql`lower(${customers.email})`, [...new Set(keys.emails)])] : []),
        ...(keys.phones.length > 0 ? [inArray(customers.phone, [...new Set(keys.phones)])] : []),
        ...(sortNames.length > 0 ? [and(inArray(customers.sortName, sortNames), inArray(sql`upper(regexp_replace(${customers.postalCode}, '[[:space:]-]', '', 'g'))`, postals))] : []),
      ];
      if (any.length === 0) return [];
      const rows = await db.select({ ...customerColumns, consentAt: customers.emailConsent }).from(customers)
        .where(and(eq(customers.dealershipId, dealershipId), isNull(customers.mergedIntoId), or(...any)));
      return rows.map((r) => ({ ...toCustomer(r), emailConsentAt: r.consentAt }));
    },
    async start(dealershipId, input) {
      const [row] = await db.insert(customerImports).values({ dealershipId, fileName: input.fileName.slice(0, 255), total: input.total, byUserId: input.userId, startedAt: input.at }).returning({ id: customerImports.id });
      if (row === undefined) throw new Error('customer import not started');
      return row.id;
    },
    async writeBatch(dealershipId, importId, plans, defaults) {
      await db.transaction(async (tx) => {
        const created = plans.filter((p) => p.outcome === 'created');
        // One insert through one JSON parameter (json-recordset.ts); ids come back in the rows' order, as drizzle's multi-row insert gave them.
        const ids = await insertJsonRows(tx, customers, [...CREATED_KEYS], created.map((p) => ({
          dealershipId, ...fieldColumns({ ...p.customer.fields, salesRepId: p.repId }), language: p.customer.language ?? defaults.language, leadType: 'third_party',
          createdAt: p.customer.created === null ? defaults.at : noonOf(p.customer.created), updatedAt: defaults.at,
          ...(p.customer.consent === null ? {} : { emailConsent: p.customer.consent.given ? 'given' : 'withdrawn', emailConsentAt: p.customer.consent.date, emailConsentSource: p.customer.consent.source }),
        })), sql`id`);
        const createdIds = new Map(created.map((p, i) => [p.row, ids[i] === undefined ? null : Number(ids[i]['id'])]));
        const held = await holdMatched(tx, dealershipId, plans);
        const rows = [];
        for (const plan of plans) {
          const report = reportOf(plan);
          let before: Record<string, unknown> | null = null;
          let filled: string[] = [];
          if (plan.outcome === 'matched') ({ before, filled } = await fillMatched(tx, held, plan, defaults.at));
          rows.push({
            importId, row: plan.row, outcome: plan.outcome, customerId: plan.outcome === 'created' ? (createdIds.get(plan.row) ?? null) : report.customerId,
            reasons: [...report.reasons], refusals: [...report.refusals], warnings: [...report.warnings], before: before === null ? null : { ...before, filled },
          });
        }
        await insertJsonRows(tx, customerImportRows, ['importId', 'row', 'outcome', 'customerId', 'reasons', 'refusals', 'warnings', 'before'], rows);
        const n = (o: string) => plans.filter((p) => p.outcome === o).length;
        await tx.update(customerImports).set({
          done: sql`${customerImports.done} + ${plans.length}`, created: sql`${customerImports.created} + ${n('created')}`,
          matched: sql`${customerImports.matched} + ${n('matched')}`, refused: sql`${customerImports.refused} + ${n('refused')}`,
        }).where(and(eq(customerImports.id, importId), eq(customerImports.dealershipId, dealershipId)));
      });
    },
    async finish(dealershipId, importId, status, at) {
      await db.update(customerImports).set({ status, finishedAt: at }).where(and(eq(customerImports.id, importId), eq(customerImports.dealershipId, dealershipId)));
    },
    async list(dealershipId, offset, limit) {
      const [total] = await db.select({ n: count() }).from(customerImports).where(eq(customerImports.dealershipId, dealershipId));
      const rows = await db.select().from(customerImports).where(eq(customerImports.dealershipId, dealershipId)).orderBy(desc(customerImports.startedAt), desc(customerImports.id)).offset(offset).limit(limit);
      return { count: total?.n ?? 0, items: rows.map(toImport) };
    },
    async byId(dealershipId, importId) {
      const [row] = await db.select().from(customerImports).where(and(eq(customerImports.id, importId), eq(customerImports.dealershipId, dealershipId)));
      return row === undefined ? null : toImport(row);
    },
    async rows(dealershipId, importId, offset, limit, outcome) {
      const where = and(eq(customerImportRows.importId, importId), eq(customerImports.dealershipId, dealershipId), outcome === null ? undefined : eq(customerImportRows.outcome, outcome));
      const [total] = await db.select({ n: count() }).from(customerImportRows).innerJoin(customerImports, eq(customerImports.id, customerImportRows.importId)).where(where);
      // The customer's name as it is now (left join: an undo may have removed the customer a row created).
      const rows = await db.select({ r: customerImportRows, firstName: customers.firstName, lastName: customers.lastName }).from(customerImportRows)
        .innerJoin(customerImports, eq(customerImports.id, customerImportRows.importId))
        .leftJoin(customers, and(eq(customers.id, customerImportRows.customerId), eq(customers.dealershipId, dealershipId)))
        .where(where).orderBy(asc(customerImportRows.row)).offset(offset).limit(limit);
      return { count: total?.n ?? 0, items: rows.map(({ r, firstName, lastName }): ImportRowReport => ({
        row: r.row, outcome: narrow(IMPORT_OUTCOMES, r.outcome, 'refused'), customerId: r.customerId,
        customerName: firstName === null || lastName === null ? null : customerNameOf({ firstName, lastName }), reasons: r.reasons as DuplicateReason[], refusals: r.refusals, warnings: r.warnings,
        filled: Array.isArray(r.before?.['filled']) ? (r.before['filled'] as string[]) : [],
      })) };
    },
    async undo(dealershipId, importId, at) {
      return db.transaction(async (tx) => {
        const [imp] = await tx.select().from(customerImports).where(and(eq(customerImports.id, importId), eq(customerImports.dealershipId, dealershipId))).for('update');
        if (imp === undefined) return 'not_found' as const;
        if (imp.status !== 'done') return 'not_undoable' as const;
        // Last row first: two rows may have filled one customer, the second's before-image taken after the first's fill.
        const rows = await tx.select().from(customerImportRows).where(and(eq(customerImportRows.importId, importId), inArray(customerImportRows.outcome, ['created', 'matched'])))
          .orderBy(desc(customerImportRows.row));
        let removed = 0; let restored = 0; let kept = 0;
        for (const r of rows) {
          if (r.customerId === null) continue;
          const id = r.customerId;
          if (r.outcome === 'created') {
            const gone = await tx.transaction(async (sp) => {
              const hasDeal = await sp.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id)).limit(1);
              if (hasDeal.length > 0) return false;
              const done = await sp.delete(customers).where(and(eq(customers.id, id), eq(customers.dealershipId, dealershipId), eq(customers.updatedAt, imp.startedAt), isNull(customers.mergedIntoId))).returning({ id: customers.id });
              return done.length > 0;
            }).catch(() => false); // a row pointing at the customer (a note, a message): kept
            if (gone) removed += 1; else kept += 1;
          } else if (r.before !== null) {
            const before = r.before as { fields: Record<string, unknown>; consent: boolean; updatedAt: string; after: string };
            const [cur] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id)).for('update');
            if (cur === undefined || cur.updatedAt.toISOString() !== before.after) { kept += 1; continue; }
            const next = { ...toCustomer(cur), ...before.fields } as CustomerFields;
            await tx.update(customers).set({
              ...fieldColumns(next), ...derivedColumns(next), updatedAt: new Date(before.updatedAt),
              ...(before.consent ? { emailConsent: null, emailConsentAt: null, emailConsentSource: null } : {}),
            }).where(eq(customers.id, id));
            restored += 1;
          }
        }
        await tx.update(customerImports).set({ status: 'undone', undoneAt: at }).where(eq(customerImports.id, importId));
        const counts = { removed, restored, kept };
        return counts;
      });
    },
  };
}

export type { ImportCounts };
