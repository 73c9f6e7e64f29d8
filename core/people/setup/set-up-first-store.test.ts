import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/ports/audit-log';
import type { DealerRole } from '../../access/role';
import type { FirstStoreCommand } from './first-store';
import type { FirstStoreRepository, FirstStoreWrite } from './first-store-repository';
import { setUpFirstStore } from './set-up-first-store';

interface Db {
  orgs: { id: number; name: string }[];
  stores: { id: number; organizationId: number; name: string }[];
  users: { id: number; email: string; roles: { dealershipId: number; role: DealerRole }[] }[];
  writes: FirstStoreWrite[];
  audit: AuditEntry[];
}

/** An in-memory repository keeping the port's contract (all or nothing, `changed` when a name or e-mail got taken). */
function memory(db: Db, raceBeforeWrite?: () => void): FirstStoreRepository {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return {
    async state(plan) {
      const organization = db.orgs.find((o) => same(o.name, plan.organization)) ?? null;
      const user = db.users.find((u) => same(u.email, plan.admin.email)) ?? null;
      return {
        organizations: db.orgs.length, organization,
        stores: organization === null ? [] : db.stores.filter((s) => s.organizationId === organization.id).map(({ id, name }) => ({ id, name })),
        admin: user === null ? null : { id: user.id, email: user.email, roles: user.roles },
      };
    },
    async create(write) {
      raceBeforeWrite?.();
      if (db.orgs.some((o) => same(o.name, write.plan.organization)) || db.users.some((u) => same(u.email, write.plan.admin.email))
        || (!write.allowOthers && db.orgs.length > 0)) return { ok: false, reason: 'changed' };
      const ids = { organizationId: db.orgs.length + 1, dealershipId: db.stores.length + 1, userId: db.users.length + 1 };
      db.orgs.push({ id: ids.organizationId, name: write.plan.organization });
      db.stores.push({ id: ids.dealershipId, organizationId: ids.organizationId, name: write.plan.store.name });
      db.users.push({ id: ids.userId, email: write.plan.admin.email, roles: [{ dealershipId: ids.dealershipId, role: write.adminRole }] });
      db.writes.push(write);
      db.audit.push(...write.audit(ids));
      return { ok: true, ids };
    },
  };
}

const empty = (): Db => ({ orgs: [], stores: [], users: [], writes: [], audit: [] });
let n = 0;
const deps = (db: Db, race?: () => void) => ({
  setup: memory(db, race),
  secrets: { token: () => `token-${++n}`, digits: (k: number) => '7'.repeat(k), hash: (s: string) => `hash(${s})` },
  clock: { now: () => new Date('2026-12-06T12:00:00Z') },
});
const command = (over: Partial<FirstStoreCommand> = {}): FirstStoreCommand => ({
  organization: 'Groupe Laurier', store: 'Concession Laurier', province: 'QC', country: null, language: null, timeZone: null,
  city: '', postalCode: '', adminEmail: 'claire@laurier.example', adminFirstName: 'Claire', adminLastName: 'Gagnon', another: false, ...over,
});

describe('setting up the first organization, store and admin', () => {
  it('creates them on an empty database with the province\'s defaults, a 7-day set-password token and two audit entries', async () => {
    const db = empty();
    const r = await setUpFirstStore(deps(db))(command())();
    expect(r).toEqual(E.right(expect.objectContaining({
      _tag: 'Created', organization: { id: 1, name: 'Groupe Laurier' },
      store: { id: 1, name: 'Concession Laurier', country: 'CA', provinceCode: 'QC', timeZone: 'America/Toronto' },
      admin: { id: 1, email: 'claire@laurier.example', role: 'organization_admin' }, linkExpiresAt: new Date('2026-12-13T12:00:00Z'),
    })));
    const write = db.writes[0]!;
    expect(E.isRight(r) && r.right._tag === 'Created' ? write.invitation.tokenHash : null).toBe(`hash(${E.isRight(r) && r.right._tag === 'Created' ? r.right.invitationToken : ''})`);
    expect(write.plan.store).toMatchObject({ defaultLanguage: 'fr_CA', allowedLanguages: ['fr_CA', 'en_CA'], timeZone: null });
    expect(write.plan.admin.language).toBe('fr_CA');
    expect(db.audit.map((a) => [a.action, a.dealershipId, a.userId])).toEqual([['store_set_up', 1, null], ['user_created', 1, null]]);
    expect(db.audit[1]?.detail).toEqual({ target_user_id: 1, role: 'organization_admin' });
  });

  it('reads the country and the language from a US state, and keeps a chosen zone, city and postal code', async () => {
    const db = empty();
    await setUpFirstStore(deps(db))(command({ province: 'vt', timeZone: 'America/New_York', city: 'Burlington', postalCode: '05401' }))();
    expect(db.writes[0]?.plan.store).toEqual({
      name: 'Concession Laurier', country: 'US', provinceCode: 'VT', city: 'Burlington', postalCode: '05401',
      defaultLanguage: 'en_US', allowedLanguages: ['en_US'], timeZone: 'America/New_York',
    });
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const db = empty();
    const r = await setUpFirstStore(deps(db))(command({
      organization: ' ', province: 'ZZ', language: 'de_DE', timeZone: 'Mars/Olympus', adminEmail: 'nope', adminFirstName: '', postalCode: '123',
    }))();
    expect(r).toEqual(E.left({ _tag: 'InvalidInput', errors: {
      organization: ['required'], province: ['province.invalid'], language: ['choice.invalid'], time_zone: ['time_zone.invalid'],
      postal_code: [expect.any(String)], admin_email: [expect.any(String)], admin_first: ['required'],
    } }));
    expect(await setUpFirstStore(deps(db))(command({ province: 'ON', country: 'US' }))()).toEqual(E.left({ _tag: 'InvalidInput', errors: { country: ['country.province_mismatch'] } }));
    expect(db.writes).toEqual([]);
  });

  it('is idempotent: the same organization, store and admin again say so and write nothing', async () => {
    const db = empty();
    await setUpFirstStore(deps(db))(command())();
    const again = await setUpFirstStore(deps(db))(command({ organization: 'groupe laurier ', adminEmail: 'CLAIRE@laurier.example' }))();
    expect(again).toEqual(E.right({ _tag: 'AlreadySetUp', organization: { id: 1, name: 'Groupe Laurier' }, store: { id: 1, name: 'Concession Laurier' }, admin: { id: 1, email: 'claire@laurier.example' } }));
    expect(db.writes).toHaveLength(1);
  });

  it('refuses an existing organization with another store or another admin', async () => {
    const db = empty();
    await setUpFirstStore(deps(db))(command())();
    expect(await setUpFirstStore(deps(db))(command({ store: 'Laurier Occasions' }))()).toEqual(E.left({
      _tag: 'SetUpDifferently', organization: { id: 1, name: 'Groupe Laurier' }, stores: [{ id: 1, name: 'Concession Laurier' }], differs: 'store',
    }));
    expect(await setUpFirstStore(deps(db))(command({ adminEmail: 'luc@laurier.example' }))()).toMatchObject(E.left({ _tag: 'SetUpDifferently', differs: 'admin' }));
    expect(db.writes).toHaveLength(1);
  });

  it('refuses a database holding other organizations unless told another, and an e-mail already in use', async () => {
    const db = empty();
    await setUpFirstStore(deps(db))(command())();
    const second = command({ organization: 'Lakeshore Group', store: 'Lakeshore Motors', province: 'ON', adminEmail: 'sam@lakeshore.example' });
    expect(await setUpFirstStore(deps(db))(second)()).toEqual(E.left({ _tag: 'OtherOrganizationsExist', count: 1 }));
    expect(await setUpFirstStore(deps(db))({ ...second, another: true, adminEmail: 'claire@laurier.example' })()).toEqual(E.left({ _tag: 'EmailTaken', email: 'claire@laurier.example', userId: 1 }));
    const made = await setUpFirstStore(deps(db))({ ...second, another: true })();
    expect(made).toMatchObject(E.right({ _tag: 'Created', organization: { id: 2 }, store: { id: 2, timeZone: 'America/Toronto' }, admin: { id: 2 } }));
    expect(db.writes[1]?.plan.store.defaultLanguage).toBe('en_CA');
  });

  it('answers ChangedMeanwhile when another setup wrote between its check and its write', async () => {
    const db = empty();
    const race = () => { if (db.orgs.length === 0) db.orgs.push({ id: 99, name: 'Someone Else' }); };
    expect(await setUpFirstStore(deps(db, race))(command())()).toEqual(E.left({ _tag: 'ChangedMeanwhile' }));
    expect(db.writes).toEqual([]);
  });
});
