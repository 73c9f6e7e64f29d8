import type { RouteName } from '@dealer-panel/core/access/route-name';

export interface VisitedPage {
  readonly route: RouteName;
  /** Path under /dealer with its search. */
  readonly path: string;
}

/**
 * The page the user is on, as the guards see it when a navigation starts: the "previous route"
 * of spec 000 section 2.2 step 3. Null until the first page has settled (a fresh load).
 */
export function createNavigationHistory() {
  let current: VisitedPage | null = null;
  return {
    current: (): VisitedPage | null => current,
    settled(page: VisitedPage | null): void {
      current = page;
    },
  };
}

export type NavigationHistory = ReturnType<typeof createNavigationHistory>;
