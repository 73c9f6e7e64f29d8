import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { createSignInRouter, matchPattern, redirect, type RouterWindow, type SignInRoute } from './sign-in-router';

const LoginPage: ComponentType = () => null;
const GalleryPage: ComponentType = () => null;

/** A window whose address and history are a list, recording what the router asked of the browser. */
function fakeWindow(start: string) {
  const calls: string[] = [];
  let popstate = () => undefined as void;
  const at = new URL(start, 'http://dealer.test');
  const win: RouterWindow = {
    location: {
      origin: 'http://dealer.test',
      get pathname() { return at.pathname; },
      get search() { return at.search; },
      assign: (url) => void calls.push(`assign ${url}`),
      replace: (url) => void calls.push(`replace ${url}`),
      reload: () => void calls.push('reload'),
    },
    history: {
      pushState: (_d, _u, url) => { calls.push(`push ${url}`); Object.assign(at, { href: new URL(url, at).href }); },
      replaceState: (_d, _u, url) => { calls.push(`replaceState ${url}`); Object.assign(at, { href: new URL(url, at).href }); },
      back: () => void calls.push('back'),
    },
    addEventListener: (_type, listener) => { popstate = listener; },
  };
  const pop = (url: string) => { at.href = new URL(url, at).href; popstate(); };
  return { win, calls, pop };
}

function routes(guards: Partial<Record<RouteName, (path: string) => Promise<unknown>>> = {}): SignInRoute[] {
  const route = (name: RouteName, pattern: string, Page: ComponentType): SignInRoute => ({
    name, pattern, page: () => Promise.resolve(Page),
    guard: ({ request }) => (guards[name] ?? (() => Promise.resolve(null)))(new URL(request.url).pathname + new URL(request.url).search),
  });
  return [route('login', '/login', LoginPage), route('gallery', '/gallery/:token', GalleryPage)];
}

describe('the standalone sign-in pages\' router (issue 34)', () => {
  it('matches a pattern and its parameters, nothing longer or shorter', () => {
    expect(matchPattern('/gallery/:token', '/gallery/a%20b')).toEqual({ token: 'a b' });
    expect(matchPattern('/login', '/login/')).toEqual({});
    expect(matchPattern('/gallery/:token', '/gallery')).toBeNull();
    expect(matchPattern('/gallery/:token', '/gallery/x/y')).toBeNull();
    expect(matchPattern('/login', '/logins')).toBeNull();
  });

  it('draws the page of the address once its guard allows it, and tells which page settled', async () => {
    const { win, calls } = fakeWindow('/dealer/login?reason=session_expired');
    const settled: string[] = [];
    const router = createSignInRouter(routes(), '/dealer', win, (route, path) => settled.push(`${route} ${path}`));
    expect(router.snapshot().kind).toBe('loading');
    await router.start();
    expect(router.snapshot()).toMatchObject({ kind: 'ready', Page: LoginPage, pathname: '/dealer/login', search: '?reason=session_expired' });
    expect(settled).toEqual(['login /login?reason=session_expired']);
    expect(calls).toEqual([]);
  });

  it('pushes a link to another standalone page, with its parameters', async () => {
    const { win, calls } = fakeWindow('/dealer/login');
    const router = createSignInRouter(routes(), '/dealer', win, () => undefined);
    await router.start();
    await router.navigate('/gallery/tok-1');
    expect(router.snapshot()).toMatchObject({ kind: 'ready', Page: GalleryPage, params: { token: 'tok-1' } });
    expect(calls).toEqual(['push /dealer/gallery/tok-1']);
  });

  it('loads a path of the panel in full: assign for a link, replace for a redirect, reload on back', async () => {
    const { win, calls, pop } = fakeWindow('/dealer/login');
    const router = createSignInRouter(routes(), '/dealer', win, () => undefined);
    await router.start();
    await router.navigate('/reset-password');
    await router.navigate('/customers?page=2', { replace: true });
    pop('/dealer/customers');
    await Promise.resolve();
    expect(calls).toEqual(['assign http://dealer.test/dealer/reset-password', 'replace http://dealer.test/dealer/customers?page=2', 'reload']);
  });

  it('follows a guard\'s redirect in place of the navigation, and opens the panel\'s start when opened elsewhere', async () => {
    const { win, calls } = fakeWindow('/dealer/login');
    const signedIn = routes({ login: () => Promise.reject(redirect('/gallery/t')) });
    const router = createSignInRouter(signedIn, '/dealer', win, () => undefined);
    await router.start();
    expect(router.snapshot()).toMatchObject({ kind: 'ready', Page: GalleryPage });
    expect(calls).toEqual(['replaceState /dealer/gallery/t']);
    const elsewhere = fakeWindow('/dealer/sign-in.html');
    await createSignInRouter(routes(), '/dealer', elsewhere.win, () => undefined).start();
    expect(elsewhere.calls).toEqual(['replace /dealer/']);
  });

  it('shows the error page when a guard or a page fails, and a newer navigation wins over a pending one', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => { release = resolve; });
    const { win } = fakeWindow('/dealer/login');
    const router = createSignInRouter(routes({ login: () => slow, gallery: () => Promise.reject(new Error('down')) }), '/dealer', win, () => undefined);
    const first = router.start();
    await router.navigate('/gallery/x');
    expect(router.snapshot()).toMatchObject({ kind: 'failed', error: new Error('down') });
    release();
    await first;
    expect(router.snapshot().kind).toBe('failed');
  });
});
