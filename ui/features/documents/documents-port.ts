import type { DocumentBody, DocumentLinkResponse, DocumentListResponse } from '../../../adapters/http/contract/documents/documents';
import type { Answer } from '../../shared/answer';

/** What the file-upload step asks the server (bound over the contract's routes in documents-module.ts). */
export interface DocumentsPort {
  list(orderId: number): Answer<DocumentListResponse>;
  upload(orderId: number, kind: string, file: File, onProgress: (fraction: number) => void): Answer<DocumentBody>;
  link(id: number): Answer<DocumentLinkResponse>;
  remove(id: number): Answer<unknown>;
  /** Opens a download link: the browser saves the attachment and stays on the page. */
  open(url: string): void;
}
