import type { ApiClient } from '../../../../adapters/di/tokens';
import { customerRoutes } from '../../../../adapters/http/contract/customers/customer-routes';
import type { ExportCsv } from './export-download';
import { fileNameOf, problemOf } from './export-download';

/**
 * GET customer/export/ with the list's parameters: the server streams the CSV (BOM, headers in the
 * session's language); no time limit (a big view takes a while), cancellable, progress in bytes.
 */
export function exportCsvWith(download: ApiClient['download']): ExportCsv {
  return async (query, onProgress, signal) => {
    const answer = await download({
      url: customerRoutes.export.path, params: query, accept: 'text/csv, application/problem+json', signal,
      onProgress: (received) => onProgress({ received }),
    });
    if (signal.aborted) return { kind: 'cancelled' };
    if (answer.kind === 'failed') return { kind: 'failed', problem: null };
    if (answer.status !== 200) return { kind: 'failed', problem: problemOf(answer.status, await answer.file.text()) };
    return {
      kind: 'done',
      file: answer.file,
      fileName: fileNameOf(answer.headers['content-disposition'], 'customers.csv'),
      rows: Number(answer.headers['x-export-rows'] ?? 0),
      capped: answer.headers['x-export-capped'] === 'true',
    };
  };
}
