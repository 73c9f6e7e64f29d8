import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { Clock } from '../shared/ports/clock';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, notFound, type Forbidden, type InvalidInput, type InvalidQuery, type NotFound } from '../shared/errors';
import type { RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import { type AddonListQuery } from './addon-queries';
import type { AddonRepository, Found } from './addon-repository';
import { canEditAddons, canViewAddons } from './addon-rules';

/** What the dealer and the customer add-on use cases share: their ports, errors, the access guard and paging. */
export interface AddonDeps {
  readonly addons: AddonRepository;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

export type AddonError = InvalidInput | InvalidQuery | Forbidden | NotFound;
export type Task<A> = TE.TaskEither<AddonError, A>;

export interface AddonPage<T> { readonly count: number; readonly page: number; readonly pageSize: number; readonly results: readonly T[] }

export const invalidQuery = (errors: FieldErrors): InvalidQuery => ({ _tag: 'InvalidQuery', errors });
export const orNotFound = <A>(a: A | null): E.Either<AddonError, A> => (a === null ? E.left(notFound) : E.right(a));

export function guard(ctx: DealershipContext, write: boolean): AddonError | null {
  if (!canViewAddons(ctx.actor)) return forbidden('view_addons');
  if (write && !canEditAddons(ctx.actor)) return forbidden('edit_addons');
  return null;
}

/** Runs `body` when the actor may (403 otherwise). */
export function guarded<A>(ctx: DealershipContext, write: boolean, body: () => Promise<E.Either<AddonError, A>>): Task<A> {
  return async () => {
    const denied = guard(ctx, write);
    return denied === null ? body() : E.left(denied);
  };
}

export async function page<C extends string, T>(raw: RawQuery, parse: (raw: RawQuery) => E.Either<FieldErrors, AddonListQuery<C>>, list: (q: AddonListQuery<C>) => Promise<Found<T>>): Promise<E.Either<AddonError, AddonPage<T>>> {
  const q = parse(raw);
  if (E.isLeft(q)) return E.left(invalidQuery(q.left));
  const found = await list(q.right);
  return E.right({ count: found.count, page: q.right.page, pageSize: q.right.pageSize, results: found.items });
}
