import type { LocalTaxRateBody, LocalTaxRateListResponse } from '../../../adapters/http/contract/payments/local-tax-rates';
import type { Answer } from '../../shared/answer';

/** The store's local tax rates by ZIP over HTTP (bound in local-taxes-module.ts). */
export interface LocalTaxesPort {
  list(): Answer<LocalTaxRateListResponse>;
  /** A 400 names each bad row's fields (rows.<index>.<field>). */
  save(rows: readonly LocalTaxRateBody[]): Answer<LocalTaxRateListResponse>;
  remove(row: LocalTaxRateBody): Answer<LocalTaxRateListResponse>;
  /** A CSV or TSV; `effectiveFrom` for a file without a date column. A 400 names lines (rows.<line>.<field>) or the file. */
  importFile(file: Blob, effectiveFrom: string): Answer<LocalTaxRateListResponse>;
}
