import { describe, expect, it } from 'vitest';
import type { FirstStorePlan } from '@dealer-panel/core/people/setup/first-store';
import type { FirstStoreRepository, FirstStoreWrite } from '@dealer-panel/core/people/setup/first-store-repository';
import type { AuditEntry } from '@dealer-panel/core/shared/ports/audit-log';
import { unique } from './support/fixtures';

export interface FirstStoreHarness {
  readonly setup: FirstStoreRepository;
  /** What the storage holds for the store and its admin once written (the port only reads its own state). */
  stored(ids: { readonly dealershipId: number; readonly userId: number }): Promise<{
    readonly store: { readonly organizationId: number | null; readonly provinceCode: string; readonly calendar: unknown; readonly allowedLanguages: unknown } | null;
    readonly passwordHash: string | null;
    readonly invitations: readonly { readonly kind: string; readonly expiresAt: Date }[];
    readonly audit: readonly string[];
  }>;
}

const plan = (tag: string, over: Partial<FirstStorePlan['store']> = {}): FirstStorePlan => ({
  organization: `Groupe ${tag}`,
  store: { name: `Concession ${tag}`, country: 'CA', provinceCode: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4', defaultLanguage: 'fr_CA', allowedLanguages: ['fr_CA', 'en_CA'], timeZone: null, ...over },
  admin: { email: `${tag}@laurier.example`, firstName: 'Claire', lastName: 'Gagnon', language: 'fr_CA' },
});
const at = new Date('2026-12-06T12:00:00Z');
const write = (p: FirstStorePlan, over: Partial<FirstStoreWrite> = {}): FirstStoreWrite => ({
  plan: p, adminRole: 'organization_admin', allowOthers: true,
  invitation: { tokenHash: unique('hash'), createdAt: at, expiresAt: new Date('2026-12-13T12:00:00Z') },
  audit: (ids): AuditEntry[] => [{ action: 'store_set_up', userId: null, dealershipId: ids.dealershipId, ip: 'cli', detail: { organization_id: ids.organizationId } }],
  ...over,
});

/** The FirstStoreRepository contract: one transaction, all or nothing; `changed` when a name, an e-mail or (without allowOthers) any organization is there. */
export function firstStoreRepositoryContract(make: () => Promise<FirstStoreHarness>): void {
  describe('FirstStoreRepository', () => {
    it('writes the organization, its store, the admin without a password, the invitation and the audit, and reads them back', async () => {
      const h = await make();
      const p = plan(unique('a'), { timeZone: 'America/Montreal' });
      const made = await h.setup.create(write(p));
      if (!made.ok) throw new Error('not written');
      const state = await h.setup.state({ ...p, organization: ` ${p.organization.toUpperCase()} `, admin: { ...p.admin, email: p.admin.email.toUpperCase() } });
      expect(state.organization).toEqual({ id: made.ids.organizationId, name: p.organization });
      expect(state.stores).toEqual([{ id: made.ids.dealershipId, name: p.store.name }]);
      expect(state.admin).toEqual({ id: made.ids.userId, email: p.admin.email, roles: [{ dealershipId: made.ids.dealershipId, role: 'organization_admin' }] });
      expect(state.organizations).toBeGreaterThanOrEqual(1);
      expect(await h.stored(made.ids)).toEqual({
        store: { organizationId: made.ids.organizationId, provinceCode: 'QC', calendar: { time_zone: 'America/Montreal' }, allowedLanguages: ['fr_CA', 'en_CA'] },
        passwordHash: '', invitations: [{ kind: 'invitation', expiresAt: new Date('2026-12-13T12:00:00Z') }], audit: ['store_set_up'],
      });
    });

    it('reads nothing for a plan whose organization and admin are not there', async () => {
      const h = await make();
      const state = await h.setup.state(plan(unique('none')));
      expect([state.organization, state.stores, state.admin]).toEqual([null, [], null]);
    });

    it('answers changed and writes nothing when the name or the e-mail is taken, or another organization exists without allowOthers', async () => {
      const h = await make();
      const first = plan(unique('b'));
      expect((await h.setup.create(write(first))).ok).toBe(true);
      const sameName = { ...plan(unique('c')), organization: first.organization.toLowerCase() };
      const sameEmail = { ...plan(unique('d')), admin: { ...first.admin, email: first.admin.email.toUpperCase() } };
      const alone = plan(unique('e'));
      expect(await h.setup.create(write(sameName))).toEqual({ ok: false, reason: 'changed' });
      expect(await h.setup.create(write(sameEmail))).toEqual({ ok: false, reason: 'changed' });
      expect(await h.setup.create(write(alone, { allowOthers: false }))).toEqual({ ok: false, reason: 'changed' });
      // The e-mail refusal comes after the organization and store were inserted: they are rolled back.
      expect((await h.setup.state(sameEmail)).organization).toBeNull();
      expect((await h.setup.state(alone)).organization).toBeNull();
    });
  });
}
