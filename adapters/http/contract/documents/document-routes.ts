import { Empty } from '../common';
import { CustomerDocumentBody, CustomerDocumentListResponse, DocumentBody, DocumentLinkResponse, DocumentListResponse } from './documents';
import { route } from '../access/access-routes';

const D = '/api/dealer/documents';
const C = '/api/customer/documents';
const CUSTOMER = 'The customer\'s credential: the deal link\'s token in the X-Deal-Token header (401 customer_token_required without it, 404 for another deal\'s, an unknown token or an archived deal).';

/** The file-upload step of a deal (issue 14.5): paths designed by this project. */
export const documentRoutes = {
  list: route({ method: 'GET', path: '/api/dealer/order/{id}/documents/', summary: 'The deal\'s documents, oldest first, with the upload rules and what the session\'s user may do', auth: 'verified', response: DocumentListResponse, designed: true }),
  upload: route({
    upload: { field: 'file', holds: 'document', fields: ['kind'] },
    method: 'POST', path: '/api/dealer/order/{id}/documents/', auth: 'verified', response: DocumentBody, status: 201, designed: true,
    summary: 'Add a document to the deal: multipart fields `kind` (drivers_licence, proof_of_insurance, pay_stub, proof_of_residence, void_cheque, other) and `file` (PDF, JPEG, PNG, HEIC or WebP, read from the bytes; at most 10 MB; at most 30 a deal). 400 field codes: kind `required`/`invalid_choice`; file `required`, `file.too_large` (413), `file.type_not_allowed`, `file.type_mismatch` (the name or type says otherwise), `file.limit_reached`. Corporate users: 403',
  }),
  link: route({ method: 'GET', path: `${D}/{id}/link/`, summary: 'A signed download link to the document, good for 5 minutes, for the session\'s store only', auth: 'verified', response: DocumentLinkResponse, designed: true }),
  download: route({
    method: 'GET', path: `${D}/download/`, auth: 'verified', response: Empty, designed: true, query: { token: 'the token of a link from documents/{id}/link/' },
    summary: 'The document\'s bytes as an attachment (original file name, its real type, nosniff, no caching); every download is an audit row. 403 link_expired or link_invalid',
  }),
  customerList: route({ method: 'GET', path: `${C}/{id}/`, summary: `The documents the customer sent for the deal (never the dealership's own), the kinds and the upload rules, and the step. ${CUSTOMER}`, auth: 'none', response: CustomerDocumentListResponse, designed: true }),
  customerUpload: route({
    upload: { field: 'file', holds: 'document', fields: ['kind'] },
    method: 'POST', path: `${C}/{id}/`, auth: 'none', response: CustomerDocumentBody, status: 201, designed: true,
    summary: `The customer sends a document: multipart fields \`kind\` and \`file\`, checked as the staff's upload (type from the bytes, 10 MB, 30 a deal; 400 per field, nothing kept). The step then awaits the dealer; a history entry and an audit row. Read-only for a staff member's view of the customer's deal. ${CUSTOMER}`,
  }),
  customerRemove: route({ method: 'DELETE', path: `${C}/{id}/{document}/`, summary: `The customer takes back one of their documents (another's, or the dealership's, is 404). ${CUSTOMER}`, auth: 'none', response: Empty, status: 204, designed: true }),
  remove: route({ method: 'DELETE', path: `${D}/{id}/`, summary: 'Delete a document (its uploader, sales managers and admins; never corporate users)', auth: 'verified', response: Empty, status: 204, designed: true }),
} as const;
