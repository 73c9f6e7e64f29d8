import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { counterAccepted, passkeyNameErrors, PASSKEY_CHALLENGE_TTL_MS, type RelyingParty } from './passkey';
import { deviceName } from './device-name';
import { passkeyUseCases } from './passkey-use-cases';
import { loadSessionContext, type SessionContext } from './session-context';
import { aDealership, inMemoryAccessPorts, openSession } from './testing/in-memory-ports';
import { aRegistration, anAssertion, fakeCeremonies, inMemoryPasskeyChallenges, inMemoryPasskeys } from './testing/in-memory-passkeys';

const RP: RelyingParty = { id: 'localhost', origin: 'http://localhost', name: 'Dealer panel' };
const IP = '10.0.0.9';
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function world() {
  const ports = { ...inMemoryAccessPorts(), passkeys: inMemoryPasskeys(), passkeyChallenges: inMemoryPasskeyChallenges(), webauthn: fakeCeremonies() };
  ports.dealerships.add(aDealership({ id: 1 }));
  const user = ports.users.add({ email: 'rep@example.com', password: 'Secret123', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  const context = async (fullyAuthenticated: boolean): Promise<SessionContext> => {
    const { session } = await openSession(ports, { userId: user.id, dealershipId: 1, fullyAuthenticated });
    const ctx = await loadSessionContext(ports, session);
    if (!ctx) throw new Error('no context');
    return ctx;
  };
  return { ports, user, context, uc: passkeyUseCases(ports) };
}

function rightOf<L, A>(result: E.Either<L, A>): A {
  if (E.isRight(result)) return result.right;
  throw new Error(`expected Right, got ${JSON.stringify(result.left)}`);
}

/** A world whose user registered the credential 'cred-1' from a fully authenticated session. */
async function registered() {
  const w = world();
  const ctx = await w.context(true);
  rightOf(await w.uc.registrationOptions(ctx, RP)());
  const added = rightOf(await w.uc.add(ctx, { rp: RP, response: aRegistration('cred-1', 'challenge-1'), userAgent: UA, ip: IP })());
  return { ...w, added };
}

describe('passkey rules', () => {
  it('names a passkey from the browser and system it was added with', () => {
    expect(deviceName(UA)).toBe('Chrome · macOS');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari · iPhone');
    expect(deviceName('')).toBe('Passkey');
  });

  it('requires a name of at most 60 characters', () => {
    expect(passkeyNameErrors('  ')).toEqual({ name: ['required'] });
    expect(passkeyNameErrors('x'.repeat(61))).toEqual({ name: ['passkeys.name_too_long'] });
    expect(passkeyNameErrors(' MacBook ')).toBeNull();
  });

  it.each([[0, 0, true], [0, 1, true], [5, 6, true], [5, 5, false], [5, 4, false], [5, 0, false]])('counter stored %i, received %i: %s', (stored, received, ok) => {
    expect(counterAccepted(stored, received)).toBe(ok);
  });
});

describe('registering a passkey', () => {
  it('keeps the credential with a default name, excludes it next time, and audits it', async () => {
    const { ports, added, context, uc } = await registered();
    expect(added).toMatchObject({ credentialId: 'cred-1', name: 'Chrome · macOS', counter: 0, transports: ['internal'] });
    const next = rightOf(await uc.registrationOptions(await context(true), RP)());
    expect(next.excludeCredentials).toEqual([{ id: 'cred-1' }]);
    expect(ports.audit.actions()).toEqual(['passkey_added']);
  });

  it('refuses an answer to another challenge, and the challenge is then used up', async () => {
    const w = world();
    const ctx = await w.context(true);
    rightOf(await w.uc.registrationOptions(ctx, RP)());
    expect(await w.uc.add(ctx, { rp: RP, response: aRegistration('cred-1', 'forged'), userAgent: UA, ip: IP })()).toEqual(E.left({ _tag: 'PasskeyRefused' }));
    expect(await w.uc.add(ctx, { rp: RP, response: aRegistration('cred-1', 'challenge-1'), userAgent: UA, ip: IP })()).toEqual(E.left({ _tag: 'NoChallenge' }));
    expect(w.ports.passkeys.all()).toEqual([]);
  });

  it('refuses a challenge past its five minutes', async () => {
    const w = world();
    const ctx = await w.context(true);
    rightOf(await w.uc.registrationOptions(ctx, RP)());
    w.ports.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    expect(await w.uc.add(ctx, { rp: RP, response: aRegistration('cred-1', 'challenge-1'), userAgent: UA, ip: IP })()).toEqual(E.left({ _tag: 'NoChallenge' }));
  });

  it('refuses a bad name before using the challenge', async () => {
    const w = world();
    const ctx = await w.context(true);
    rightOf(await w.uc.registrationOptions(ctx, RP)());
    expect(await w.uc.add(ctx, { rp: RP, response: aRegistration('c', 'challenge-1'), name: 'x'.repeat(61), userAgent: UA, ip: IP })())
      .toEqual(E.left({ _tag: 'InvalidInput', errors: { name: ['passkeys.name_too_long'] } }));
    expect(E.isRight(await w.uc.add(ctx, { rp: RP, response: aRegistration('c', 'challenge-1'), name: ' MacBook ', userAgent: UA, ip: IP })())).toBe(true);
    expect(w.ports.passkeys.all()[0]?.name).toBe('MacBook');
  });
});

describe('signing in with a passkey', () => {
  it('makes the password session fully authenticated under a new id, and records the use', async () => {
    const { ports, context, uc } = await registered();
    const ctx = await context(false);
    expect(await uc.signInAvailable(ctx)).toBe(true);
    const options = rightOf(await uc.signInOptions(ctx, RP)());
    expect(options.allowCredentials).toEqual([{ id: 'cred-1' }]);
    const verified = rightOf(await uc.verifySignIn(ctx, { rp: RP, response: anAssertion('cred-1', 'challenge-2', 0), rememberDevice: true, ip: IP })());
    expect(verified.status).toMatchObject({ verified: true, fullyAuthenticated: true });
    expect(verified.deviceToken).not.toBeNull();
    expect(await ports.sessions.byId(ctx.session.id)).toBeNull();
    expect((await ports.sessions.byId(ports.secrets.hash(verified.sessionToken)))?.fullyAuthenticated).toBe(true);
    expect(ports.passkeys.all()[0]?.lastUsedAt).toEqual(ports.clock.now());
    expect(ports.audit.actions()).toEqual(['passkey_added', 'passkey_sign_in']);
  });

  it('refuses a wrong signature, then the replayed challenge', async () => {
    const { ports, context, uc } = await registered();
    const ctx = await context(false);
    rightOf(await uc.signInOptions(ctx, RP)());
    expect(await uc.verifySignIn(ctx, { rp: RP, response: anAssertion('cred-1', 'challenge-2', 1, 'bad'), rememberDevice: false, ip: IP })()).toEqual(E.left({ _tag: 'PasskeyRefused' }));
    expect(await uc.verifySignIn(ctx, { rp: RP, response: anAssertion('cred-1', 'challenge-2', 1), rememberDevice: false, ip: IP })()).toEqual(E.left({ _tag: 'NoChallenge' }));
    expect((await ports.sessions.byId(ctx.session.id))?.fullyAuthenticated).toBe(false);
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'passkey_sign_in_refused', detail: { reason: 'signature' } });
  });

  it('refuses a counter that did not move forward', async () => {
    const { ports, context, uc } = await registered();
    const first = await context(false);
    rightOf(await uc.signInOptions(first, RP)());
    rightOf(await uc.verifySignIn(first, { rp: RP, response: anAssertion('cred-1', 'challenge-2', 7), rememberDevice: false, ip: IP })());
    const second = await context(false);
    rightOf(await uc.signInOptions(second, RP)());
    expect(await uc.verifySignIn(second, { rp: RP, response: anAssertion('cred-1', 'challenge-3', 7), rememberDevice: false, ip: IP })()).toEqual(E.left({ _tag: 'PasskeyRefused' }));
    expect(ports.passkeys.all()[0]?.counter).toBe(7);
  });

  it("refuses another user's passkey", async () => {
    const { ports, context, uc } = await registered();
    const other = ports.users.add({ email: 'other@example.com', password: 'Secret123', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
    const { session } = await openSession(ports, { userId: other.id, dealershipId: 1 });
    const ctx = await loadSessionContext(ports, session);
    if (!ctx) throw new Error('no context');
    expect(await uc.signInOptions(ctx, RP)()).toEqual(E.left({ _tag: 'NoPasskey' }));
    await ports.passkeyChallenges.create({ sessionId: ctx.session.id, userId: other.id, ceremony: 'authentication', challenge: 'c', expiresAt: new Date(ports.clock.now().getTime() + 1000) });
    expect(await uc.verifySignIn(ctx, { rp: RP, response: anAssertion('cred-1', 'c', 1), rememberDevice: false, ip: IP })()).toEqual(E.left({ _tag: 'PasskeyRefused' }));
    expect(await uc.signInOptions(await context(true), RP)()).toEqual(E.left({ _tag: 'AlreadyVerified' }));
  });
});

describe('managing passkeys', () => {
  it("renames and removes the user's own passkeys only", async () => {
    const { ports, added, context, uc } = await registered();
    const ctx = await context(true);
    expect(await uc.rename(ctx, added.id, '  ')()).toEqual(E.left({ _tag: 'InvalidInput', errors: { name: ['required'] } }));
    expect(rightOf(await uc.rename(ctx, added.id, ' MacBook ')()).name).toBe('MacBook');
    expect(await uc.rename(ctx, 999, 'x')()).toEqual(E.left({ _tag: 'PasskeyNotFound' }));
    ports.otpDevices.seedConfirmed(ctx.user.id, '5145550167');
    expect(await uc.remove(ctx, 999, IP)()).toEqual(E.left({ _tag: 'PasskeyNotFound' }));
    expect(await uc.remove(ctx, added.id, IP)()).toEqual(E.right(undefined));
    expect(await uc.list(ctx)).toEqual([]);
    expect(ports.audit.actions()).toEqual(['passkey_added', 'passkey_removed']);
  });

  it('keeps the last passkey of a user with no other factor', async () => {
    const { added, context, uc } = await registered();
    expect(await uc.remove(await context(true), added.id, IP)()).toEqual(E.left({ _tag: 'LastFactor' }));
  });
});
