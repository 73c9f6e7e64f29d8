import { describe, expect, it } from 'vitest';
import type { NewStore } from '@dealer-panel/core/stores/organization';
import type { OrganizationRepository } from '@dealer-panel/core/stores/organization-repository';
import { SAMPLE_STORE_VALUES } from '@dealer-panel/core/stores/testing/sample-store-values';
import { unique } from './support/fixtures';

const store = (name: string): NewStore => ({ ...SAMPLE_STORE_VALUES, name, defaultLanguage: 'en_CA' });
const at = new Date('2026-12-06T12:00:00Z');

/** The OrganizationRepository contract: names unique case aside (organizations everywhere, stores per organization), even under concurrent writers. */
export function organizationRepositoryContract(make: () => Promise<OrganizationRepository>): void {
  describe('OrganizationRepository', () => {
    it('creates, reads, renames and lists an organization with its stores', async () => {
      const repo = await make();
      const name = unique('Groupe');
      const created = await repo.create(name, at);
      if (!created.ok) throw new Error('not created');
      expect(await repo.byId(created.organization.id)).toEqual({ id: created.organization.id, name });
      const s = await repo.createStore(created.organization.id, store('Toronto Motors'), at, []);
      expect(s.ok).toBe(true);
      expect(await repo.rename(created.organization.id, `${name} Nord`, at)).toEqual({ ok: true, organization: { id: created.organization.id, name: `${name} Nord` } });
      const listed = (await repo.list()).find((o) => o.id === created.organization.id);
      expect(listed).toEqual({ id: created.organization.id, name: `${name} Nord`, stores: [{ id: s.ok ? s.id : -1, name: 'Toronto Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto' }] });
    });

    it('refuses a name taken, case and spaces aside; a store name only within its organization', async () => {
      const repo = await make();
      const name = unique('Groupe');
      const a = await repo.create(name, at);
      const b = await repo.create(`${name} B`, at);
      if (!a.ok || !b.ok) throw new Error('not created');
      expect(await repo.create(` ${name.toUpperCase()} `, at)).toEqual({ ok: false, reason: 'name_taken' });
      expect(await repo.rename(b.organization.id, name.toLowerCase(), at)).toEqual({ ok: false, reason: 'name_taken' });
      expect((await repo.createStore(a.organization.id, store('Laval Auto'), at, [])).ok).toBe(true);
      expect(await repo.createStore(a.organization.id, store('LAVAL AUTO'), at, [])).toEqual({ ok: false, reason: 'name_taken' });
      expect((await repo.createStore(b.organization.id, store('Laval Auto'), at, [])).ok).toBe(true);
    });

    it('answers not_found for an unknown organization and writes nothing', async () => {
      const repo = await make();
      expect(await repo.byId(2_000_000_000)).toBeNull();
      expect(await repo.rename(2_000_000_000, unique('X'), at)).toEqual({ ok: false, reason: 'not_found' });
      expect(await repo.createStore(2_000_000_000, store(unique('Y')), at, [])).toEqual({ ok: false, reason: 'not_found' });
    });

    it('lets only one of two writers at once take a name', async () => {
      const repo = await make();
      const name = unique('Groupe');
      const both = await Promise.all([repo.create(name, at), repo.create(name, at)]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      const org = both.find((r) => r.ok);
      if (org === undefined || !org.ok) throw new Error('not created');
      const stores = await Promise.all([repo.createStore(org.organization.id, store('Twin'), at, []), repo.createStore(org.organization.id, store('twin'), at, [])]);
      expect(stores.filter((r) => r.ok)).toHaveLength(1);
    });
  });
}
