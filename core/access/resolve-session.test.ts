import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { signOut } from './dealership-sessions';
import { resolveSession } from './resolve-session';
import { loadSessionContext } from './session-context';
import { aDealership, HOUR, inMemoryAccessPorts, MINUTE, openSession, T0, type AccessPorts } from './testing/in-memory-ports';

function rightOf<L, A>(result: E.Either<L, A>): A {
  if (E.isRight(result)) return result.right;
  throw new Error(`expected Right, got Left ${JSON.stringify(result.left)}`);
}

async function world(): Promise<{ ports: AccessPorts; token: string; id: string }> {
  const ports = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1, name: 'Laval Toyota' }));
  const user = ports.users.add({ email: 'rep@example.com', password: 'Secret123', memberships: [{ dealershipId: 1, role: 'dealer_sales_manager' }] });
  const { token, session } = await openSession(ports, { userId: user.id, dealershipId: 1 });
  return { ports, token, id: session.id };
}

describe('resolveSession: not authenticated', () => {
  it('answers NotAuthenticated without a token', async () => {
    const { ports } = await world();
    expect(await resolveSession(ports)(undefined)()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
    expect(await resolveSession(ports)('')()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
  });

  it('answers NotAuthenticated for an unknown token, and for the stored id used as a token', async () => {
    const { ports, id } = await world();
    expect(await resolveSession(ports)('token-999')()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
    expect(await resolveSession(ports)(id)()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
  });

  it('answers NotAuthenticated after sign-out', async () => {
    const { ports, token, id } = await world();
    const session = await ports.sessions.byId(id);
    const ctx = session && (await loadSessionContext(ports, session));
    await signOut(ports)(ctx, '10.0.0.1');
    expect(ports.sessions.get(id)?.endedAt).toEqual(T0);
    expect(ports.audit.entries).toEqual([{ action: 'sign_out', userId: 1, dealershipId: 1, ip: '10.0.0.1', detail: {} }]);
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
  });

  it('ends the session of a deactivated user', async () => {
    const { ports, token, id } = await world();
    ports.users.setActive(1, false);
    ports.clock.advance(MINUTE);
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
    expect(ports.sessions.get(id)?.endedAt).toEqual(new Date(T0.getTime() + MINUTE));
    ports.users.setActive(1, true);
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'NotAuthenticated' }));
  });
});

describe('resolveSession: idle and absolute limits', () => {
  it('expires a session idle for exactly 30 minutes, for good, and keeps saying so', async () => {
    const { ports, token, id } = await world();
    ports.clock.advance(30 * MINUTE);
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'SessionExpired' }));
    // A second call (the guard reads the language first) still learns why: 440, not 401.
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'SessionExpired' }));
    expect(ports.sessions.get(id)?.lastSeenAt).toEqual(T0);
  });

  it('keeps a session idle for 29 minutes and moves its last-seen time', async () => {
    const { ports, token, id } = await world();
    ports.clock.advance(29 * MINUTE);
    const ctx = rightOf(await resolveSession(ports)(token)());
    const now = new Date(T0.getTime() + 29 * MINUTE);
    expect(ctx.session.lastSeenAt).toEqual(now);
    expect(ports.sessions.get(id)?.lastSeenAt).toEqual(now);
    // 29 more minutes count from the touch, not from sign-in.
    ports.clock.advance(29 * MINUTE);
    expect(E.isRight(await resolveSession(ports)(token)())).toBe(true);
  });

  it('writes the last-seen time at most once a minute', async () => {
    const { ports, token, id } = await world();
    ports.clock.advance(MINUTE - 1);
    const ctx = rightOf(await resolveSession(ports)(token)());
    expect(ctx.session.lastSeenAt).toEqual(new Date(T0.getTime() + MINUTE - 1));
    expect(ports.sessions.get(id)?.lastSeenAt).toEqual(T0);
  });

  it('expires a session 12 hours after sign-in however busy it was', async () => {
    const { ports, token, id } = await world();
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      ports.clock.advance(20 * MINUTE);
      expect(E.isRight(await resolveSession(ports)(token)())).toBe(true);
    }
    ports.clock.set(new Date(T0.getTime() + 12 * HOUR - 1));
    expect(E.isRight(await resolveSession(ports)(token)())).toBe(true);
    ports.clock.advance(1);
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'SessionExpired' }));
    ports.clock.advance(60 * MINUTE);
    expect(await resolveSession(ports)(token)()).toEqual(E.left({ _tag: 'SessionExpired' }));
    expect(ports.sessions.get(id)?.lastSeenAt.getTime()).toBeLessThan(T0.getTime() + 12 * HOUR);
  });
});

describe('resolveSession: the context', () => {
  it('carries the user, the dealership, the role there and the actor', async () => {
    const { ports, token } = await world();
    const ctx = rightOf(await resolveSession(ports)(token)());
    expect(ctx.user.email).toBe('rep@example.com');
    expect(ctx.dealership?.id).toBe(1);
    expect(ctx.role).toBe('dealer_sales_manager');
    expect(ctx.actor).toEqual({ role: 'dealer_sales_manager', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, permissions: {} });
  });
});
