import { drizzleAuditLog } from '../../adapters/persistence/shared/drizzle-audit-log';
import { auditLogContract } from './audit-log.contract';
import { forEachEngine } from './support/engines';
import { auditEntries } from './support/fixtures';

forEachEngine((engine) => {
  auditLogContract(async () => {
    const db = engine.db();
    return { audit: drizzleAuditLog(db), entries: () => auditEntries(db) };
  });
});
