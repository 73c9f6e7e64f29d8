import { describe, expect, it } from 'vitest';
import { allRoutes } from './all-routes';
import { ROUTE_ACCESS } from './operation-access';

describe('the routes each operation rule guards', () => {
  it('names routes that exist, each pattern at least one of them with its methods', () => {
    const stale = ROUTE_ACCESS.filter(([methods, pattern]) => !methods.some((m) => allRoutes.some((r) => r.method === m
      && (pattern.endsWith('*') ? r.path.startsWith(pattern.slice(0, -1)) : r.path === pattern))));
    expect(stale.map(([methods, pattern]) => `${methods.join('|')} ${pattern}`)).toEqual([]);
  });

  it('guards only routes a dealership session calls', () => {
    expect(allRoutes.filter((r) => r.access !== undefined && r.auth !== 'verified').map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
