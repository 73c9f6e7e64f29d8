import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Dealership } from '@dealer-panel/core/access/dealership';
import type { AuditEntry } from '@dealer-panel/core/shared/ports/audit-log';
import type { Db } from '../../../adapters/persistence/shared/database';
import { auditLog, dealerships, memberships, users } from '../../../adapters/persistence/schema';

/** A value no other test of the file uses (test files share their database). */
export function unique(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

export async function insertDealership(db: Db, fields: Partial<Omit<Dealership, 'id'>> = {}): Promise<number> {
  const [row] = await db.insert(dealerships).values({
    organizationId: fields.organizationId ?? null,
    name: fields.name ?? unique('Store'),
    country: fields.country ?? 'CA',
    provinceCode: fields.provinceCode ?? 'ON',
    city: fields.city ?? 'Toronto',
    postalCode: fields.postalCode ?? 'M5V 2T6',
    defaultLanguage: fields.defaultLanguage ?? 'en_CA',
    isTrsEnabled: fields.isTrsEnabled ?? false,
    useActivixCrm: fields.useActivixCrm ?? false,
    enableSalesManagerFeeDiscounts: fields.enableSalesManagerFeeDiscounts ?? false,
  }).returning({ id: dealerships.id });
  return row!.id;
}

export async function insertUser(db: Db): Promise<number> {
  const [row] = await db.insert(users).values({
    email: `${unique('user')}@conformance.test`,
    passwordHash: 'not-a-hash',
    firstName: 'Test',
    lastName: 'User',
  }).returning({ id: users.id });
  return row!.id;
}

export async function deactivateUser(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isActive: false }).where(eq(users.id, userId));
}

/** A membership row with any role text, as an older release or a hand edit could leave. */
export async function insertRawMembership(db: Db, userId: number, dealershipId: number, role: string): Promise<void> {
  await db.insert(memberships).values({ userId, dealershipId, role });
}

/** Sets a column to a value core's unions do not know, to check how the adapter narrows it. */
export async function setRawLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function auditEntries(db: Db): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(sql`${auditLog.id}`);
  return rows.map((r) => ({
    action: r.action as AuditEntry['action'],
    userId: r.userId,
    dealershipId: r.dealershipId,
    ip: r.ip,
    detail: r.detail as AuditEntry['detail'],
  }));
}
