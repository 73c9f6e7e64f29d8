import type { FastifyRequest } from 'fastify';
import { MAX_PICTURE_BYTES, type PictureUpload } from '@dealer-panel/core/trade-ins/picture';
import { problem, type Problem } from '../platform/problem';

const tooLarge = (): Problem => problem(413, 'upload_too_large', { detail: `The picture is larger than ${MAX_PICTURE_BYTES / (1024 * 1024)} MB.`, errors: { file: ['file.too_large'] } });

/**
 * The one `file` part of a picture upload, read whole (the multipart scope stops reading past
 * MAX_PICTURE_BYTES, so nothing bigger is held), or the problem to answer. Its name and claimed
 * type are passed on as sent: core checks them against the bytes.
 */
export async function readPictureUpload(request: FastifyRequest): Promise<PictureUpload | Problem> {
  if (!request.isMultipart()) return problem(415, 'multipart_required', { detail: 'Send the picture as multipart/form-data in the field file.', errors: { file: ['required'] } });
  let file: PictureUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || file !== null) {
        if (part.type === 'file') await part.toBuffer();
        return problem(400, 'invalid_input', { errors: { [part.fieldname]: ['field.unknown'] } });
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) return tooLarge();
      file = { fileName: part.filename, claimedType: part.mimetype, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return problem(415, 'multipart_required', { detail: 'Send the picture as multipart/form-data.' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return problem(400, 'invalid_input', { errors: { file: ['file.too_many'] } });
    throw error;
  }
  return file ?? { fileName: '', claimedType: '', bytes: new Uint8Array() };
}
