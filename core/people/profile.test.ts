import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../access/dealer-user';
import { loadSessionContext, type SessionContext } from '../access/session-context';
import { aDealership, HOUR, inMemoryAccessPorts, openSession, T0, type AccessPorts } from '../access/testing/in-memory-ports';
import { changeAvatar, updateProfile, type ProfileChange, type ProfileDeps, type ProfileFields, type ProfileRepository } from './profile';

const IP = '10.0.0.7';
const PASSWORD = 'Secret123';

/** A ProfileRepository over the in-memory users (e-mails unique case-insensitively, as the contract says). */
function profiles(ports: AccessPorts): ProfileRepository & { saved: ProfileFields[] } {
  const saved: ProfileFields[] = [];
  let avatar: string | null = null;
  return {
    saved,
    update: async (userId, fields) => {
      const other = await ports.users.byEmail(fields.email);
      if (other !== null && other.id !== userId) return { ok: false, reason: 'email_taken' };
      saved.push(fields);
      return { ok: true };
    },
    setAvatar: async (_userId, _dealershipId, image) => {
      const previous = avatar;
      avatar = image === null ? null : `media-${image.sha256}`;
      return { mediaId: avatar, previous };
    },
  };
}

async function world(options: { corporate?: boolean } = {}) {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1 }));
  const me = ports.users.add({ email: 'rep@example.com', password: PASSWORD, firstName: 'Anne', lastName: 'Gagné', phone: '514-555-0101', isDealerVwCorporate: options.corporate ?? false, memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  ports.users.add({ email: 'taken@example.com', password: PASSWORD });
  const { session } = await openSession(ports, { userId: me.id, dealershipId: 1, fullyAuthenticated: true });
  const ctx = await loadSessionContext(ports, session);
  if (!ctx) throw new Error('no context');
  const repo = profiles(ports);
  const deps: ProfileDeps = { profiles: repo, users: ports.users, hasher: ports.hasher, rememberedDevices: ports.rememberedDevices, audit: ports.audit };
  const update = (change: ProfileChange, context: SessionContext = ctx) => updateProfile(deps)(context, change, IP)();
  return { ports, ctx, repo, deps, update };
}

const invalid = (errors: Record<string, string[]>) => E.left({ _tag: 'InvalidInput', errors });

describe('updateProfile (my profile)', () => {
  it('changes the given fields only, trims them, and audits before and after', async () => {
    const w = await world();
    const result = await w.update({ firstName: '  Annie ', dealerNotifications: { customer_paid_deposit: false } });
    expect(E.isRight(result) && result.right.firstName).toBe('Annie');
    expect(w.repo.saved).toEqual([{ firstName: 'Annie', lastName: 'Gagné', phone: '514-555-0101', email: 'rep@example.com', dealerNotifications: { ...defaultNotifications, customer_paid_deposit: false } }]);
    expect(w.ports.audit.entries).toEqual([{
      action: 'profile_updated', userId: w.ctx.user.id, dealershipId: 1, ip: IP, detail: {},
      before: { firstName: 'Anne', 'notifications.customer_paid_deposit': true }, after: { firstName: 'Annie', 'notifications.customer_paid_deposit': false },
    }]);
  });

  it('checks every field at once and stores nothing on a bad one', async () => {
    const w = await world();
    expect(await w.update({ firstName: '', lastName: 'X', email: 'not-an-email', phone: '123' })).toEqual(invalid({
      first_name: ['required'], last_name: ['name.too_short'], email: ['email.invalid'], phone: ['phone.invalid'],
    }));
    expect(w.repo.saved).toEqual([]);
    expect(w.ports.audit.entries).toEqual([]);
  });

  it('asks for the current password to change the e-mail, and refuses a wrong one', async () => {
    const w = await world();
    expect(await w.update({ email: 'anne@example.com' })).toEqual(invalid({ current_password: ['required'] }));
    expect(await w.update({ email: 'anne@example.com', currentPassword: 'Wrong1234' })).toEqual(invalid({ current_password: ['password.current_wrong'] }));
    expect(w.repo.saved).toEqual([]);
    const done = await w.update({ email: 'anne@example.com', currentPassword: PASSWORD });
    expect(E.isRight(done)).toBe(true);
    expect(w.ports.audit.entries.at(-1)).toMatchObject({ action: 'email_changed', before: { email: 'rep@example.com' }, after: { email: 'anne@example.com' } });
  });

  it('does not ask for the password when only the e-mail\'s case changes, and refuses an address another user has', async () => {
    const w = await world();
    expect(E.isRight(await w.update({ email: 'REP@example.com' }))).toBe(true);
    expect(await w.update({ email: 'taken@example.com', currentPassword: PASSWORD })).toEqual(invalid({ email: ['email.taken'] }));
  });

  it('forgets the remembered devices when the phone number changes, not when only its format does', async () => {
    const w = await world();
    const device = { id: 'phone-device', userId: w.ctx.user.id, phone: '5145550101', createdAt: T0, expiresAt: new Date(T0.getTime() + 30 * 24 * HOUR) };
    await w.ports.rememberedDevices.create(device);
    expect(E.isRight(await w.update({ phone: '(514) 555-0101' }))).toBe(true);
    expect(await w.ports.rememberedDevices.valid(device.id, device.userId, T0)).toBe(true);
    expect(E.isRight(await w.update({ phone: '438-555-0199' }))).toBe(true);
    expect(await w.ports.rememberedDevices.valid(device.id, device.userId, T0)).toBe(false);
  });

  it('saves nothing and audits nothing when nothing changed', async () => {
    const w = await world();
    expect(E.isRight(await w.update({ firstName: 'Anne', dealerNotifications: { customer_paid_deposit: true } }))).toBe(true);
    expect(w.repo.saved).toEqual([]);
    expect(w.ports.audit.entries).toEqual([]);
  });

  it('refuses a corporate-kind user\'s notification change (spec 000 section 6), not their name', async () => {
    const w = await world({ corporate: true });
    expect(await w.update({ dealerNotifications: { customer_paid_deposit: false } })).toEqual(invalid({ dealer_notifications: ['notifications.not_allowed'] }));
    expect(E.isRight(await w.update({ lastName: 'Gagnon' }))).toBe(true);
  });
});

describe('changeAvatar', () => {
  it('gives the replaced media id and audits the change', async () => {
    const w = await world();
    const image = (sha256: string) => ({ contentType: 'image/webp' as const, fileName: 'me.webp', bytes: new Uint8Array([1]), sha256 });
    const ctx = { ...w.ctx, session: { ...w.ctx.session, dealershipId: 1 } };
    expect(await changeAvatar(w.deps)(ctx, image('1'), IP)).toBe('media-1');
    expect(await changeAvatar(w.deps)(ctx, image('2'), IP)).toBe('media-2');
    expect(await changeAvatar(w.deps)(ctx, null, IP)).toBeNull();
    expect(w.ports.audit.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['avatar_changed', { avatar: null }, { avatar: 'media-1' }], ['avatar_changed', { avatar: 'media-1' }, { avatar: 'media-2' }],
      ['avatar_changed', { avatar: 'media-2' }, { avatar: null }],
    ]);
  });
});
