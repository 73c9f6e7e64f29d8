import type { ComponentType } from 'react';
import type { RouteName } from '@dealer-panel/core/access/route-name';

/**
 * The standalone sign-in pages' router (issue 34): react-router's data router weighed 26 KB of the
 * sign-in page's 171 KB for a handful of pages, so this entry routes its few paths itself. What it
 * keeps of react-router's behaviour: a route's guard runs before its page draws (the same
 * guardLoader), a guard's redirect is followed, the page's module is loaded before it draws, back
 * and forward re-run the guard, a newer navigation supersedes a pending one. A path that is not one
 * of these pages is the panel's: the address is written and the browser loads it in full.
 */
export interface SignInRoute {
  readonly name: RouteName;
  /** Under the base, with `:name` parameters: `/login`, `/gallery/:token`. */
  readonly pattern: string;
  /** The route's guard: resolves to allow, throws a `SignInRedirect` to go elsewhere (guard-loader.ts). */
  readonly guard: (args: { readonly request: Request }) => Promise<unknown>;
  /** The page, loaded before it draws (the login page is in the entry, the others each in a chunk of their own). */
  readonly page: () => Promise<ComponentType>;
}

/** What a guard throws to send the navigation elsewhere (react-router's `redirect`, aliased in this build). */
export class SignInRedirect {
  constructor(readonly to: string) {}
}

export function redirect(to: string): SignInRedirect {
  return new SignInRedirect(to);
}

export type RouterSnapshot =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly route: SignInRoute; readonly Page: ComponentType; readonly params: Readonly<Record<string, string>>; readonly pathname: string; readonly search: string }
  | { readonly kind: 'failed'; readonly error: unknown };

/** The window as the router uses it (the browser's, or a fake in tests). */
export interface RouterWindow {
  readonly location: { readonly origin: string; readonly pathname: string; readonly search: string; assign(url: string): void; replace(url: string): void; reload(): void };
  readonly history: { pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void; back(): void };
  addEventListener(type: 'popstate', listener: () => void): void;
}

type Mode = 'push' | 'replace' | 'pop' | 'start';

export interface SignInRouter {
  readonly base: string;
  subscribe(listener: () => void): () => void;
  snapshot(): RouterSnapshot;
  /** Goes to a path under the base (with its search): one of the pages, else the panel by a full load. */
  navigate(to: string, options?: { readonly replace?: boolean }): Promise<void>;
  back(): void;
  /** Routes the current address and follows back and forward. */
  start(): Promise<void>;
}

/** The parameters of a path matching a pattern (`/gallery/:token`), or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
}

export function createSignInRouter(routes: readonly SignInRoute[], base: string, win: RouterWindow, onSettled: (route: RouteName, path: string) => void): SignInRouter {
  let state: RouterSnapshot = { kind: 'loading' };
  let latest = 0;
  const listeners = new Set<() => void>();
  const set = (next: RouterSnapshot) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const inside = (pathname: string) => (pathname.startsWith(base) ? pathname.slice(base.length) : pathname) || '/';

  async function go(to: string, mode: Mode, hops = 0): Promise<void> {
    const navigation = ++latest;
    const url = new URL(`${base}${to}`, win.location.origin);
    const pathname = inside(url.pathname);
    const found = routes.map((route) => ({ route, params: matchPattern(route.pattern, pathname) })).find((m) => m.params !== null);
    if (found === undefined || found.params === null) {
      // The panel's page: the address is written as the panel would have (push for a link, replace
      // for a redirect), then loaded in full. Opened here at another address: the panel's start.
      if (mode === 'push') return win.location.assign(url.href);
      if (mode === 'replace') return win.location.replace(url.href);
      return mode === 'pop' ? win.location.reload() : win.location.replace(`${base}/`);
    }
    try {
      const [, Page] = await Promise.all([found.route.guard({ request: new Request(url.href) }), found.route.page()]);
      if (navigation !== latest) return;
      const path = `${url.pathname}${url.search}`;
      if (mode === 'push') win.history.pushState(null, '', path);
      if (mode === 'replace') win.history.replaceState(null, '', path);
      set({ kind: 'ready', route: found.route, Page, params: found.params, pathname: url.pathname, search: url.search });
      onSettled(found.route.name, `${pathname}${url.search}`);
    } catch (error) {
      if (navigation !== latest) return;
      // A guard's redirect takes the place of the navigation (never an entry of its own); a loop ends in the error page.
      if (error instanceof SignInRedirect && hops < 10) return go(error.to, mode === 'push' ? 'push' : 'replace', hops + 1);
      set({ kind: 'failed', error });
    }
  }

  return {
    base,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    navigate: (to, options) => go(to, options?.replace === true ? 'replace' : 'push'),
    back: () => win.history.back(),
    start() {
      win.addEventListener('popstate', () => void go(`${inside(win.location.pathname)}${win.location.search}`, 'pop'));
      return go(`${inside(win.location.pathname)}${win.location.search}`, 'start');
    },
  };
}
