import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { sendOneTimeCode, setUpOtpDevice } from './one-time-codes';
import { REMEMBER_DEVICE_MS } from './session';
import { loadSessionContext, type SessionContext } from './session-context';
import { signIn } from './sign-in';
import { aDealership, DAY, inMemoryAccessPorts, MINUTE, openSession, T0, type AccessPorts } from './testing/in-memory-ports';
import { verifyOneTimeCode, type VerifyCodeCommand } from './verify-one-time-code';

function rightOf<L, A>(result: E.Either<L, A>): A {
  if (E.isRight(result)) return result.right;
  throw new Error(`expected Right, got Left ${JSON.stringify(result.left)}`);
}

const IP = '10.0.0.7';
const PHONE = '5145550167';

async function contextOf(ports: AccessPorts, userId: number): Promise<SessionContext> {
  const { session } = await openSession(ports, { userId, dealershipId: 1 });
  const ctx = await loadSessionContext(ports, session);
  if (!ctx) throw new Error('no context');
  return ctx;
}

/** A signed-in user with a confirmed phone and the code 246810 sent to it. */
async function codeSent(): Promise<{ ports: AccessPorts; ctx: SessionContext }> {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1 }));
  const user = ports.users.add({ email: 'rep@example.com', password: 'Secret123', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  ports.otpDevices.seedConfirmed(user.id, PHONE);
  const ctx = await contextOf(ports, user.id);
  ports.secrets.presetDigits('246810');
  rightOf(await sendOneTimeCode(ports)(ctx, IP)());
  return { ports, ctx };
}

const verify = (ports: AccessPorts, ctx: SessionContext, command: Partial<VerifyCodeCommand>) =>
  verifyOneTimeCode(ports)(ctx, { token: '246810', rememberDevice: false, ip: IP, ...command })();

describe('verifyOneTimeCode: format', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12345', 'otp.format'],
    ['1234567', 'otp.format'],
    ['24681a', 'otp.format'],
    ['２４６８１０', 'otp.format'],
  ])('refuses %j with %s, without using up a try', async (token, code) => {
    const { ports, ctx } = await codeSent();
    expect(await verify(ports, ctx, { token })).toEqual(E.left({ _tag: 'InvalidInput', errors: { token: [code] } }));
    expect(ports.codes.all()[0]?.attempts).toBe(0);
  });

  it('ignores spaces typed inside the code', async () => {
    const { ports, ctx } = await codeSent();
    expect(E.isRight(await verify(ports, ctx, { token: ' 246 810 ' }))).toBe(true);
  });
});

describe('verifyOneTimeCode: the right code', () => {
  it('fully authenticates the session and audits it', async () => {
    const { ports, ctx } = await codeSent();
    const verified = rightOf(await verify(ports, ctx, {}));
    expect(verified).toEqual({ status: { hasDevice: true, maskedPhone: '•••-•••-••67', verified: true, fullyAuthenticated: true, factors: ['sms'], preferredFactor: 'sms', textMessages: true, recoveryCodesLeft: 0 }, deviceToken: null, sessionToken: expect.any(String) });
    expect(ports.sessions.get(ports.secrets.hash(verified.sessionToken))).toMatchObject({ fullyAuthenticated: true, userId: ctx.user.id, expiresAt: ctx.session.expiresAt, endedAt: null });
    expect(ports.codes.all()[0]?.consumedAt).toEqual(T0);
    expect(ports.rememberedDevices.all()).toHaveLength(0);
    expect(ports.audit.actions()).toEqual(['code_sent', 'code_confirmed']);
  });

  it('gives the session a new id: the id the code was sent to no longer finds it', async () => {
    const { ports, ctx } = await codeSent();
    const { sessionToken } = rightOf(await verify(ports, ctx, {}));
    expect(ports.secrets.hash(sessionToken)).not.toBe(ctx.session.id);
    expect(await ports.sessions.byId(ctx.session.id)).toBeNull();
    expect(ports.sessions.all()).toHaveLength(1);
  });

  it('works once only', async () => {
    const { ports, ctx } = await codeSent();
    rightOf(await verify(ports, ctx, {}));
    expect(await verify(ports, ctx, {})).toEqual(E.left({ _tag: 'NoCodePending' }));
  });

  it('needs a code sent to this very session', async () => {
    const { ports, ctx } = await codeSent();
    const other = await contextOf(ports, ctx.user.id);
    expect(await verify(ports, other, {})).toEqual(E.left({ _tag: 'NoCodePending' }));
  });

  it('is superseded by a newer code', async () => {
    const { ports, ctx } = await codeSent();
    ports.secrets.presetDigits('135791');
    rightOf(await sendOneTimeCode(ports)(ctx, IP)());
    expect(await verify(ports, ctx, { token: '246810' })).toEqual(E.left({ _tag: 'InvalidCode', attemptsLeft: 4 }));
    expect(E.isRight(await verify(ports, ctx, { token: '135791' }))).toBe(true);
  });
});

describe('verifyOneTimeCode: wrong codes and time', () => {
  it('counts down 4, 3, 2, 1, locks at the fifth wrong code, then refuses even the right one', async () => {
    const { ports, ctx } = await codeSent();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await verify(ports, ctx, { token: '000000' }));
    expect(answers).toEqual([
      E.left({ _tag: 'InvalidCode', attemptsLeft: 4 }),
      E.left({ _tag: 'InvalidCode', attemptsLeft: 3 }),
      E.left({ _tag: 'InvalidCode', attemptsLeft: 2 }),
      E.left({ _tag: 'InvalidCode', attemptsLeft: 1 }),
      E.left({ _tag: 'CodeLocked' }),
    ]);
    expect(await verify(ports, ctx, { token: '246810' })).toEqual(E.left({ _tag: 'CodeLocked' }));
    expect(ports.sessions.get(ctx.session.id)?.fullyAuthenticated).toBe(false);
    expect(ports.audit.entries.filter((e) => e.action === 'code_failed').map((e) => e.detail)).toEqual(
      [4, 3, 2, 1, 0].map((left) => ({ attempts_left: left })),
    );
  });

  it('lets a new code start over after a lock', async () => {
    const { ports, ctx } = await codeSent();
    for (let i = 0; i < 5; i += 1) await verify(ports, ctx, { token: '000000' });
    ports.secrets.presetDigits('112233');
    rightOf(await sendOneTimeCode(ports)(ctx, IP)());
    expect(E.isRight(await verify(ports, ctx, { token: '112233' }))).toBe(true);
  });

  it('accepts the code until 10 minutes have passed', async () => {
    const { ports, ctx } = await codeSent();
    ports.clock.advance(10 * MINUTE - 1);
    expect(E.isRight(await verify(ports, ctx, {}))).toBe(true);
  });

  it('refuses it from the tenth minute on', async () => {
    const { ports, ctx } = await codeSent();
    ports.clock.advance(10 * MINUTE);
    expect(await verify(ports, ctx, {})).toEqual(E.left({ _tag: 'CodeExpired' }));
    expect(await verify(ports, ctx, { token: '000000' })).toEqual(E.left({ _tag: 'CodeExpired' }));
    expect(ports.codes.all()[0]?.attempts).toBe(0);
  });
});

describe('verifyOneTimeCode: remember this device', () => {
  it('gives a device token that skips the code for 30 days', async () => {
    const { ports, ctx } = await codeSent();
    const { deviceToken } = rightOf(await verify(ports, ctx, { rememberDevice: true }));
    expect(deviceToken).not.toBeNull();
    if (deviceToken === null) return;
    expect(ports.rememberedDevices.all()).toEqual([
      { id: ports.secrets.hash(deviceToken), userId: ctx.user.id, phone: PHONE, createdAt: T0, expiresAt: new Date(T0.getTime() + REMEMBER_DEVICE_MS) },
    ]);
    expect(ports.audit.entries.at(-1)?.detail).toEqual({ remember_device: true });

    const command = { email: 'rep@example.com', password: 'Secret123', ip: IP, userAgent: 'Vitest', deviceToken, language: null };
    ports.clock.advance(30 * DAY - 1);
    expect(rightOf(await signIn(ports)(command)()).context.session.fullyAuthenticated).toBe(true);
    ports.clock.advance(1);
    expect(rightOf(await signIn(ports)(command)()).context.session.fullyAuthenticated).toBe(false);
  });
});

describe('verifyOneTimeCode: confirming a new phone (confirm_otp_device)', () => {
  async function settingUp(): Promise<{ ports: AccessPorts; ctx: SessionContext }> {
    const ports = inMemoryAccessPorts();
    ports.dealerships.add(aDealership({ id: 1 }));
    const user = ports.users.add({ email: 'new@example.com', password: 'Secret123', memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
    const ctx = await contextOf(ports, user.id);
    ports.secrets.presetDigits('246810');
    rightOf(await setUpOtpDevice(ports)(ctx, { phone: '(514) 555-0167', ip: IP })());
    return { ports, ctx };
  }

  it('refuses a phone other than the one the code went to, without using up a try', async () => {
    const { ports, ctx } = await settingUp();
    expect(await verify(ports, ctx, { phone: '438-555-0199' })).toEqual(E.left({ _tag: 'InvalidInput', errors: { phone: ['otp.phone_mismatch'] } }));
    expect(ports.codes.all()[0]?.attempts).toBe(0);
    expect(await ports.otpDevices.byUser(ctx.user.id)).toEqual({ phone: PHONE, confirmed: false });
  });

  it('confirms the phone, in whatever form it is typed again', async () => {
    const { ports, ctx } = await settingUp();
    const verified = rightOf(await verify(ports, ctx, { phone: '514 555 0167' }));
    expect(verified.status).toEqual({ hasDevice: true, maskedPhone: '•••-•••-••67', verified: true, fullyAuthenticated: true, factors: ['sms'], preferredFactor: 'sms', textMessages: true, recoveryCodesLeft: 0 });
    expect(await ports.otpDevices.byUser(ctx.user.id)).toEqual({ phone: PHONE, confirmed: true });
    expect(ports.audit.actions()).toEqual(['code_sent', 'device_registered', 'code_confirmed']);
  });

  it('replaces the phone of a verified user once the new phone\'s code is confirmed', async () => {
    const { ports, ctx } = await settingUp();
    const { sessionToken } = rightOf(await verify(ports, ctx, {}));
    const verifiedCtx = { ...ctx, session: { ...ctx.session, id: ports.secrets.hash(sessionToken), fullyAuthenticated: true } };
    ports.secrets.presetDigits('975310');
    rightOf(await setUpOtpDevice(ports)(verifiedCtx, { phone: '438-555-0199', ip: IP })());
    rightOf(await verify(ports, verifiedCtx, { token: '975310', phone: '438-555-0199' }));
    expect(await ports.otpDevices.byUser(ctx.user.id)).toEqual({ phone: '4385550199', confirmed: true });
  });
});
