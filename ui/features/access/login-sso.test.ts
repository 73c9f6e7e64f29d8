import { describe, expect, it, vi } from 'vitest';
import type { SsoOptionsBody } from '../../../adapters/http/contract/access/sso';
import { createSignInMemory, memoryStorage } from '../../shared/saved-url';
import { latest, left, right } from '../../shared/testing/problems';
import { loginSsoParamsOf, ssoStartUrl } from './login-sso';
import type { LoginDeps } from './login-view-model';
import { createLoginViewModel } from './login-view-model';

const options: SsoOptionsBody = {
  dealership: { id: 7, name: 'Lakeshore Motors' },
  sources: [
    { source: 'vw_sso', name: 'Volkswagen', login_url: 'https://panel.test/api/sso/7/vw_sso/login/' },
    { source: 'custom_sso', name: 'Stellantis', login_url: 'https://panel.test/api/sso/7/custom_sso/login/' },
  ],
};

function setup(ssoOptions: LoginDeps['ssoOptions'] = vi.fn(() => right(options))) {
  const memory = createSignInMemory(memoryStorage());
  const leave = vi.fn<(url: string) => void>();
  const vm = createLoginViewModel({ login: vi.fn(), memory, onSignedIn: vi.fn(), ssoOptions, leave });
  return { vm, memory, leave, ssoOptions };
}
const params = (query: string) => loginSsoParamsOf(new URLSearchParams(query));

describe('the sign-in page\'s manufacturer buttons', () => {
  it('reads the store and the refusal from the address, ignoring anything else', () => {
    expect(params('store=7&sso_error=replayed')).toEqual({ store: 7, refusal: 'replayed' });
    expect(params('store=0&sso_error=<b>')).toEqual({ store: null, refusal: null });
    expect(params('store=7abc')).toEqual({ store: null, refusal: null });
    expect(params('')).toEqual({ store: null, refusal: null });
  });

  it('shows a button per source the store offers', async () => {
    const { vm, ssoOptions } = setup();
    await vm.startSso(params('store=7'));
    expect(ssoOptions).toHaveBeenCalledWith(7);
    expect(latest(vm.sso$)).toEqual({ options: options.sources, refusal: null, leaving: null });
  });

  it('asks nothing without a store, and shows no button when the store is unknown or the call fails', async () => {
    const none = setup();
    await none.vm.startSso(params('sso_error=unknown_user'));
    expect(none.ssoOptions).not.toHaveBeenCalled();
    expect(latest(none.vm.sso$)).toEqual({ options: [], refusal: 'unknown_user', leaving: null });
    const unknown = setup(() => left(404, 'not_found'));
    await unknown.vm.startSso(params('store=99'));
    expect(latest(unknown.vm.sso$).options).toEqual([]);
    const offline = setup(() => Promise.reject(new Error('offline')));
    await offline.vm.startSso(params('store=7&sso_error=expired'));
    expect(latest(offline.vm.sso$)).toEqual({ options: [], refusal: 'expired', leaving: null });
  });

  it('leaves for the source\'s login URL with the remembered page as a /dealer/ path', async () => {
    const { vm, memory, leave } = setup();
    memory.saveUrl('/customers/12?tab=deals');
    await vm.startSso(params('store=7'));
    vm.signInWith('custom_sso');
    expect(leave).toHaveBeenCalledWith('https://panel.test/api/sso/7/custom_sso/login/?next=%2Fdealer%2Fcustomers%2F12%3Ftab%3Ddeals');
    expect(latest(vm.sso$).leaving).toBe('custom_sso');
    vm.signInWith('vw_sso');
    expect(leave).toHaveBeenCalledTimes(1);
    vm.ssoReturned();
    vm.signInWith('vw_sso');
    expect(leave).toHaveBeenLastCalledWith('https://panel.test/api/sso/7/vw_sso/login/?next=%2Fdealer%2Fcustomers%2F12%3Ftab%3Ddeals');
  });

  it('leaves with no next when no page is remembered', async () => {
    const { vm, leave } = setup();
    await vm.startSso(params('store=7'));
    vm.signInWith('vw_sso');
    expect(leave).toHaveBeenCalledWith('https://panel.test/api/sso/7/vw_sso/login/');
  });

  it('ignores a source the store does not offer', async () => {
    const { vm, leave } = setup();
    await vm.startSso(params('store=7'));
    vm.signInWith('hyundai_sso');
    expect(leave).not.toHaveBeenCalled();
    expect(latest(vm.sso$).leaving).toBeNull();
  });

  it('adds next to a login URL that already has a query', () => {
    expect(ssoStartUrl('/api/sso/7/vw_sso/login/?x=1', '/')).toBe('/api/sso/7/vw_sso/login/?x=1&next=%2Fdealer%2F');
    expect(ssoStartUrl('/api/sso/7/vw_sso/login/', null)).toBe('/api/sso/7/vw_sso/login/');
  });
});
