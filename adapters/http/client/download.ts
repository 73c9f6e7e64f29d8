import type { Download, DownloadConfig } from './api-client';
import { queryOf } from './browser-attempt';

/** Downloads over fetch, reading the body in chunks to tell the progress. */
export function fetchDownload(fetchFn: typeof fetch) {
  return async ({ url, params, accept, signal, timeout, onProgress }: DownloadConfig): Promise<Download> => {
    // One signal for Cancel and the time-out (AbortSignal.any is too new for some tablets' Safari).
    const controller = new AbortController();
    const cancel = () => controller.abort();
    if (signal?.aborted === true) cancel();
    signal?.addEventListener('abort', cancel);
    const timer = timeout === undefined ? undefined : setTimeout(cancel, timeout);
    try {
      const response = await fetchFn(`${url}${queryOf(params)}`, { credentials: 'include', headers: { Accept: accept }, signal: controller.signal });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      return { kind: 'response', status: response.status, file: await bodyOf(response, onProgress), headers };
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  };
}

async function bodyOf(response: Response, onProgress: ((receivedBytes: number) => void) | undefined): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (response.body === null || onProgress === undefined) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}
