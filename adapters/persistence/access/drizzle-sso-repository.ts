import { and, eq, gt, lt } from 'drizzle-orm';
import { isSsoSource, SSO_NEW_USER_ROLES, type SsoConnection, type SsoNewUserRole } from '@dealer-panel/core/access/sso';
import type { SsoAssertionLedger, SsoConnectionRepository } from '@dealer-panel/core/access/sso-ports';
import type { Db } from '../shared/database';
import { ssoAssertions, ssoConnections, ssoRequests } from './schema';

type Row = typeof ssoConnections.$inferSelect;

const asRole = (s: string | null): SsoNewUserRole | null =>
  (SSO_NEW_USER_ROLES as readonly string[]).includes(s ?? '') ? (s as SsoNewUserRole) : null;

/** Rows with an unknown source (a retired one) are left out, not guessed. */
function toConnection(row: Row): SsoConnection | null {
  if (!isSsoSource(row.source)) return null;
  return {
    dealershipId: row.dealershipId, source: row.source, enabled: row.enabled, label: row.label,
    idpEntityId: row.idpEntityId, idpSsoUrl: row.idpSsoUrl, idpCertificate: row.idpCertificate,
    mfaContexts: Array.isArray(row.mfaContexts) ? row.mfaContexts.filter((s) => typeof s === 'string') : [],
    newUserRole: asRole(row.newUserRole), updatedAt: row.updatedAt,
  };
}

export function drizzleSsoConnections(db: Db): SsoConnectionRepository {
  return {
    async get(dealershipId, source) {
      const [row] = await db.select().from(ssoConnections).where(and(eq(ssoConnections.dealershipId, dealershipId), eq(ssoConnections.source, source)));
      return row ? toConnection(row) : null;
    },
    async list(dealershipId) {
      const rows = await db.select().from(ssoConnections).where(eq(ssoConnections.dealershipId, dealershipId));
      return rows.map(toConnection).filter((c): c is SsoConnection => c !== null);
    },
    async save(c) {
      const values = {
        enabled: c.enabled, label: c.label, idpEntityId: c.idpEntityId, idpSsoUrl: c.idpSsoUrl, idpCertificate: c.idpCertificate,
        mfaContexts: [...c.mfaContexts], newUserRole: c.newUserRole, updatedAt: c.updatedAt ?? new Date(),
      };
      await db.insert(ssoConnections).values({ dealershipId: c.dealershipId, source: c.source, ...values })
        .onConflictDoUpdate({ target: [ssoConnections.dealershipId, ssoConnections.source], set: values });
    },
  };
}

/** The replay ledger: the primary key decides between two processes claiming the same assertion at once. */
export function drizzleSsoLedger(db: Db): SsoAssertionLedger {
  return {
    async claim(key, until) {
      await db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, new Date()));
      const inserted = await db.insert(ssoAssertions).values({ id: key, expiresAt: until }).onConflictDoNothing().returning({ id: ssoAssertions.id });
      return inserted.length === 1;
    },
  };
}

/** How long a sign-in request id we sent stays answerable. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * The request ids we sent, shared by every process (the shape of node-saml's CacheProvider, so the
 * SAML adapter can use it as is). An id older than ten minutes reads as unknown.
 */
export function drizzleSsoRequests(db: Db, now: () => Date = () => new Date()) {
  const fresh = () => new Date(now().getTime() - SSO_REQUEST_TTL_MS);
  return {
    async saveAsync(key: string, value: string) {
      await db.delete(ssoRequests).where(lt(ssoRequests.createdAt, fresh()));
      const at = now();
      const inserted = await db.insert(ssoRequests).values({ id: key, value, createdAt: at }).onConflictDoNothing().returning({ id: ssoRequests.id });
      return inserted.length === 1 ? { value, createdAt: at.getTime() } : null;
    },
    async getAsync(key: string) {
      const [row] = await db.select({ value: ssoRequests.value }).from(ssoRequests).where(and(eq(ssoRequests.id, key), gt(ssoRequests.createdAt, fresh())));
      return row?.value ?? null;
    },
    async removeAsync(key: string | null) {
      if (key === null) return null;
      const [row] = await db.delete(ssoRequests).where(eq(ssoRequests.id, key)).returning({ value: ssoRequests.value });
      return row?.value ?? null;
    },
  };
}
export type SsoRequestStore = ReturnType<typeof drizzleSsoRequests>;
