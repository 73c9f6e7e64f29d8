import * as t from 'io-ts';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from '@dealer-panel/core/documents/document';
import { Nullable } from '../common';
import { oneOf } from '../enums';

/** The deal's documents (issue 14.5): what the file-upload step lists. */
export const DocumentKindCodec = oneOf(DOCUMENT_KINDS, 'DocumentKind');

export const DocumentBody = t.type({
  id: t.number,
  order: t.number,
  kind: DocumentKindCodec,
  file_name: t.string,
  content_type: oneOf(DOCUMENT_TYPES, 'DocumentContentType'),
  /** Bytes. */
  size: t.number,
  uploaded_by: t.keyof({ staff: null, customer: null }),
  /** The staff member who uploaded it (null for the customer). */
  uploaded_by_user: Nullable(t.type({ id: t.number, full_name: Nullable(t.string) })),
  /** ISO date-time. */
  created: t.string,
  /** Whether the session's user may delete it (the uploader, managers and admins; never corporate users). */
  can_delete: t.boolean,
});
export type DocumentBody = t.TypeOf<typeof DocumentBody>;

export const DocumentListResponse = t.type({
  results: t.array(DocumentBody),
  /** Upload rules, for the form: the allowed types, the size limit, how many a deal may hold. */
  max_bytes: t.number,
  max_documents: t.number,
  allowed_types: t.array(t.string),
  /** Whether the session's user may upload (corporate users look only). */
  can_upload: t.boolean,
});
export type DocumentListResponse = t.TypeOf<typeof DocumentListResponse>;

/** A signed link to the download route, good for 5 minutes (`expires`, ISO date-time). */
export const DocumentLinkResponse = t.type({ url: t.string, expires: t.string });
export type DocumentLinkResponse = t.TypeOf<typeof DocumentLinkResponse>;

/** A document as its customer sees it (the customer app's documents task): never the dealership's own files. */
export const CustomerDocumentBody = t.type({
  id: t.number,
  kind: DocumentKindCodec,
  file_name: t.string,
  content_type: oneOf(DOCUMENT_TYPES, 'DocumentContentType'),
  size: t.number,
  created: t.string,
});
export type CustomerDocumentBody = t.TypeOf<typeof CustomerDocumentBody>;

export const CustomerDocumentListResponse = t.type({
  results: t.array(CustomerDocumentBody),
  /** The kinds the customer may send, and the upload rules for the form. */
  kinds: t.array(DocumentKindCodec),
  max_bytes: t.number,
  max_documents: t.number,
  allowed_types: t.array(t.string),
  /** The deal's file-upload step (initial, awaiting-dealer, completed…). */
  step: t.string,
});
export type CustomerDocumentListResponse = t.TypeOf<typeof CustomerDocumentListResponse>;
