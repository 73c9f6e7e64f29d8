import { isRight } from 'fp-ts/Either';
import type { HttpProblem, QueryParams } from '../../../../adapters/di/tokens';
import { ProblemBody } from '../../../../adapters/http/contract/common';

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
