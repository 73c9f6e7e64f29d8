import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { HomeDealershipBody } from '../../../adapters/http/contract/stores/stores';

/** Spec 000 sections 4 and 9: dealership info is fetched again only when older than 5000 ms. */
export const DEALERSHIP_STALE_MS = 5000;

export interface DealershipInfoDeps {
  readonly fetch: () => Promise<Either<HttpProblem, HomeDealershipBody>>;
  readonly now: () => number;
}

/**
 * The session's dealership info, shared by the screens that read it: a read within 5 s of the last
 * answer gets that answer; calls made while one is on its way share it; a save puts its answer
 * in at once. `forget` drops it (a dealership switch, a sign-out).
 */
export function createDealershipInfoStore(deps: DealershipInfoDeps) {
  let cached: { readonly at: number; readonly body: HomeDealershipBody } | null = null;
  let pending: Promise<Either<HttpProblem, HomeDealershipBody>> | null = null;
  return {
    async get(): Promise<Either<HttpProblem, HomeDealershipBody>> {
      if (cached !== null && deps.now() - cached.at < DEALERSHIP_STALE_MS) return E.right(cached.body);
      pending ??= deps.fetch().then((answer) => {
        if (E.isRight(answer)) cached = { at: deps.now(), body: answer.right };
        return answer;
      }).finally(() => { pending = null; });
      return pending;
    },
    put(body: HomeDealershipBody): void {
      cached = { at: deps.now(), body };
    },
    forget(): void {
      cached = null;
    },
  };
}

export type DealershipInfoStore = ReturnType<typeof createDealershipInfoStore>;
