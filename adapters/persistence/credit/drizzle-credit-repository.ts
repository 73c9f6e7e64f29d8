import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { CreditRepository } from '@dealer-panel/core/credit/credit-repository';
import { creditSystemOf, type CreditSettings } from '@dealer-panel/core/credit/credit-settings';
import { CREDIT_STEP_STATUS } from '@dealer-panel/core/credit/credit-status';
import type { Db } from '../shared/database';
import { dealerships } from '../access/schema';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { creditChanges, creditFromRow } from './credit-columns';
import { drizzleCreditDrafts } from './drizzle-credit-drafts';
import { creditApplications } from './schema';
import { fullName } from '@dealer-panel/core/shared/person-name';

/** The store's credit flags, kept in dealerships.settings (jsonb) under these names (spec 002 "Dealer fields read"). */
function settingsOf(row: { country: string; provinceCode: string; creditApplicationSystem: string; settings: Record<string, unknown> }): CreditSettings {
  const flag = (name: string) => row.settings[name] === true;
  return {
    country: row.country === 'US' ? 'US' : 'CA', provinceCode: row.provinceCode, creditSystem: creditSystemOf(row.creditApplicationSystem),
    genderOptional: flag('is_credit_application_gender_enc_optional'), mandatorySsn: flag('mandatory_ssn'),
    mandatorySecondaryPhone: flag('mandatory_secondary_phone'), leaseDisbursementSupport: flag('lease_disbursement_support'),
  };
}

/** Credit applications in PostgreSQL or PGlite: versioned saves that keep the deal's credit-app step in the same transaction. */
export function drizzleCreditRepository(db: Db): CreditRepository {
  return {
    ...drizzleCreditDrafts(db),
    async deal(dealershipId, orderId) {
      const [row] = await db.select({
        orderId: orders.id, dealershipId: orders.dealershipId, customerId: orders.customerId, isArchived: orders.isArchived,
        firstName: customers.firstName, lastName: customers.lastName, country: dealerships.country, provinceCode: dealerships.provinceCode,
        creditApplicationSystem: dealerships.creditApplicationSystem, settings: dealerships.settings,
      }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).innerJoin(dealerships, eq(dealerships.id, orders.dealershipId))
        .where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId))).limit(1);
      if (row === undefined) return null;
      return {
        orderId: row.orderId, dealershipId: row.dealershipId, customerId: row.customerId, isArchived: row.isArchived,
        customerName: fullName(row), settings: settingsOf(row),
      };
    },
    async byOrder(dealershipId, orderId) {
      const [row] = await db.select().from(creditApplications)
        .where(and(eq(creditApplications.dealershipId, dealershipId), eq(creditApplications.orderId, orderId))).limit(1);
      return row === undefined ? null : creditFromRow(row);
    },
    async save(write, expectedVersion, now) {
      return db.transaction(async (tx) => {
        const changes = { ...creditChanges(write), updatedAt: now };
        const [row] = expectedVersion === null
          ? await tx.insert(creditApplications).values({ dealershipId: write.dealershipId, orderId: write.orderId, customerId: write.customerId, ...changes })
            .onConflictDoNothing({ target: creditApplications.orderId }).returning()
          : await tx.update(creditApplications).set({ ...changes, version: expectedVersion + 1 })
            .where(and(eq(creditApplications.orderId, write.orderId), eq(creditApplications.dealershipId, write.dealershipId), eq(creditApplications.version, expectedVersion)))
            .returning();
        if (row === undefined) return null;
        await tx.update(orders).set({ stepCreditApp: CREDIT_STEP_STATUS[write.status], updatedAt: now }).where(eq(orders.id, write.orderId));
        return creditFromRow(row);
      });
    },
    async sealedWithOtherKey(keyId, limit) {
      const rows = await db.select().from(creditApplications)
        .where(or(ne(creditApplications.applicantKeyId, keyId), and(sql`${creditApplications.coApplicantKeyId} is not null`, ne(creditApplications.coApplicantKeyId, keyId))))
        .orderBy(asc(creditApplications.id)).limit(limit);
      return rows.map(creditFromRow);
    },
    async reseal(id, version, applicant, coApplicant) {
      const rows = await db.update(creditApplications).set({
        applicantSealed: applicant.ciphertext, applicantKeyId: applicant.keyId,
        ...(coApplicant === null ? {} : { coApplicantSealed: coApplicant.ciphertext, coApplicantKeyId: coApplicant.keyId }),
      }).where(and(eq(creditApplications.id, id), eq(creditApplications.version, version))).returning({ id: creditApplications.id });
      return rows.length === 1;
    },
  };
}
