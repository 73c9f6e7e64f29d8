import * as E from 'fp-ts/Either';
import { DEALER_ROLES, type DealerRole } from '../../access/role';
import { paramReader, parseOrdering, type QueryParamCode, type RawQuery } from '../../shared/query-params';
import type { FieldErrors } from '../../shared/validation';

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'last_activity', 'invitation_sent_at'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const USER_PAGE_SIZE = 20;
export const USER_SEARCH_MAX = 100;

/** GET user/?search=&role=&is_active=&page=&ordering= in core's terms. */
export interface UserListQuery {
  /** Matched against first name, last name, full name and e-mail, case- and accent-insensitively. */
  readonly search: string;
  /** Null: every role. */
  readonly roles: readonly DealerRole[] | null;
  /** Null: active and inactive. */
  readonly isActive: boolean | null;
  readonly page: number;
  readonly limit: number;
  readonly ordering: { readonly field: UserSortField; readonly descending: boolean };
}

export const defaultUserListQuery: UserListQuery = {
  search: '', roles: null, isActive: null, page: 1, limit: USER_PAGE_SIZE, ordering: { field: 'name', descending: false },
};

/** Reads the list parameters; every bad one is named in the errors (400 invalid_query). */
export function parseUserListQuery(raw: RawQuery): E.Either<FieldErrors<QueryParamCode>, UserListQuery> {
  const p = paramReader(raw);
  const search = p.text('search', USER_SEARCH_MAX).trim();
  const roles = p.choices('role', DEALER_ROLES);
  const activeText = p.choices('is_active', ['true', 'false'] as const);
  if (activeText !== null && activeText.length > 1) p.fail('is_active', 'list.invalid_choice');
  const page = p.integer('page', 1, 1, 100_000, 'list.page_invalid');
  const orderingText = p.text('ordering', 40);
  const ordering = orderingText === '' ? defaultUserListQuery.ordering : parseOrdering(orderingText, USER_SORT_FIELDS);
  if (ordering === null) p.fail('ordering', 'list.ordering_invalid');
  const failed = p.failed();
  if (failed !== null || ordering === null) return E.left(failed ?? { ordering: ['list.ordering_invalid'] });
  return E.right({
    search, roles, page, limit: USER_PAGE_SIZE, ordering,
    isActive: activeText === null ? null : activeText[0] === 'true',
  });
}
