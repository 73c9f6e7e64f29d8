import type { ApiClient, HttpProblem } from '../../../../adapters/di/tokens';
import { REQUEST_TIMEOUT_MS } from '../../../../adapters/di/tokens';
import { leadRoutes } from '../../../../adapters/http/contract/leads/lead-routes';
import { fileNameOf, problemOf } from '../list/export-download';

export type ExportAdfResult = { readonly kind: 'done'; readonly file: Blob; readonly fileName: string } | { readonly kind: 'failed'; readonly problem: HttpProblem | null };
/** GET customer/{id}/adf/: the customer and their newest active deal as an ADF 1.0 file. */
export type ExportAdf = (customerId: number) => Promise<ExportAdfResult>;

export function exportAdfWith(download: ApiClient['download']): ExportAdf {
  return async (customerId) => {
    const answer = await download({ url: leadRoutes.exportAdf.path.replace('{id}', String(customerId)), accept: 'application/xml, application/problem+json', timeout: REQUEST_TIMEOUT_MS });
    if (answer.kind === 'failed') return { kind: 'failed', problem: null };
    if (answer.status !== 200) return { kind: 'failed', problem: problemOf(answer.status, await answer.file.text()) };
    return { kind: 'done', file: answer.file, fileName: fileNameOf(answer.headers['content-disposition'], `customer-${customerId}-adf.xml`) };
  };
}
