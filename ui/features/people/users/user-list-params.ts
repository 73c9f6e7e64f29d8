import { DEALER_ROLES, type DealerRole } from '@dealer-panel/core/access/role';
import { USER_SORT_FIELDS } from '@dealer-panel/core/people/users/user-list-query';
import type { QueryParams } from '../../../../adapters/di/tokens';

/** The list's view as the URL holds it (?search=&role=&is_active=&page=&ordering=): back, reload and a shared link keep it. */
export interface UserListParams {
  readonly search: string;
  readonly role: DealerRole | '';
  readonly status: 'active' | 'inactive' | '';
  readonly page: number;
  /** "name", "-last_activity"… */
  readonly ordering: string;
}

export const DEFAULT_PARAMS: UserListParams = { search: '', role: '', status: '', page: 1, ordering: 'name' };

const validOrdering = (value: string): boolean => (USER_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));

/** Reads the URL; anything the server would refuse falls back to the default, so a mangled link still opens the list. */
export function paramsFromUrl(search: URLSearchParams): UserListParams {
  const role = search.get('role') ?? '';
  const status = search.get('is_active');
  const page = Number(search.get('page') ?? '1');
  const ordering = search.get('ordering') ?? DEFAULT_PARAMS.ordering;
  return {
    search: (search.get('search') ?? '').slice(0, 100),
    role: (DEALER_ROLES as readonly string[]).includes(role) ? (role as DealerRole) : '',
    status: status === 'true' ? 'active' : status === 'false' ? 'inactive' : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ordering: validOrdering(ordering) ? ordering : DEFAULT_PARAMS.ordering,
  };
}

/** The query of GET user/ (and of the CSV): only what differs from the default. */
export function queryOf(p: UserListParams, withPage = true): QueryParams {
  const q: Record<string, string> = {};
  if (p.search.trim() !== '') q.search = p.search.trim();
  if (p.role !== '') q.role = p.role;
  if (p.status !== '') q.is_active = p.status === 'active' ? 'true' : 'false';
  if (withPage && p.page !== 1) q.page = String(p.page);
  if (p.ordering !== DEFAULT_PARAMS.ordering) q.ordering = p.ordering;
  return q;
}

/** The URL's search string of a view. */
export function urlOf(p: UserListParams): URLSearchParams {
  return new URLSearchParams(queryOf(p) as Record<string, string>);
}

/** Sorting by a column: the same column flips its direction, another starts ascending. */
export function nextOrdering(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}
