import { createBrowserRouter } from 'react-router-dom';
import { isRouteName } from '@dealer-panel/core/access/route-name';
import { DEALER_BASE_PATH } from '@dealer-panel/core/access/routes';
import type { RouteHandle } from './route-handle';
import type { RouteTreeDeps } from './route-tree';
import { routeTree } from './route-tree';

/**
 * The browser router under /dealer. Once a navigation settles, the page it landed on becomes the
 * guards' "previous route" for the next one.
 */
export function createAppRouter(deps: RouteTreeDeps) {
  const router = createBrowserRouter(routeTree(deps), { basename: DEALER_BASE_PATH });
  const settle = () => {
    const { navigation, matches, location } = router.state;
    if (navigation.state !== 'idle') return;
    const handle = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
    const name = handle?.routeName;
    const inside = location.pathname.startsWith(DEALER_BASE_PATH) ? location.pathname.slice(DEALER_BASE_PATH.length) : location.pathname;
    deps.history.settled(name && isRouteName(name) ? { route: name, path: `${inside || '/'}${location.search}` } : null);
  };
  router.subscribe(settle);
  return router;
}
