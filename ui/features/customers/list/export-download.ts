import type { AxiosInstance } from 'axios';
import { isRight } from 'fp-ts/Either';
import type { HttpProblem, QueryParams } from '../../../../adapters/di/tokens';
import { ProblemBody } from '../../../../adapters/http/contract/common';
import { customerRoutes } from '../../../../adapters/http/contract/customer-routes';

/** Bytes of the file received so far (the server streams it; its length is not known ahead). */
export interface ExportProgress {
  readonly received: number;
}

export type ExportResult =
  | { readonly kind: 'done'; readonly file: Blob; readonly fileName: string; readonly rows: number; readonly capped: boolean }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly problem: HttpProblem | null };

export type ExportCsv = (query: QueryParams, onProgress: (progress: ExportProgress) => void, signal: AbortSignal) => Promise<ExportResult>;

/** "customers-2026-03-05.csv" from Content-Disposition; `fallback` without one. */
export function fileNameOf(disposition: unknown, fallback: string): string {
  const m = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return m?.[1] ?? fallback;
}

function parsedJson(text: string): unknown {
  try { return JSON.parse(text); } catch { return null; }
}

/** The problem+json of a failed export (read from the Blob the download asked for). */
export function problemOf(status: number, text: string): HttpProblem {
  const decoded = ProblemBody.decode(parsedJson(text));
  const body = isRight(decoded) ? decoded.right : null;
  return { status, code: body?.code ?? `http_${status}`, detail: body?.detail ?? null, errors: body?.errors ?? {}, retryAfterSeconds: null, handled: false };
}

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

/** Saves a file the browser holds (browser only). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
