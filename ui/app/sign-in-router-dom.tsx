import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { SignInRouter } from './sign-in-router';

/**
 * What the standalone sign-in pages use of react-router-dom, over the sign-in router
 * (sign-in-router.ts): vite.sign-in.config.ts resolves `react-router-dom` to this file, so that the
 * panel's own pages, layout and guard (LoginPage, PublicLayout, guardLoader…) are built into this
 * entry unchanged. A name missing here fails that build: every use is one of these.
 */
export { redirect } from './sign-in-router';

const RouterContext = createContext<SignInRouter | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

export const SignInRouterContext = RouterContext;
export const SignInOutletContext = OutletContext;
export const SignInErrorContext = ErrorContext;

function useRouter(): SignInRouter {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('outside the sign-in router');
  return router;
}

/** The current page's address and parameters (the empty ones while the first page loads). */
function useRoute() {
  const router = useRouter();
  const snapshot = useSyncExternalStore(router.subscribe, router.snapshot);
  return snapshot.kind === 'ready' ? snapshot : { pathname: router.base, search: '', params: {} };
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useRoute().params;
}

export function useLocation() {
  const { pathname, search } = useRoute();
  return { pathname, search, hash: '', state: null, key: 'default' };
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useRoute();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export function useNavigate(): (to: string | number, options?: { readonly replace?: boolean }) => void {
  const router = useRouter();
  return useCallback((to: string | number, options?: { readonly replace?: boolean }) => {
    if (typeof to === 'number') router.back();
    else void router.navigate(to, options);
  }, [router]);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string; readonly replace?: boolean; readonly ref?: Ref<HTMLAnchorElement> };

/** An anchor to a path under the base: a plain click navigates in the page, a modified click is the browser's. */
export function Link({ to, replace, onClick, ref, ...rest }: LinkProps) {
  const router = useRouter();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (rest.target ?? '_self') !== '_self') return;
    event.preventDefault();
    void router.navigate(to, { replace: replace === true });
  };
  return <a ref={ref} href={`${router.base}${to}`} onClick={click} {...rest} />;
}
