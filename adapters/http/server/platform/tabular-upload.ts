import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { ByteSource } from '@dealer-panel/core/shared/tabular/tabular-file';
import { DEFAULT_TABULAR_LIMITS } from '@dealer-panel/core/shared/tabular/tabular-file';
import { problem, type Problem } from './problem';

/** The most an imported file (inventory, customers) may weigh: the reader's cap (a 200 MB file is refused on its Content-Length, before a byte is read). */
export const MAX_TABULAR_BYTES = DEFAULT_TABULAR_LIMITS.maxBytes;

export interface TabularUpload {
  readonly fileName: string;
  readonly source: ByteSource;
  readonly fields: Readonly<Record<string, string>>;
  /** Removes the temporary copy. */
  readonly discard: () => Promise<void>;
}

const tooLarge = (): Problem => problem(413, 'upload_too_large', { detail: 'The file is larger than 100 MB.', errors: { file: ['file.too_large'] } });

/**
 * An imported file (inventory feeds, customers from another CRM): the multipart file (field `file`)
 * streamed to a temporary file, never held in memory, so the import
 * can read it twice (a scan, then the rows); the other fields as text. The problem to answer instead:
 * 415 not multipart, 413 over the cap (on the declared length first), 400 no file.
 */
export async function receiveTabularUpload(request: FastifyRequest, fieldNames: readonly string[]): Promise<TabularUpload | Problem> {
  if (!request.isMultipart()) return problem(415, 'multipart_required', { detail: 'Send the file as multipart/form-data in the field file.' });
  if (Number(request.headers['content-length'] ?? 0) > MAX_TABULAR_BYTES + 64 * 1024) return tooLarge();
  const dir = await mkdtemp(join(tmpdir(), 'feed-'));
  const path = join(dir, 'upload');
  const discard = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || fileName !== null) { part.file.resume(); await discard(); return problem(400, 'invalid_input', { errors: { [part.fieldname]: ['field.unknown'] } }); }
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) { await discard(); return tooLarge(); }
        fileName = part.filename;
      } else if (fieldNames.includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        await discard();
        return problem(400, 'invalid_input', { errors: { [part.fieldname]: ['field.unknown'] } });
      }
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return problem(400, 'invalid_input', { errors: { body: ['file.too_many'] } });
    throw error;
  }
  if (fileName === null) { await discard(); return problem(400, 'invalid_input', { detail: 'Send the file in the field file.', errors: { file: ['required'] } }); }
  return { fileName, fields, discard, source: () => createReadStream(path, { highWaterMark: 256 * 1024 }) };
}
