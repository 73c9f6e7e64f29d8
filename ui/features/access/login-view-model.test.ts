import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../adapters/http/contract/access/access';
import { createSignInMemory, memoryStorage } from '../../shared/saved-url';
import { latest, left, right } from '../../shared/testing/problems';
import { aUser } from '../../shared/testing/user-fixture';
import type { LoginDeps } from './login-view-model';
import { createLoginViewModel } from './login-view-model';

const answer = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  redirect: false, url: null, prompt_dealership_select: false, total_managed_dealerships: 1, user: aUser({ fully_authenticated: false }), ...overrides,
});

function setup(login: LoginDeps['login']) {
  const memory = createSignInMemory(memoryStorage());
  const onSignedIn = vi.fn();
  const vm = createLoginViewModel({ login, memory, onSignedIn, ssoOptions: vi.fn(), leave: vi.fn() });
  return { vm, memory, onSignedIn, login };
}

describe('the login view model', () => {
  it('checks the fields before calling the server', async () => {
    const login = vi.fn<LoginDeps['login']>();
    const { vm } = setup(login);
    await vm.submit({ email: 'not-an-email', password: '' });
    expect(latest(vm.state$)).toEqual({ kind: 'editing', submitting: false, fieldErrors: { email: ['email.invalid'], password: ['required'] }, problem: null });
    expect(login).not.toHaveBeenCalled();
  });

  it('goes to verification after the password, keeping the dealership prompt for later', async () => {
    const { vm, memory, onSignedIn, login } = setup(vi.fn(() => right(answer({ prompt_dealership_select: true }))));
    await vm.submit({ email: ' admin@demo.dealer.test ', password: 'Dealer-Demo-2026' });
    expect(login).toHaveBeenCalledWith({ email: 'admin@demo.dealer.test', password: 'Dealer-Demo-2026' });
    expect(latest(vm.state$)).toEqual({ kind: 'signed-in', destination: { kind: 'internal', path: '/verification' } });
    expect(memory.promptDealershipSelect()).toBe(true);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('goes to the remembered URL when no code is needed (a remembered device)', async () => {
    const { vm, memory } = setup(() => right(answer({ user: aUser() })));
    memory.saveUrl('/users?page=2');
    await vm.submit({ email: 'admin@demo.dealer.test', password: 'x' });
    expect(latest(vm.state$)).toEqual({ kind: 'signed-in', destination: { kind: 'internal', path: '/users?page=2' } });
  });

  it('follows the URL the server asks to redirect to', async () => {
    const { vm } = setup(() => right(answer({ redirect: true, url: 'https://sso.example.test/start' })));
    await vm.submit({ email: 'admin@demo.dealer.test', password: 'x' });
    expect(latest(vm.state$)).toEqual({ kind: 'signed-in', destination: { kind: 'external', url: 'https://sso.example.test/start' } });
  });

  it('shows a wrong password next to the password field', async () => {
    const { vm } = setup(() => left(400, 'invalid_credentials', { errors: { password: ['auth.invalid_credentials'] } }));
    await vm.submit({ email: 'admin@demo.dealer.test', password: 'wrong' });
    expect(latest(vm.state$)).toEqual({ kind: 'editing', submitting: false, fieldErrors: { password: ['auth.invalid_credentials'] }, problem: null });
    const bare = setup(() => left(400, 'invalid_credentials'));
    await bare.vm.submit({ email: 'admin@demo.dealer.test', password: 'wrong' });
    expect(latest(bare.vm.state$)).toMatchObject({ fieldErrors: { password: ['auth.invalid_credentials'] } });
    vm.clearError('password');
    expect(latest(vm.state$)).toMatchObject({ fieldErrors: {} });
  });

  it('shows rate limiting with its delay, and a technical failure as such', async () => {
    const { vm } = setup(() => left(429, 'rate_limited', { retryAfterSeconds: 60 }));
    await vm.submit({ email: 'admin@demo.dealer.test', password: 'x' });
    expect(latest(vm.state$)).toMatchObject({ problem: { code: 'rate_limited', retryAfterSeconds: 60 } });
    const broken = setup(() => Promise.reject(new Error('decode')));
    await broken.vm.submit({ email: 'admin@demo.dealer.test', password: 'x' });
    expect(latest(broken.vm.state$)).toMatchObject({ submitting: false, problem: { code: 'technical' } });
  });

  it('is submitting while the server answers, and ignores a second submit', async () => {
    let finish: (value: Awaited<ReturnType<LoginDeps['login']>>) => void = () => undefined;
    const login = vi.fn(() => new Promise<Awaited<ReturnType<LoginDeps['login']>>>((resolve) => (finish = resolve)));
    const { vm } = setup(login);
    const first = vm.submit({ email: 'admin@demo.dealer.test', password: 'x' });
    expect(latest(vm.state$)).toMatchObject({ kind: 'editing', submitting: true });
    await vm.submit({ email: 'admin@demo.dealer.test', password: 'x' });
    expect(login).toHaveBeenCalledOnce();
    finish((await left(400, 'invalid_credentials')));
    await first;
    expect(latest(vm.state$)).toMatchObject({ submitting: false });
  });
});
