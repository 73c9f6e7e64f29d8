import type { AxiosInstance } from 'axios';
import { customerRoutes } from '../../../../adapters/http/contract/customers/customer-routes';
import type { ExportCsv } from './export-download';
import { fileNameOf, problemOf } from './export-download';

/**
 * GET customer/export/ with the list's parameters: the server streams the CSV (BOM, headers in the
 * session's language); no time limit (a big view takes a while), cancellable, progress in bytes.
 */
export function exportCsvWith(axios: AxiosInstance): ExportCsv {
  return async (query, onProgress, signal) => {
    try {
      const response = await axios.get<Blob>(customerRoutes.export.path, {
        params: query, responseType: 'blob', timeout: 0, signal,
        headers: { Accept: 'text/csv, application/problem+json' },
        onDownloadProgress: (event) => onProgress({ received: event.loaded }),
      });
      if (signal.aborted) return { kind: 'cancelled' };
      if (response.status !== 200) {
        const text = response.data instanceof Blob ? await response.data.text() : '';
        return { kind: 'failed', problem: problemOf(response.status, text) };
      }
      return {
        kind: 'done',
        file: response.data,
        fileName: fileNameOf(response.headers['content-disposition'], 'customers.csv'),
        rows: Number(response.headers['x-export-rows'] ?? 0),
        capped: response.headers['x-export-capped'] === 'true',
      };
    } catch (error) {
      if (signal.aborted) return { kind: 'cancelled' };
      void error;
      return { kind: 'failed', problem: null };
    }
  };
}
