import { eq } from 'drizzle-orm';
import { drizzleFirstStoreRepository } from '../../adapters/persistence/people/drizzle-first-store-repository';
import { dealerships, passwordResetTokens, users } from '../../adapters/persistence/access/schema';
import { auditLog } from '../../adapters/persistence/shared/schema';
import { firstStoreRepositoryContract } from './first-store-repository.contract';
import { forEachEngine } from './support/engines';

forEachEngine((engine) => {
  firstStoreRepositoryContract(async () => {
    const db = engine.db();
    return {
      setup: drizzleFirstStoreRepository(db),
      async stored(ids) {
        const [store] = await db.select({ organizationId: dealerships.organizationId, provinceCode: dealerships.provinceCode, calendar: dealerships.calendar, allowedLanguages: dealerships.allowedLanguages })
          .from(dealerships).where(eq(dealerships.id, ids.dealershipId));
        const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ids.userId));
        const invitations = await db.select({ kind: passwordResetTokens.kind, expiresAt: passwordResetTokens.expiresAt }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, ids.userId));
        const audit = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.dealershipId, ids.dealershipId));
        return { store: store ?? null, passwordHash: user?.passwordHash ?? null, invitations, audit: audit.map((a) => a.action) };
      },
    };
  });
});
