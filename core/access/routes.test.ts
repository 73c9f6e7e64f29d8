import { describe, it, expect } from 'vitest';
import { ROUTE_NAMES, isRouteName } from './route-name';
import { ROUTES, childPath } from './routes';

describe('route table', () => {
  it('has one definition per route name', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('lets exactly these pages through without authentication', () => {
    const publicRoutes = ROUTE_NAMES.filter((name) => !ROUTES[name].requiresAuth);
    expect(publicRoutes.sort()).toEqual(
      [
        'error-message',
        'login',
        'verification',
        'reset-password',
        'gallery',
        'trader-panel-warning',
        'trader-panel-successful-login',
      ].sort(),
    );
  });

  it('never role-checks a page that needs no authentication', () => {
    const inconsistent = ROUTE_NAMES.filter((name) => !ROUTES[name].requiresAuth && ROUTES[name].access.kind !== 'open');
    expect(inconsistent).toEqual([]);
  });

  it('nests the order pages under customer-details', () => {
    expect(childPath('order-list')).toBe('');
    expect(childPath('add-order')).toBe('add');
    expect(childPath('praq-create')).toBe('praq/create/:vehicleId/:praqFlowId/:orderId');
    expect(childPath('trade-in-only')).toBe('trade-in');
    expect(childPath('customers-view')).toBeNull();
    const children = ROUTE_NAMES.filter((name) => ROUTES[name].parent !== null);
    expect(children).toHaveLength(14);
    expect(children.every((name) => ROUTES[name].path.startsWith('/customers/:id'))).toBe(true);
  });

  it('gives every other route a distinct path', () => {
    const paths = ROUTE_NAMES.filter((name) => name !== 'order-list').map((name) => ROUTES[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
  });

  it('recognises route names', () => {
    expect(isRouteName('pricing-worksheet')).toBe(true);
    expect(isRouteName('customers')).toBe(false);
  });
});
