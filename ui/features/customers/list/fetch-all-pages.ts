import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { CustomerBody } from '../../../../adapters/http/contract/customers';
import type { FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../problem-of';

export interface PageOf<T> {
  readonly count: number;
  readonly current: number;
  readonly last: number;
  readonly results: readonly T[];
}

export interface ExportProgress {
  /** Pages read so far. */
  readonly done: number;
  /** Pages to read; null until the first page said. */
  readonly total: number | null;
}

export type FetchAllResult =
  | { readonly kind: 'done'; readonly rows: readonly CustomerBody[] }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

export interface FetchAllDeps {
  readonly fetchPage: (page: number) => Promise<Either<HttpProblem, PageOf<CustomerBody>>>;
  readonly onProgress: (progress: ExportProgress) => void;
  readonly cancelled: () => boolean;
}

/**
 * Every customer of a view, read page by page (the API pages by 10) one request at a time, so an
 * export never floods the server. A customer seen twice (the list changed between two pages) is
 * kept once.
 */
export async function fetchAllPages(deps: FetchAllDeps): Promise<FetchAllResult> {
  const rows: CustomerBody[] = [];
  const seen = new Set<number>();
  deps.onProgress({ done: 0, total: null });
  for (let page = 1; ; page += 1) {
    if (deps.cancelled()) return { kind: 'cancelled' };
    const answer = await submitCall(() => deps.fetchPage(page));
    if (deps.cancelled()) return { kind: 'cancelled' };
    if (E.isLeft(answer)) return { kind: 'failed', problem: problemOf(answer.left) };
    for (const row of answer.right.results) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    deps.onProgress({ done: page, total: answer.right.last });
    if (page >= answer.right.last || answer.right.results.length === 0) return { kind: 'done', rows };
  }
}
