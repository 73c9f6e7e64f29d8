import type { CustomerDocumentBody, CustomerDocumentListResponse } from '../../../adapters/http/contract/documents/documents';
import type { Answer } from '../../../ui/shared/answer';

/** The customer's documents calls, opened by the deal link's token (bound in documents-module.ts). */
export interface ShopDocumentsPort {
  list(token: string, orderId: number): Answer<CustomerDocumentListResponse>;
  upload(token: string, orderId: number, kind: string, file: File, onProgress: (fraction: number) => void): Answer<CustomerDocumentBody>;
  remove(token: string, orderId: number, id: number): Answer<unknown>;
}
