import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '@dealer-panel/core/documents/document';
import type { UploadInput } from '@dealer-panel/core/documents/document-rules';
import { problem, type Problem } from '../platform/problem';

const tooLarge = (): Problem => problem(413, 'upload_too_large', { detail: `The file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`, errors: { file: ['file.too_large'] } });

/**
 * The upload form's `kind` field and `file` part, read whole (at most MAX_DOCUMENT_BYTES: the
 * multipart scope stops reading past it, so nothing bigger is ever held), or the problem to answer.
 * The part's name and claimed type are passed on as sent: core checks them against the bytes.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<UploadInput | Problem> {
  if (!request.isMultipart()) return problem(415, 'multipart_required', { detail: 'Send the document as multipart/form-data: the fields kind and file.' });
  let kind: string | null = null;
  let file: { fileName: string; claimedType: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) return tooLarge();
        if (part.fieldname !== 'file' || file !== null) return problem(400, 'invalid_input', { errors: { [part.fieldname]: ['field.unknown'] } });
        file = { fileName: part.filename, claimedType: part.mimetype, bytes };
      } else if (part.fieldname === 'kind') {
        kind = typeof part.value === 'string' ? part.value : null;
      } else {
        return problem(400, 'invalid_input', { errors: { [part.fieldname]: ['field.unknown'] } });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return problem(400, 'invalid_input', { errors: { file: ['file.too_many'] } });
    throw error;
  }
  return { kind, fileName: file?.fileName ?? '', claimedType: file?.claimedType ?? '', bytes: file?.bytes ?? new Uint8Array() };
}
