import type { Either } from 'fp-ts/Either';
import type { SchedulerLike } from 'rxjs';
import type { HttpProblem, QueryParams } from '../../../../adapters/di/tokens';
import type { CustomerFilterDataResponse, CustomerListResponse } from '../../../../adapters/http/contract/customers/customers';
import type { ArchiveStatus } from '@dealer-panel/core/customers/customer';
import type { ArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import type { FormProblem } from '../../../shared/form-problem';
import type { CustomerListParams } from './customer-list-params';
import type { ExportCsv, ExportProgress } from './export-download';

/** A page of the list as the API answers it (count_capped: "more than count"; rows with matching_order). */
export type CustomerPage = CustomerListResponse;

export interface CustomerListDeps {
  readonly list: (query: QueryParams) => Promise<Either<HttpProblem, CustomerPage>>;
  readonly filterData: () => Promise<Either<HttpProblem, CustomerFilterDataResponse>>;
  /** The reason when archiving (the dialog asks it), none when restoring. */
  readonly setArchiveStatus: (ids: readonly number[], status: ArchiveStatus, reason?: ArchiveReason | null) => Promise<Either<HttpProblem, { readonly updated: number }>>;
  readonly exportCsv: ExportCsv;
  readonly scheduler: SchedulerLike;
}

export interface ListBase {
  /** The view shown, and the URL's query string. */
  readonly params: CustomerListParams;
  /** What the search box holds (params.search follows 500 ms after typing stops). */
  readonly searchText: string;
  readonly filterData: CustomerFilterDataResponse | null;
  readonly selected: readonly number[];
  readonly exporting: ExportProgress | null;
}

export type ListResult =
  | { readonly kind: 'loading'; readonly previous: CustomerPage | null }
  | { readonly kind: 'ready'; readonly page: CustomerPage }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

export type CustomerListState = ListBase & ListResult;

export type ArchiveOutcome = { readonly ok: true; readonly updated: number } | { readonly ok: false; readonly problem: FormProblem | null };
