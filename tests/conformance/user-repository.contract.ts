import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import type { NewDealerUser, UserRepository } from '@dealer-panel/core/access/user-repository';
import { unique } from './support/fixtures';

export interface UserRepositoryHarness {
  readonly users: UserRepository;
  newDealershipId(): Promise<number>;
  /** What only the storage can do: deactivate a user, store a role or language core does not know. */
  deactivate(userId: number): Promise<void>;
  addRawMembership(userId: number, dealershipId: number, role: string): Promise<void>;
  setRawLanguage(userId: number, language: string): Promise<void>;
}

function newUser(fields: Partial<NewDealerUser> = {}): NewDealerUser {
  return {
    email: `${unique('anne')}@example.com`, passwordHash: '$argon2id$fake', firstName: 'Anne', lastName: 'Gagné',
    phone: '514-555-0101', language: 'fr_CA', isSuperAdmin: false, isDealerVwCorporate: false,
    showAnalyticsDashboard: false, homeDealershipId: null, memberships: [], ...fields,
  };
}

async function created(users: UserRepository, user: NewDealerUser): Promise<number> {
  const result = await users.create(user);
  if (!result.ok) throw new Error(`create failed: ${result.reason}`);
  return result.id;
}

/** The UserRepository contract: case-insensitive unique e-mails, email_taken as a value, memberships narrowed. */
export function userRepositoryContract(make: () => Promise<UserRepositoryHarness>): void {
  describe('UserRepository', () => {
    it('reads back a created user with every field, defaults included, and no password hash', async () => {
      const h = await make();
      const home = await h.newDealershipId();
      const input = newUser({ isDealerVwCorporate: true, showAnalyticsDashboard: true, homeDealershipId: home });
      const id = await created(h.users, input);
      expect(await h.users.byId(id)).toEqual({
        id, email: input.email, firstName: 'Anne', lastName: 'Gagné', phone: '514-555-0101', language: 'fr_CA',
        isSuperAdmin: false, isDealerVwCorporate: true, showAnalyticsDashboard: true, isActive: true,
        isNotAutomaticallyAssigned: false, source: 'password', homeDealershipId: home,
        dealerNotifications: defaultNotifications, lastActivity: null,
        invitationSentAt: null, avatarMediaId: null, showCreditApplication: true, permissions: {},
      });
    });

    it('gives null for an unknown id or e-mail', async () => {
      const h = await make();
      expect(await h.users.byId(2_000_000_000)).toBeNull();
      expect(await h.users.byEmail(`${unique('nobody')}@example.com`)).toBeNull();
      expect(await h.users.passwordHash(2_000_000_000)).toBeNull();
    });

    it('finds a user by e-mail whatever the case', async () => {
      const h = await make();
      const local = unique('Hélène.Côté');
      const id = await created(h.users, newUser({ email: `${local}@Example.COM` }));
      expect((await h.users.byEmail(`${local.toLowerCase()}@example.com`))?.id).toBe(id);
      expect((await h.users.byEmail(`${local.toUpperCase()}@EXAMPLE.COM`))?.id).toBe(id);
    });

    it('refuses a second user with the same e-mail in another case, as a value, writing nothing', async () => {
      const h = await make();
      const store = await h.newDealershipId();
      const email = `${unique('Rep')}@Example.com`;
      const first = await created(h.users, newUser({ email }));
      const second = await h.users.create(newUser({ email: email.toLowerCase(), firstName: 'Other', memberships: [{ dealershipId: store, role: 'dealer_admin' }] }));
      expect(second).toEqual({ ok: false, reason: 'email_taken' });
      expect((await h.users.byEmail(email))?.id).toBe(first);
      expect(await h.users.withRoleAt(store, ['dealer_admin'])).toEqual([]);
    });

    it('lets exactly one of two simultaneous creates of one e-mail win', async () => {
      const h = await make();
      const email = `${unique('race')}@example.com`;
      const results = await Promise.all([h.users.create(newUser({ email })), h.users.create(newUser({ email: email.toUpperCase() }))]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'email_taken' }]);
    });

    it('reads and replaces the password hash', async () => {
      const h = await make();
      const id = await created(h.users, newUser({ passwordHash: 'first-hash' }));
      expect(await h.users.passwordHash(id)).toBe('first-hash');
      await h.users.setPasswordHash(id, 'second-hash');
      expect(await h.users.passwordHash(id)).toBe('second-hash');
    });

    it('changes the language, and reads an unknown stored language as en_CA', async () => {
      const h = await make();
      const id = await created(h.users, newUser({ language: 'en_CA' }));
      await h.users.setLanguage(id, 'en_US');
      expect((await h.users.byId(id))?.language).toBe('en_US');
      await h.setRawLanguage(id, 'de_DE');
      expect((await h.users.byId(id))?.language).toBe('en_CA');
    });

    it('moves last activity forward only', async () => {
      const h = await make();
      const id = await created(h.users, newUser());
      const later = new Date('2026-03-02T15:00:00.000Z');
      await h.users.touchLastActivity(id, later);
      await h.users.touchLastActivity(id, new Date('2026-03-02T14:00:00.000Z'));
      expect((await h.users.byId(id))?.lastActivity).toEqual(later);
    });

    it('returns the memberships given at creation and skips a role core does not know', async () => {
      const h = await make();
      const [a, b, c] = [await h.newDealershipId(), await h.newDealershipId(), await h.newDealershipId()];
      const id = await created(h.users, newUser({ memberships: [{ dealershipId: b, role: 'organization_admin' }, { dealershipId: a, role: 'organization_admin' }] }));
      await h.addRawMembership(id, c, 'regional_overlord');
      expect(await h.users.memberships(id)).toEqual([{ dealershipId: a, role: 'organization_admin' }, { dealershipId: b, role: 'organization_admin' }]);
    });

    it('lists active holders of the roles at one dealership, by last then first name in human order', async () => {
      const h = await make();
      const store = await h.newDealershipId();
      const other = await h.newDealershipId();
      const at = (role: 'dealer_sales_rep' | 'dealer_sales_manager' | 'dealer_admin', dealershipId = store) => [{ dealershipId, role }] as const;
      const cyr = await created(h.users, newUser({ firstName: 'Luc', lastName: 'Cyr', memberships: at('dealer_sales_rep') }));
      const cote = await created(h.users, newUser({ firstName: 'Élodie', lastName: 'Côté', memberships: at('dealer_sales_manager') }));
      const coteB = await created(h.users, newUser({ firstName: 'Benoît', lastName: 'Côté', memberships: at('dealer_sales_rep') }));
      const bergeron = await created(h.users, newUser({ firstName: 'Zoé', lastName: 'Bergeron', memberships: at('dealer_sales_rep') }));
      const belanger = await created(h.users, newUser({ firstName: 'Marc', lastName: 'Bélanger', memberships: at('dealer_sales_rep') }));
      await created(h.users, newUser({ lastName: 'Admin', memberships: at('dealer_admin') }));
      await created(h.users, newUser({ lastName: 'Elsewhere', memberships: at('dealer_sales_rep', other) }));
      const gone = await created(h.users, newUser({ lastName: 'Gone', memberships: at('dealer_sales_rep') }));
      await h.deactivate(gone);
      const found = await h.users.withRoleAt(store, ['dealer_sales_rep', 'dealer_sales_manager']);
      expect(found.map((u) => [u.id, u.role])).toEqual([
        [belanger, 'dealer_sales_rep'], [bergeron, 'dealer_sales_rep'], [coteB, 'dealer_sales_rep'],
        [cote, 'dealer_sales_manager'], [cyr, 'dealer_sales_rep'],
      ]);
      expect(found[0]).toMatchObject({ firstName: 'Marc', lastName: 'Bélanger', isActive: true });
      expect(await h.users.withRoleAt(store, [])).toEqual([]);
    });
  });
}
