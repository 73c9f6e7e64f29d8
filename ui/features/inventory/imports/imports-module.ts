import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { customerImportRoutes as C } from '../../../../adapters/http/contract/customers/customer-imports';
import { inventoryImportRoutes as V } from '../../../../adapters/http/contract/inventory/inventory-import-routes';
import type { ImportRunResponse } from '../../../../adapters/http/contract/customers/customer-imports';
import type { FeedPreviewBody, VehicleImportBody } from '../../../../adapters/http/contract/inventory/inventory-imports';
import type { Answer } from '../../../shared/answer';
import type { CustomerImportsPort, FeedPullPort, VehicleImportsPort } from './imports-port';
import { ImportsTokens } from './imports-tokens';

const form = (file: File, fields: Readonly<Record<string, string>>): FormData => {
  const data = new FormData();
  // The fields before the file: the server reads the parts in order.
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', file, file.name);
  return data;
};

/** The imports screen's ports over the api client (files as multipart). */
export const importsModule = new ContainerModule(({ bind }) => {
  bind(ImportsTokens.vehicles).toDynamicValue((ctx): VehicleImportsPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      preview: (file) => call(V.preview, { body: form(file, {}), onUploadProgress: () => undefined }) as Answer<FeedPreviewBody>,
      settings: () => call(V.settings),
      saveSettings: (body) => call(V.saveSettings, { body }),
      upload: (file, o) => call(V.upload, {
        body: form(file, { kind: o.kind, dry_run: String(o.dryRun), mapping: JSON.stringify(o.mapping) }), onUploadProgress: () => undefined,
      }) as Answer<VehicleImportBody>,
      list: (page) => call(V.list, { query: { page } }),
      get: (id) => call(V.get, { params: { id } }),
      rows: (id, query) => call(V.rows, { params: { id }, query }),
      undo: (id) => call(V.undo, { params: { id }, body: {} }),
    };
  });
  bind(ImportsTokens.pull).toDynamicValue((ctx): FeedPullPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      settings: () => call(V.settings),
      save: (body) => call(V.savePull, { body }),
      remove: () => call(V.removePull),
      run: () => call(V.runPull, { body: {} }),
    };
  });
  bind(ImportsTokens.customers).toDynamicValue((ctx): CustomerImportsPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      mapping: (headers) => call(C.mapping, { query: { headers: headers.join(',') } }),
      saveMapping: (mapping) => call(C.saveMapping, { body: Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, [...v]])) }),
      run: (file, o) => call(C.run, {
        query: o.dryRun ? { dry_run: 1 } : {}, body: form(file, { mapping: JSON.stringify(o.mapping) }), onUploadProgress: () => undefined,
      }) as Answer<ImportRunResponse>,
      list: (page) => call(C.list, { query: { page } }),
      report: (id, page, outcome) => call(C.report, { params: { id }, query: outcome === undefined ? { page } : { page, outcome } }),
      undo: (id) => call(C.undo, { params: { id }, body: {} }),
    };
  });
});
