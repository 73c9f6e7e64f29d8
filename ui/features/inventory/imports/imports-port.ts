import type * as t from 'io-ts';
import type { FeedPreviewBody, FeedPullRequest, FeedSettingsBody, FeedSettingsRequest, VehicleImportBody, VehicleImportListResponse, VehicleImportRowsResponse } from '../../../../adapters/http/contract/inventory/inventory-imports';
import type { ImportListResponse, ImportReportResponse, ImportRunResponse, ImportUndoResponse, MappingResponse } from '../../../../adapters/http/contract/customers/customer-imports';
import type { Answer } from '../../../shared/answer';

/** Field → the file's headers that feed it, as both APIs take and give it. */
export type ColumnMapping = Readonly<Record<string, readonly string[]>>;

/** The vehicle import calls (adapters/http/contract/inventory/inventory-import-routes.ts). */
export interface VehicleImportsPort {
  preview(file: File): Answer<FeedPreviewBody>;
  settings(): Answer<FeedSettingsBody>;
  saveSettings(body: FeedSettingsRequest): Answer<FeedSettingsBody>;
  upload(file: File, options: { readonly kind: 'full' | 'partial'; readonly dryRun: boolean; readonly mapping: ColumnMapping }): Answer<VehicleImportBody>;
  list(page: number): Answer<VehicleImportListResponse>;
  get(id: number): Answer<VehicleImportBody>;
  rows(id: number, query: { readonly page: number; readonly outcome?: string }): Answer<VehicleImportRowsResponse>;
  undo(id: number): Answer<VehicleImportBody>;
}

/** The store's scheduled pull (adapters/http/contract/inventory/inventory-import-routes.ts: savePull, removePull, runPull). */
export interface FeedPullPort {
  settings(): Answer<FeedSettingsBody>;
  save(body: FeedPullRequest): Answer<FeedSettingsBody>;
  remove(): Answer<FeedSettingsBody>;
  run(): Answer<VehicleImportBody>;
}

/** The customer import calls (adapters/http/contract/customers/customer-imports.ts). */
export interface CustomerImportsPort {
  mapping(headers: readonly string[]): Answer<t.TypeOf<typeof MappingResponse>>;
  saveMapping(mapping: ColumnMapping): Answer<ColumnMapping>;
  run(file: File, options: { readonly dryRun: boolean; readonly mapping: ColumnMapping }): Answer<ImportRunResponse>;
  list(page: number): Answer<t.TypeOf<typeof ImportListResponse>>;
  report(id: number, page: number, outcome?: 'created' | 'matched' | 'refused'): Answer<t.TypeOf<typeof ImportReportResponse>>;
  undo(id: number): Answer<t.TypeOf<typeof ImportUndoResponse>>;
}
