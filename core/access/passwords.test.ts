import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { changePassword, checkNewPassword, requestPasswordReset, RESET_TOKEN_TTL_MS, resetPassword } from './passwords';
import { resolveSession } from './resolve-session';
import { loadSessionContext, type SessionContext } from './session-context';
import { signIn } from './sign-in';
import { aDealership, HOUR, inMemoryAccessPorts, MINUTE, openSession, T0, type AccessPorts } from './testing/in-memory-ports';

const IP = '10.0.0.9';
const OLD = 'Secret123';
const NEW = 'Nouveau456';
const resetUrl = (token: string): string => `https://panel.example/reset-password?token=${token}`;

function world(): AccessPorts {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1 }));
  ports.users.add({ email: 'rep@example.com', password: OLD, language: 'fr_CA', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  ports.users.add({ email: 'gone@example.com', password: OLD, isActive: false });
  ports.users.add({ email: 'other@example.com', password: OLD, memberships: [{ dealershipId: 1, role: 'dealer_admin' }] });
  return ports;
}

const signInWith = (ports: AccessPorts, password: string) =>
  signIn(ports)({ email: 'rep@example.com', password, ip: IP, userAgent: 'Vitest', deviceToken: undefined, language: null })();

/** Asks for a reset of rep@example.com and gives the token of the e-mailed link. */
async function requested(ports: AccessPorts): Promise<string> {
  await requestPasswordReset(ports)({ email: 'rep@example.com', ip: IP, resetUrl })();
  const token = /token=(\S+)/.exec(ports.email.sent.at(-1)?.body ?? '')?.[1];
  if (token === undefined) throw new Error('no link e-mailed');
  return token;
}

const reset = (ports: AccessPorts, token: string, newPassword = NEW, confirmNewPassword = newPassword) =>
  resetPassword(ports)({ token, newPassword, confirmNewPassword, ip: IP })();

const invalidToken = E.left({ _tag: 'InvalidInput', errors: { token: ['reset.invalid_or_expired'] } });

describe('requestPasswordReset', () => {
  it('requires the e-mail', async () => {
    const ports = world();
    expect(await requestPasswordReset(ports)({ email: '  ', ip: IP, resetUrl })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { email: ['required'] } }));
  });

  it('answers an unknown or deactivated address like a known one, and sends nothing', async () => {
    const ports = world();
    expect(await requestPasswordReset(ports)({ email: 'nobody@example.com', ip: IP, resetUrl })()).toEqual(E.right(undefined));
    expect(await requestPasswordReset(ports)({ email: 'gone@example.com', ip: IP, resetUrl })()).toEqual(E.right(undefined));
    expect(ports.email.sent).toHaveLength(0);
    expect(ports.resets.all()).toHaveLength(0);
    expect(ports.audit.entries).toHaveLength(0);
  });

  it('e-mails one link, in the user\'s language, valid one hour, and keeps only the token\'s hash', async () => {
    const ports = world();
    expect(await requestPasswordReset(ports)({ email: ' REP@example.com ', ip: IP, resetUrl })()).toEqual(E.right(undefined));
    expect(ports.email.sent).toHaveLength(1);
    const [message] = ports.email.sent;
    expect(message?.to).toBe('rep@example.com');
    expect(message?.subject).toBe('[fr_CA] reset');
    expect(message?.body).toBe(`[fr_CA] ${resetUrl('token-1')} (60 min)`);
    expect(ports.resets.all()).toEqual([
      { id: ports.secrets.hash('token-1'), userId: 1, createdAt: T0, expiresAt: new Date(T0.getTime() + RESET_TOKEN_TTL_MS), usedAt: null },
    ]);
    expect(ports.audit.entries).toEqual([{ action: 'password_reset_requested', userId: 1, dealershipId: null, ip: IP, detail: {} }]);
  });
});

describe('resetPassword', () => {
  it('sets the new password with the e-mailed token', async () => {
    const ports = world();
    const token = await requested(ports);
    expect(await reset(ports, token)).toEqual(E.right(undefined));
    expect(E.isRight(await signInWith(ports, NEW))).toBe(true);
    expect(await signInWith(ports, OLD)).toEqual(E.left({ _tag: 'InvalidCredentials' }));
    expect(ports.audit.actions()).toContain('password_reset');
  });

  it('takes the token once only', async () => {
    const ports = world();
    const token = await requested(ports);
    expect(await reset(ports, token)).toEqual(E.right(undefined));
    expect(await reset(ports, token, 'Autre7890')).toEqual(invalidToken);
    expect(await signInWith(ports, 'Autre7890')).toEqual(E.left({ _tag: 'InvalidCredentials' }));
  });

  it('takes the token until one hour has passed, not after', async () => {
    const early = world();
    const earlyToken = await requested(early);
    early.clock.advance(HOUR - 1);
    expect(await reset(early, earlyToken)).toEqual(E.right(undefined));

    const late = world();
    const lateToken = await requested(late);
    late.clock.advance(HOUR);
    expect(await reset(late, lateToken)).toEqual(invalidToken);
  });

  it('refuses an unknown or empty token, and the stored hash used as a token', async () => {
    const ports = world();
    await requested(ports);
    expect(await reset(ports, 'token-42')).toEqual(invalidToken);
    expect(await reset(ports, '')).toEqual(invalidToken);
    expect(await reset(ports, ports.secrets.hash('token-1'))).toEqual(invalidToken);
  });

  it('refuses the token of a user deactivated since', async () => {
    const ports = world();
    const token = await requested(ports);
    ports.users.setActive(1, false);
    expect(await reset(ports, token)).toEqual(invalidToken);
  });

  it.each([
    ['', '', { new_password: ['required'] }],
    ['short1', 'short1', { new_password: ['password.too_short'] }],
    ['onlyletters', 'onlyletters', { new_password: ['password.needs_letter_and_digit'] }],
    ['12345678', '12345678', { new_password: ['password.needs_letter_and_digit'] }],
    ['Rep@Example.com1', 'Rep@Example.com1', null],
    ['rep@example.com', 'rep@example.com', { new_password: ['password.needs_letter_and_digit'] }],
    [NEW, 'Nouveau457', { confirm_new_password: ['password.mismatch'] }],
    [NEW, '', { confirm_new_password: ['password.mismatch'] }],
  ])('checks %j / %j field by field', async (newPassword, confirm, errors) => {
    const ports = world();
    const token = await requested(ports);
    const result = await reset(ports, token, newPassword, confirm);
    expect(result).toEqual(errors === null ? E.right(undefined) : E.left({ _tag: 'InvalidInput', errors }));
  });

  it('refuses the e-mail address itself as the password', () => {
    expect(checkNewPassword('rep1@example.com', 'rep1@example.com', 'REP1@example.com')).toEqual({ new_password: ['password.same_as_email'] });
  });

  it('keeps the token usable after a refused password', async () => {
    const ports = world();
    const token = await requested(ports);
    await reset(ports, token, 'short1');
    expect(await reset(ports, token)).toEqual(E.right(undefined));
  });

  it('ends every open session of the user, and only theirs', async () => {
    const ports = world();
    const mine = [await openSession(ports, { userId: 1, dealershipId: 1 }), await openSession(ports, { userId: 1, dealershipId: 1, fullyAuthenticated: true })];
    const theirs = await openSession(ports, { userId: 3, dealershipId: 1 });
    const token = await requested(ports);
    ports.clock.advance(MINUTE);
    expect(await reset(ports, token)).toEqual(E.right(undefined));
    for (const { token: cookie } of mine) expect(await resolveSession(ports)(cookie)()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
    expect(E.isRight(await resolveSession(ports)(theirs.token)())).toBe(true);
  });

  it('forgets the user\'s remembered devices (they skipped the code on the old password), not others\'', async () => {
    const ports = world();
    const device = (id: string, userId: number) => ({ id, userId, phone: '5145550101', createdAt: T0, expiresAt: new Date(T0.getTime() + 30 * 24 * HOUR) });
    await ports.rememberedDevices.create(device('mine', 1));
    await ports.rememberedDevices.create(device('theirs', 3));
    expect(await reset(ports, await requested(ports))).toEqual(E.right(undefined));
    expect(await ports.rememberedDevices.valid('mine', 1, T0)).toBe(false);
    expect(await ports.rememberedDevices.valid('theirs', 3, T0)).toBe(true);
  });

  // Regression: the password rule lets blank values through (rules skip empty values), so
  // checkNewPassword must treat a password of spaces as missing, not as `=== ''` only.
  it('refuses a new password made only of spaces', async () => {
    const ports = world();
    const token = await requested(ports);
    expect(await reset(ports, token, '        ')).toEqual(E.left({ _tag: 'InvalidInput', errors: { new_password: ['required'] } }));
    expect(await signInWith(ports, '        ')).toEqual(E.left({ _tag: 'InvalidCredentials' }));
  });
});

describe('changePassword', () => {
  async function signedIn(ports: AccessPorts): Promise<SessionContext> {
    const { session } = await openSession(ports, { userId: 1, dealershipId: 1, fullyAuthenticated: true });
    const ctx = await loadSessionContext(ports, session);
    if (!ctx) throw new Error('no context');
    return ctx;
  }
  const change = async (ports: AccessPorts, currentPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    changePassword(ports)(await signedIn(ports), { currentPassword, newPassword, confirmNewPassword, ip: IP })();

  it('requires the current password', async () => {
    const ports = world();
    expect(await change(ports, '', NEW)).toEqual(E.left({ _tag: 'InvalidInput', errors: { current_password: ['required'] } }));
  });

  it('refuses a wrong current password, before looking at the new one', async () => {
    const ports = world();
    expect(await change(ports, 'Secret124', 'x')).toEqual(E.left({ _tag: 'InvalidInput', errors: { current_password: ['password.current_wrong'] } }));
  });

  it('refuses the current password as the new one', async () => {
    const ports = world();
    expect(await change(ports, OLD, OLD)).toEqual(E.left({ _tag: 'InvalidInput', errors: { new_password: ['password.same_as_current'] } }));
  });

  it.each([
    ['', { new_password: ['required'] }],
    ['short1', { new_password: ['password.too_short'] }],
    ['abcdefghij', { new_password: ['password.needs_letter_and_digit'] }],
  ])('gives the rule code for %j', async (newPassword, errors) => {
    const ports = world();
    expect(await change(ports, OLD, newPassword)).toEqual(E.left({ _tag: 'InvalidInput', errors }));
  });

  it('refuses a new password made only of spaces', async () => {
    const ports = world();
    expect(await change(ports, OLD, '          ')).toEqual(E.left({ _tag: 'InvalidInput', errors: { new_password: ['required'] } }));
  });

  it('refuses a confirmation that differs', async () => {
    const ports = world();
    expect(await change(ports, OLD, NEW, `${NEW}!`)).toEqual(E.left({ _tag: 'InvalidInput', errors: { confirm_new_password: ['password.mismatch'] } }));
  });

  it('signs out every other session of the user, and keeps this one', async () => {
    const ports = world();
    const { session: elsewhere } = await openSession(ports, { userId: 1, dealershipId: 1, fullyAuthenticated: true });
    const here = await signedIn(ports);
    expect(await changePassword(ports)(here, { currentPassword: OLD, newPassword: NEW, confirmNewPassword: NEW, ip: IP })()).toEqual(E.right(undefined));
    expect(ports.sessions.get(elsewhere.id)?.endedAt).not.toBeNull();
    expect(ports.sessions.get(here.session.id)?.endedAt).toBeNull();
  });

  it('forgets the user\'s remembered devices', async () => {
    const ports = world();
    await ports.rememberedDevices.create({ id: 'mine', userId: 1, phone: '5145550101', createdAt: T0, expiresAt: new Date(T0.getTime() + 30 * 24 * HOUR) });
    expect(await change(ports, OLD, NEW)).toEqual(E.right(undefined));
    expect(await ports.rememberedDevices.valid('mine', 1, T0)).toBe(false);
  });

  it('changes the password and audits it', async () => {
    const ports = world();
    expect(await change(ports, OLD, NEW)).toEqual(E.right(undefined));
    expect(E.isRight(await signInWith(ports, NEW))).toBe(true);
    expect(await signInWith(ports, OLD)).toEqual(E.left({ _tag: 'InvalidCredentials' }));
    expect(ports.audit.entries[0]).toEqual({ action: 'password_changed', userId: 1, dealershipId: 1, ip: IP, detail: {} });
  });
});
