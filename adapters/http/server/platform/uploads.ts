import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import type { NewMedia } from '@dealer-panel/core/shared/media';
import { problem, type Problem } from './problem';

/** Uploads are at most 5 MB each (decision: a phone photo fits; a brochure PDF fits). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
/** Re-encoded images are at most this wide or high (bigger ones are scaled down). */
const MAX_SIDE = 2400;

/**
 * Registers `routes` in a scope of their own that reads multipart bodies (at most `files` files of
 * `maxBytes`, 5 MB unless told); routes outside it keep refusing multipart.
 */
export async function registerWithUploads(app: FastifyInstance, files: number, routes: (scope: FastifyInstance) => void, maxBytes = MAX_UPLOAD_BYTES): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: maxBytes, files, fields: 4, parts: files + 4 } });
    routes(scope);
  });
}

export type Upload = { readonly field: string; readonly fileName: string; readonly bytes: Buffer } ;

const tooLarge = (field: string) => problem(413, 'upload_too_large', { detail: 'The file is larger than 5 MB.', errors: { [field]: ['file.too_large'] } });

/** Reads every file part of a multipart request (fields named in `allowed`), each capped at 5 MB. */
export async function readUploads(parts: AsyncIterableIterator<MultipartFile>, allowed: readonly string[]): Promise<Upload[] | Problem> {
  const out: Upload[] = [];
  try {
    for await (const part of parts) {
      const bytes = await part.toBuffer();
      if (part.file.truncated) return tooLarge(part.fieldname);
      if (!allowed.includes(part.fieldname)) return problem(400, 'invalid_input', { errors: { [part.fieldname]: ['field.unknown'] } });
      out.push({ field: part.fieldname, fileName: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(allowed[0] ?? 'file');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return problem(415, 'multipart_required', { detail: 'Send the file as multipart/form-data.' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return problem(400, 'invalid_input', { errors: { body: ['file.too_many'] } });
    throw error;
  }
  return out;
}

/** The box a re-encoded image fits in: `inside` keeps it whole, `cover` crops it to fill (avatars). */
export interface ImageBox { readonly width: number; readonly height: number; readonly fit: 'inside' | 'cover' }

/**
 * The one image of a multipart request's field, checked and re-encoded to fit `box`, or the
 * problem to answer: 415 when not multipart, 413 over 5 MB, 400 `required` or `file.not_an_image`
 * (also when the bytes lie about their type: sharp decodes them, the name and header are not trusted).
 */
export async function readOneImage(request: FastifyRequest, field: string, box?: ImageBox): Promise<NewMedia | Problem> {
  if (!request.isMultipart()) return problem(415, 'multipart_required', { detail: `Send the image as multipart/form-data in the field ${field}.` });
  const uploads = await readUploads(request.files(), [field]);
  if (!Array.isArray(uploads)) return uploads;
  const upload = uploads[0];
  if (upload === undefined) return problem(400, 'invalid_input', { errors: { [field]: ['required'] } });
  const image = await cleanImage(upload, box);
  return image ?? problem(400, 'invalid_input', { errors: { [field]: ['file.not_an_image'] } });
}

/**
 * An image really decoded by sharp (JPEG, PNG or WebP only), re-encoded in its own format with
 * its metadata (EXIF, GPS, ICC comments) stripped and the orientation applied. Null when the bytes
 * are not such an image. `maxSide` scales bigger images down (a logo needs far less than a photo).
 */
export async function cleanImage(upload: Upload, box: ImageBox = { width: MAX_SIDE, height: MAX_SIDE, fit: 'inside' }): Promise<NewMedia | null> {
  try {
    const meta = await sharp(upload.bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).metadata();
    const format = meta.format;
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return null;
    const pipeline = sharp(upload.bytes, { failOn: 'error' }).rotate().resize({ ...box, withoutEnlargement: true });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : format === 'png' ? pipeline.png() : pipeline.webp({ quality: 85 });
    const bytes = await encoded.toBuffer();
    const base = upload.fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 100) || 'image';
    return { contentType: IMAGE_TYPES[format], fileName: `${base}.${format === 'jpeg' ? 'jpg' : format}`, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch {
    return null;
  }
}

/** A PDF, recognised by its %PDF- signature (kept as sent; served as an attachment-safe download). */
export function checkPdf(upload: Upload): NewMedia | null {
  if (upload.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  const base = upload.fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 100) || 'document';
  return { contentType: 'application/pdf', fileName: `${base}.pdf`, bytes: upload.bytes, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
}
