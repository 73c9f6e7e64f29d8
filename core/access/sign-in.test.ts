import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { REMEMBER_DEVICE_MS, SESSION_ABSOLUTE_MS } from './session';
import { signIn, type SignInCommand } from './sign-in';
import { aDealership, DAY, inMemoryAccessPorts, T0, type AccessPorts } from './testing/in-memory-ports';

function rightOf<L, A>(result: E.Either<L, A>): A {
  if (E.isRight(result)) return result.right;
  throw new Error(`expected Right, got Left ${JSON.stringify(result.left)}`);
}

const PASSWORD = 'Secret123';

function command(overrides: Partial<SignInCommand> = {}): SignInCommand {
  return { email: 'rep@example.com', password: PASSWORD, ip: '10.0.0.1', userAgent: 'Vitest', deviceToken: undefined, language: null, ...overrides };
}

function world(): AccessPorts {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1, name: 'Laval Toyota' }));
  ports.dealerships.add(aDealership({ id: 2, name: 'Brossard Honda' }));
  ports.dealerships.add(aDealership({ id: 3, name: 'Montréal Kia' }));
  ports.dealerships.add(aDealership({ id: 4, name: 'Boston Ford', country: 'US' }));
  ports.users.add({ email: 'rep@example.com', password: PASSWORD, memberships: [{ dealershipId: 1, role: 'dealer_sales_rep' }] });
  ports.users.add({
    email: 'org@example.com', password: PASSWORD,
    memberships: [1, 2, 3].map((dealershipId) => ({ dealershipId, role: 'organization_admin' as const })),
  });
  ports.users.add({ email: 'root@example.com', password: PASSWORD, isSuperAdmin: true });
  ports.users.add({ email: 'gone@example.com', password: PASSWORD, isActive: false, memberships: [{ dealershipId: 1, role: 'dealer_admin' }] });
  return ports;
}

describe('signIn: input', () => {
  it('requires both fields, with a code per field', async () => {
    const ports = world();
    const result = await signIn(ports)(command({ email: '', password: '' }))();
    expect(result).toEqual(E.left({ _tag: 'InvalidInput', errors: { email: ['required'], password: ['required'] } }));
    expect(ports.sessions.all()).toHaveLength(0);
  });

  it('counts a blank e-mail as missing but lets a password of spaces reach the check', async () => {
    const ports = world();
    expect(await signIn(ports)(command({ email: '   ' }))()).toEqual(E.left({ _tag: 'InvalidInput', errors: { email: ['required'] } }));
    expect(await signIn(ports)(command({ password: '   ' }))()).toEqual(E.left({ _tag: 'InvalidCredentials' }));
  });
});

describe('signIn: credentials', () => {
  it('refuses a wrong password and audits the failure', async () => {
    const ports = world();
    const result = await signIn(ports)(command({ email: ' Rep@Example.com ', password: 'Secret124' }))();
    expect(result).toEqual(E.left({ _tag: 'InvalidCredentials' }));
    expect(ports.audit.entries).toEqual([
      { action: 'sign_in_failed', userId: 1, dealershipId: null, ip: '10.0.0.1', detail: { email: 'rep@example.com' } },
    ]);
    expect(ports.sessions.all()).toHaveLength(0);
  });

  it('gives an unknown e-mail the same answer, and still spends a hash on it', async () => {
    const ports = world();
    const result = await signIn(ports)(command({ email: 'nobody@example.com' }))();
    expect(result).toEqual(E.left({ _tag: 'InvalidCredentials' }));
    expect(ports.hasher.hashCalls()).toBe(1);
    expect(ports.audit.entries).toEqual([
      { action: 'sign_in_failed', userId: null, dealershipId: null, ip: '10.0.0.1', detail: { email: 'nobody@example.com' } },
    ]);
  });

  it('gives a deactivated user with the right password the same answer', async () => {
    const ports = world();
    const result = await signIn(ports)(command({ email: 'gone@example.com' }))();
    expect(result).toEqual(E.left({ _tag: 'InvalidCredentials' }));
    expect(ports.audit.actions()).toEqual(['sign_in_failed']);
    expect(ports.sessions.all()).toHaveLength(0);
  });

  it('ignores the case of the e-mail', async () => {
    const ports = world();
    const result = rightOf(await signIn(ports)(command({ email: 'REP@example.COM' }))());
    expect(result.context.user.email).toBe('rep@example.com');
  });
});

describe('signIn: the new session', () => {
  it('starts a one-dealership user on that dealership, not yet fully authenticated', async () => {
    const ports = world();
    const result = rightOf(await signIn(ports)(command({ language: 'fr_CA' }))());
    expect(result.promptDealershipSelect).toBe(false);
    expect(result.totalManagedDealerships).toBe(1);
    expect(result.context.session.dealershipId).toBe(1);
    expect(result.context.dealership?.name).toBe('Laval Toyota');
    expect(result.context.role).toBe('dealer_sales_rep');
    expect(result.context.session.fullyAuthenticated).toBe(false);
    expect(result.context.session.language).toBe('fr_CA');

    const stored = ports.sessions.get(ports.secrets.hash(result.sessionToken));
    expect(stored).toMatchObject({ userId: 1, dealershipId: 1, createdAt: T0, lastSeenAt: T0, endedAt: null, ip: '10.0.0.1', userAgent: 'Vitest' });
    expect(stored?.expiresAt).toEqual(new Date(T0.getTime() + SESSION_ABSOLUTE_MS));
    expect((await ports.users.byId(1))?.lastActivity).toEqual(T0);
    expect(ports.audit.entries).toEqual([
      { action: 'sign_in', userId: 1, dealershipId: 1, ip: '10.0.0.1', detail: { remembered_device: false } },
    ]);
  });

  it('asks an organization admin of three stores to pick one', async () => {
    const ports = world();
    const result = rightOf(await signIn(ports)(command({ email: 'org@example.com' }))());
    expect(result.context.session.dealershipId).toBeNull();
    expect(result.context.dealership).toBeNull();
    expect(result.context.role).toBeNull();
    expect(result.promptDealershipSelect).toBe(true);
    expect(result.totalManagedDealerships).toBe(3);
  });

  it('lets a super admin manage every dealership', async () => {
    const ports = world();
    const result = rightOf(await signIn(ports)(command({ email: 'root@example.com' }))());
    expect(result.totalManagedDealerships).toBe(4);
    expect(result.promptDealershipSelect).toBe(true);
    expect(result.context.role).toBe('super_admin');
    expect(result.context.actor.isSuperAdmin).toBe(true);
  });

  it('starts a super admin on the only dealership there is', async () => {
    const ports = inMemoryAccessPorts();
    ports.dealerships.add(aDealership({ id: 9 }));
    ports.users.add({ email: 'root@example.com', password: PASSWORD, isSuperAdmin: true });
    const result = rightOf(await signIn(ports)(command({ email: 'root@example.com' }))());
    expect(result.context.session.dealershipId).toBe(9);
    expect(result.promptDealershipSelect).toBe(false);
  });

  it('gives a new session id at every sign-in, and stores only its hash', async () => {
    const ports = world();
    const first = rightOf(await signIn(ports)(command())());
    const second = rightOf(await signIn(ports)(command())());
    expect(first.sessionToken).not.toBe(second.sessionToken);
    expect(first.context.session.id).not.toBe(second.context.session.id);
    expect(ports.sessions.all().map((s) => s.id)).toEqual([ports.secrets.hash(first.sessionToken), ports.secrets.hash(second.sessionToken)]);
    expect(ports.sessions.all().map((s) => s.id)).not.toContain(first.sessionToken);
  });

  it('keeps at most 500 characters of the user agent', async () => {
    const ports = world();
    const result = rightOf(await signIn(ports)(command({ userAgent: 'x'.repeat(600) }))());
    expect(ports.sessions.get(result.context.session.id)?.userAgent).toHaveLength(500);
  });
});

describe('signIn: remembered device', () => {
  async function rememberDevice(ports: AccessPorts, userId: number, token: string): Promise<void> {
    const now = ports.clock.now();
    await ports.rememberedDevices.create({ id: ports.secrets.hash(token), userId, phone: '5145550167', createdAt: now, expiresAt: new Date(now.getTime() + REMEMBER_DEVICE_MS) });
  }

  it('skips the one-time code while the device is remembered', async () => {
    const ports = world();
    await rememberDevice(ports, 1, 'device-1');
    ports.clock.advance(30 * DAY - 1);
    const result = rightOf(await signIn(ports)(command({ deviceToken: 'device-1' }))());
    expect(result.context.session.fullyAuthenticated).toBe(true);
    expect(ports.audit.entries.at(-1)?.detail).toEqual({ remembered_device: true });
  });

  it('asks for the code again once the 30 days are over', async () => {
    const ports = world();
    await rememberDevice(ports, 1, 'device-1');
    ports.clock.advance(30 * DAY);
    const result = rightOf(await signIn(ports)(command({ deviceToken: 'device-1' }))());
    expect(result.context.session.fullyAuthenticated).toBe(false);
  });

  it('does not honour another user\'s device or an unknown one', async () => {
    const ports = world();
    await rememberDevice(ports, 2, 'device-of-org');
    const stolen = rightOf(await signIn(ports)(command({ deviceToken: 'device-of-org' }))());
    const unknown = rightOf(await signIn(ports)(command({ deviceToken: 'made-up' }))());
    expect(stolen.context.session.fullyAuthenticated).toBe(false);
    expect(unknown.context.session.fullyAuthenticated).toBe(false);
  });
});
