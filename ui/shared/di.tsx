import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ServiceIdentifier } from 'inversify';

/** What the UI needs of the container: resolving a token. */
export interface Resolver {
  get<T>(token: ServiceIdentifier<T>): T;
}

const ResolverContext = createContext<Resolver | null>(null);

export function DiProvider({ container, children }: { readonly container: Resolver; readonly children: ReactNode }) {
  return <ResolverContext.Provider value={container}>{children}</ResolverContext.Provider>;
}

/** Resolves a token of the container the app was started with (ui/main.tsx). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ResolverContext);
  if (container === null) throw new Error('useInjection outside <DiProvider>');
  return container.get(token);
}
