import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { confirmTotp, enrollTotp } from './enroll-totp';
import { FACTOR_LOCK_MS } from './factor-lock';
import { mayRemoveFactor, secondFactorStatus } from './second-factor';
import { loadSessionContext, type SessionContext } from './session-context';
import { fakeTotp } from './testing/in-memory-second-factors';
import { aDealership, inMemoryAccessPorts, openSession, type AccessPorts } from './testing/in-memory-ports';
import { timeStep } from './totp';
import { verifySecondFactor } from './verify-second-factor';

const IP = '10.0.0.9';

function rightOf<L, A>(result: E.Either<L, A>): A {
  if (E.isRight(result)) return result.right;
  throw new Error(`expected Right, got Left ${JSON.stringify(result.left)}`);
}

async function contextOf(ports: AccessPorts, userId: number, fullyAuthenticated = false): Promise<SessionContext> {
  const { session } = await openSession(ports, { userId, dealershipId: 1, fullyAuthenticated });
  const ctx = await loadSessionContext(ports, session);
  if (!ctx) throw new Error('no context');
  return ctx;
}

/** A user with no factor who enrolled the fake app; answers its secret and the recovery codes. */
async function enrolled() {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1 }));
  const user = ports.users.add({ email: 'rep@example.com', password: 'Secret123', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  const ctx = await contextOf(ports, user.id);
  const { secret } = rightOf(await enrollTotp(ports)(ctx)());
  const step = timeStep(ports.clock.now());
  const done = rightOf(await confirmTotp(ports)(ctx, { code: fakeTotp.code(secret, step), rememberDevice: false, ip: IP })());
  return { ports, userId: user.id, secret, codes: done.recoveryCodes ?? [], confirmedStep: step };
}

const signInWith = async (ports: AccessPorts, userId: number, method: 'totp' | 'recovery', code: string) =>
  verifySecondFactor(ports)(await contextOf(ports, userId), { method, code, rememberDevice: false, ip: IP })();

describe('authenticator app codes', () => {
  it('stores the secret sealed, never in clear', async () => {
    const { ports, userId, secret } = await enrolled();
    const record = await ports.secondFactors.totp(userId);
    expect(record?.secret?.ciphertext).not.toContain(secret);
    expect(ports.creditCipher.open(record?.secret ?? { keyId: '', ciphertext: '' })).toBe(secret);
  });

  it('accepts the codes of one step either side of now, not two', async () => {
    const { ports, userId, secret, confirmedStep } = await enrolled();
    ports.clock.advance(10 * 30_000);
    const now = timeStep(ports.clock.now());
    expect(now).toBe(confirmedStep + 10);
    expect((await signInWith(ports, userId, 'totp', fakeTotp.code(secret, now - 2)))._tag).toBe('Left');
    expect((await signInWith(ports, userId, 'totp', fakeTotp.code(secret, now + 2)))._tag).toBe('Left');
    expect(E.isRight(await signInWith(ports, userId, 'totp', fakeTotp.code(secret, now - 1)))).toBe(true);
    expect(E.isRight(await signInWith(ports, userId, 'totp', fakeTotp.code(secret, now + 1)))).toBe(true);
  });

  it('refuses a code used once (replay), and any older one, as code_already_used', async () => {
    const { ports, userId, secret } = await enrolled();
    ports.clock.advance(30_000);
    const code = fakeTotp.code(secret, timeStep(ports.clock.now()));
    expect(E.isRight(await signInWith(ports, userId, 'totp', code))).toBe(true);
    expect(await signInWith(ports, userId, 'totp', code)).toEqual(E.left({ _tag: 'CodeAlreadyUsed', attemptsLeft: 4 }));
    expect((await signInWith(ports, userId, 'totp', fakeTotp.code(secret, timeStep(ports.clock.now()) - 1)))).toMatchObject({ left: { _tag: 'CodeAlreadyUsed' } });
  });

  it('locks app and recovery codes after 5 wrong ones for 15 minutes; a right code then waits', async () => {
    const { ports, userId, secret, codes } = await enrolled();
    ports.clock.advance(30_000);
    const right = fakeTotp.code(secret, timeStep(ports.clock.now()));
    const wrong = right === '000000' ? '111111' : '000000';
    const lefts = [];
    for (let i = 0; i < 4; i += 1) lefts.push(await signInWith(ports, userId, i % 2 === 0 ? 'totp' : 'recovery', i % 2 === 0 ? wrong : '99999-99999'));
    expect(lefts.map((r) => (E.isLeft(r) && 'attemptsLeft' in r.left ? r.left.attemptsLeft : null))).toEqual([4, 3, 2, 1]);
    expect(await signInWith(ports, userId, 'totp', wrong)).toEqual(E.left({ _tag: 'CodeLocked' }));
    expect(await signInWith(ports, userId, 'totp', right)).toEqual(E.left({ _tag: 'CodeLocked' }));
    expect(await signInWith(ports, userId, 'recovery', codes[0] ?? '')).toEqual(E.left({ _tag: 'CodeLocked' }));
    ports.clock.advance(FACTOR_LOCK_MS);
    expect(E.isRight(await signInWith(ports, userId, 'totp', fakeTotp.code(secret, timeStep(ports.clock.now()))))).toBe(true);
    expect(ports.audit.actions().filter((a) => a === 'second_factor_failed')).toHaveLength(5);
  });
});

describe('recovery codes', () => {
  it('gives ten codes at enrollment, each working once, counting down', async () => {
    const { ports, userId, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    codes.forEach((c) => expect(c).toMatch(/^\d{5}-\d{5}$/));
    const first = rightOf(await signInWith(ports, userId, 'recovery', codes[0] ?? ''));
    expect(first.recoveryCodesLeft).toBe(9);
    expect(first.status.fullyAuthenticated).toBe(true);
    expect(await signInWith(ports, userId, 'recovery', codes[0] ?? '')).toMatchObject({ left: { _tag: 'InvalidCode' } });
    expect(rightOf(await signInWith(ports, userId, 'recovery', (codes[1] ?? '').replace('-', ''))).recoveryCodesLeft).toBe(8);
    expect(ports.audit.entries.filter((e) => e.action === 'recovery_code_used').map((e) => e.detail['codes_left'])).toEqual([9, 8]);
  });

  it('answers a malformed code with its field, without counting it', async () => {
    const { ports, userId } = await enrolled();
    expect(await signInWith(ports, userId, 'recovery', '12-34')).toEqual(E.left({ _tag: 'InvalidInput', errors: { code: ['recovery.format'] } }));
    expect((await ports.secondFactors.failures(userId)).count).toBe(0);
  });
});

describe('enrollment before the code step', () => {
  it('is refused to a user who already has a factor', async () => {
    const { ports, userId } = await enrolled();
    expect(await enrollTotp(ports)(await contextOf(ports, userId))()).toEqual(E.left({ _tag: 'VerificationRequired' }));
    expect(E.isRight(await enrollTotp(ports)(await contextOf(ports, userId, true))())).toBe(true);
  });
});

describe('secondFactorStatus', () => {
  const none = { phone: null, totp: false, passkeys: 0, recoveryCodesLeft: 0, preferred: null } as const;

  it('offers e-mail only when nothing else is usable, and a phone only while texts work', () => {
    expect(secondFactorStatus(none, true)).toMatchObject({ factors: ['email'], preferred: 'email', hasFactor: false });
    expect(secondFactorStatus({ ...none, phone: '4165550101' }, true)).toMatchObject({ factors: ['sms'], hasFactor: true });
    expect(secondFactorStatus({ ...none, phone: '4165550101' }, false)).toMatchObject({ factors: ['email'], hasFactor: false, enrolled: ['sms'] });
    expect(secondFactorStatus({ ...none, phone: '4165550101', totp: true, passkeys: 2, preferred: 'passkey' }, true)).toMatchObject({ factors: ['sms', 'totp', 'passkey'], preferred: 'passkey' });
    expect(secondFactorStatus({ ...none, totp: true, preferred: 'sms' }, true).preferred).toBe('totp');
  });

  it('never lets the last enrolled factor go', () => {
    const both = secondFactorStatus({ ...none, phone: '4165550101', totp: true }, true);
    expect(mayRemoveFactor(both, 'sms')).toBe('ok');
    expect(mayRemoveFactor(secondFactorStatus({ ...none, totp: true }, true), 'totp')).toBe('last_factor');
    expect(mayRemoveFactor(secondFactorStatus({ ...none, totp: true, passkeys: 1 }, true), 'totp')).toBe('ok');
    expect(mayRemoveFactor(both, 'email')).toBe('not_enrolled');
  });
});
