import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLog } from '@dealer-panel/core/shared/ports/audit-log';

export interface AuditLogHarness {
  readonly audit: AuditLog;
  /** Every entry written so far, oldest first (read from the storage; the port only appends). */
  entries(): Promise<readonly AuditEntry[]>;
}

/** The AuditLog contract: append-only, each entry kept as recorded, in order. */
export function auditLogContract(make: () => Promise<AuditLogHarness>): void {
  describe('AuditLog', () => {
    it('appends entries in order, each as recorded', async () => {
      const h = await make();
      const before = (await h.entries()).length;
      const first: AuditEntry = { action: 'sign_in_failed', userId: null, dealershipId: null, ip: '203.0.113.7', detail: { email: 'x@example.com', reason: 'bad_password' } };
      const second: AuditEntry = { action: 'dealership_switched', userId: 7, dealershipId: 3, ip: '::1', detail: { from: 2, to: 3, remembered: true, note: null } };
      await h.audit.record(first);
      await h.audit.record(second);
      expect((await h.entries()).slice(before)).toEqual([first, second]);
    });

    it('keeps earlier entries when more are recorded', async () => {
      const h = await make();
      await h.audit.record({ action: 'sign_out', userId: 1, dealershipId: null, ip: '', detail: {} });
      const snapshot = await h.entries();
      await h.audit.record({ action: 'sign_in', userId: 1, dealershipId: null, ip: '', detail: { françaisÉ: 'Hélène' } });
      const after = await h.entries();
      expect(after.slice(0, snapshot.length)).toEqual(snapshot);
      expect(after).toHaveLength(snapshot.length + 1);
      expect(after.at(-1)?.detail).toEqual({ françaisÉ: 'Hélène' });
    });
  });
}
