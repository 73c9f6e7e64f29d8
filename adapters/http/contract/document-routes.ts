import { Empty } from './common';
import { DocumentBody, DocumentLinkResponse, DocumentListResponse } from './documents';
import { route } from './access-routes';

const D = '/api/dealer/documents';

/** The file-upload step of a deal (issue 14.5): paths designed by this project. */
export const documentRoutes = {
  list: route({ method: 'GET', path: '/api/dealer/order/{id}/documents/', summary: 'The deal\'s documents, oldest first, with the upload rules and what the session\'s user may do', auth: 'verified', response: DocumentListResponse, designed: true }),
  upload: route({
    method: 'POST', path: '/api/dealer/order/{id}/documents/', auth: 'verified', response: DocumentBody, status: 201, designed: true,
    summary: 'Add a document to the deal: multipart fields `kind` (drivers_licence, proof_of_insurance, pay_stub, proof_of_residence, void_cheque, other) and `file` (PDF, JPEG, PNG, HEIC or WebP, read from the bytes; at most 10 MB; at most 30 a deal). 400 field codes: kind `required`/`invalid_choice`; file `required`, `file.too_large` (413), `file.type_not_allowed`, `file.type_mismatch` (the name or type says otherwise), `file.limit_reached`. Corporate users: 403',
  }),
  link: route({ method: 'GET', path: `${D}/{id}/link/`, summary: 'A signed download link to the document, good for 5 minutes, for the session\'s store only', auth: 'verified', response: DocumentLinkResponse, designed: true }),
  download: route({
    method: 'GET', path: `${D}/download/`, auth: 'verified', response: Empty, designed: true, query: { token: 'the token of a link from documents/{id}/link/' },
    summary: 'The document\'s bytes as an attachment (original file name, its real type, nosniff, no caching); every download is an audit row. 403 link_expired or link_invalid',
  }),
  remove: route({ method: 'DELETE', path: `${D}/{id}/`, summary: 'Delete a document (its uploader, sales managers and admins; never corporate users)', auth: 'verified', response: Empty, status: 204, designed: true }),
} as const;
