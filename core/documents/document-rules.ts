import * as E from 'fp-ts/Either';
import type { Actor } from '../access/actor';
import { hasUsableRole, isSuperAdminActor } from '../access/actor';
import { isAdmin } from '../access/role';
import type { FieldErrors } from '../shared/validation';
import { cleanFileName, detectDocumentType, isDocumentKind, liesAboutType, MAX_DOCUMENT_BYTES, type Document, type DocumentKind, type DocumentType } from './document';

/** What the upload form sends: the kind field and the file part (its name and claimed type as sent). */
export interface UploadInput {
  readonly kind: string | null;
  readonly fileName: string;
  readonly claimedType: string;
  readonly bytes: Uint8Array;
}

export interface CheckedUpload {
  readonly kind: DocumentKind;
  readonly fileName: string;
  readonly contentType: DocumentType;
  readonly size: number;
}

/**
 * Every bad field at once. kind: `required`, `invalid_choice`; file: `required` (no bytes),
 * `file.too_large`, `file.type_not_allowed` (bytes of no allowed type), `file.type_mismatch`
 * (allowed bytes whose name or claimed type says another type).
 */
export function checkUpload(input: UploadInput): E.Either<FieldErrors, CheckedUpload> {
  const errors: Record<string, [string]> = {};
  if (input.kind === null || input.kind.trim() === '') errors.kind = ['required'];
  else if (!isDocumentKind(input.kind)) errors.kind = ['invalid_choice'];
  const type = detectDocumentType(input.bytes);
  if (input.bytes.length === 0) errors.file = ['required'];
  else if (input.bytes.length > MAX_DOCUMENT_BYTES) errors.file = ['file.too_large'];
  else if (type === null) errors.file = ['file.type_not_allowed'];
  else if (liesAboutType(input.fileName, input.claimedType, type)) errors.file = ['file.type_mismatch'];
  if (Object.keys(errors).length > 0 || type === null || input.kind === null || !isDocumentKind(input.kind)) return E.left(errors);
  return E.right({ kind: input.kind, fileName: cleanFileName(input.fileName), contentType: type, size: input.bytes.length });
}

/** Corporate users (and users without a role) look at the documents; every other member of staff may add them. */
export function mayUploadDocuments(actor: Actor): boolean {
  return !actor.isCorporate && hasUsableRole(actor);
}

/**
 * Who may remove a document (decision, docs/decisions/documents.md "Documents"): whoever uploaded
 * it, and the store's managers (sales managers, admins, organization roles, super admins) any of
 * them; a sales rep never removes a colleague's or the customer's file. Corporate users never.
 */
export function mayDeleteDocument(actor: Actor, userId: number, document: Pick<Document, 'uploadedBy'>): boolean {
  if (!mayUploadDocuments(actor)) return false;
  if (isSuperAdminActor(actor) || isAdmin(actor.role) || actor.role === 'dealer_sales_manager' || actor.role === 'organization_assistant') return true;
  return document.uploadedBy.kind === 'staff' && document.uploadedBy.userId === userId;
}
