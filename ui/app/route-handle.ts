import { useMatches } from 'react-router-dom';
import type { RouteName } from '@dealer-panel/core/access/route-name';

/** What a route carries for the shell: its name (page title, history, the not-available panel). */
export interface RouteHandle {
  readonly routeName: RouteName | 'demo-inbox';
}

/** The name of the deepest matched route. */
export function useRouteName(): RouteHandle['routeName'] | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return null;
}
