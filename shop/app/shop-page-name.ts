import type { ShopPageName } from '@dealer-panel/core/analytics/page-events';

/**
 * A deal page's analytics name (spec 002 section 1): the deal's own page and its quotes are the
 * vehicle's page (vdp), the add-ons, the trade-in and the credit application their vdp: names; pages spec 002
 * does not name (appointment, documents) are not counted.
 */
export function shopPageName(pathname: string): ShopPageName | null {
  const page = /\/deal\/[^/]+\/?([^/]*)/.exec(pathname)?.[1] ?? null;
  if (page === null) return null;
  if (page === '' || page === 'quotes') return 'vdp';
  if (page === 'addons') return 'vdp:accessories';
  if (page === 'trade-in') return 'vdp:trade-in';
  if (page === 'credit') return 'vdp:credit-app';
  if (page === 'deposit') return 'vdp:deposit';
  return null;
}
