import type { Actor } from '@dealer-panel/core/access/actor';
import type { Document } from '@dealer-panel/core/documents/document';
import { mayDeleteDocument } from '@dealer-panel/core/documents/document-rules';
import type { DocumentLinkRefused } from '@dealer-panel/core/documents/document-use-cases';
import type { DocumentBody } from '../../contract/documents/documents';
import { dealerProblem, type DealerError } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

export function documentBody(d: Document, viewer: { readonly actor: Actor; readonly userId: number }): DocumentBody {
  return {
    id: d.id, order: d.orderId, kind: d.kind, file_name: d.fileName, content_type: d.contentType, size: d.size,
    uploaded_by: d.uploadedBy.kind,
    uploaded_by_user: d.uploadedBy.kind === 'staff' ? { id: d.uploadedBy.userId, full_name: d.uploaderName } : null,
    created: d.createdAt.toISOString(),
    can_delete: mayDeleteDocument(viewer.actor, viewer.userId, d),
  };
}

/**
 * `attachment` with the original name: an ASCII fallback for old clients and the exact name in
 * RFC 5987 form (names are cleaned at upload, and quotes and controls can never reach the header).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '').trim() || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The documents' errors: a refused link is 403 `link_expired` or `link_invalid`; the rest as every dealer route. */
export function documentProblem(error: DealerError | DocumentLinkRefused): Problem {
  if (error._tag !== 'DocumentLinkRefused') return dealerProblem(error);
  return error.reason === 'expired'
    ? problem(403, 'link_expired', { detail: 'This download link has expired; ask for a new one.', errors: { token: ['link.expired'] } })
    : problem(403, 'link_invalid', { detail: 'This download link is not valid here.', errors: { token: ['link.invalid'] } });
}
