/** The base path the panel is served under (core/access/routes.ts DEALER_BASE_PATH). */
const BASE = '/dealer';

/** The path under /dealer with its search, for login's `next`. */
export function currentPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return `${inside === '' ? '/' : inside}${search}`;
}
