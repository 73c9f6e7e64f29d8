import type { AxiosInstance } from 'axios';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { leadRoutes } from '../../../../adapters/http/contract/leads/lead-routes';
import { fileNameOf, problemOf } from '../list/export-download';

export type ExportAdfResult = { readonly kind: 'done'; readonly file: Blob; readonly fileName: string } | { readonly kind: 'failed'; readonly problem: HttpProblem | null };
/** GET customer/{id}/adf/: the customer and their newest active deal as an ADF 1.0 file. */
export type ExportAdf = (customerId: number) => Promise<ExportAdfResult>;

export function exportAdfWith(axios: AxiosInstance): ExportAdf {
  return async (customerId) => {
    try {
      const response = await axios.get<Blob>(leadRoutes.exportAdf.path.replace('{id}', String(customerId)), {
        responseType: 'blob', headers: { Accept: 'application/xml, application/problem+json' },
      });
      if (response.status !== 200) return { kind: 'failed', problem: problemOf(response.status, response.data instanceof Blob ? await response.data.text() : '') };
      return { kind: 'done', file: response.data, fileName: fileNameOf(response.headers['content-disposition'], `customer-${customerId}-adf.xml`) };
    } catch {
      return { kind: 'failed', problem: null };
    }
  };
}
