import sharp from 'sharp';
import type { Agent, TestApp } from './test-app';

/** One file part of a multipart request. */
export interface FilePart { readonly field: string; readonly name: string; readonly type: string; readonly bytes: Buffer }

/** A multipart request from a signed-in agent (its session and anti-forgery cookies): text `fields` first, then the file parts. */
export async function upload(t: TestApp, agent: Agent, method: 'POST' | 'PATCH' | 'PUT', url: string, parts: readonly FilePart[], fields: Readonly<Record<string, string>> = {}, headers: Readonly<Record<string, string>> = {}) {
  const boundary = '----dealer-panel-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`));
    chunks.push(p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const token = agent.cookie('csrftoken') ?? '';
  return t.app.inject({
    method, url, payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `sessionid=${agent.cookie('sessionid') ?? ''}; csrftoken=${token}`, 'x-csrftoken': token, ...headers },
  });
}

/** A small real PNG (64 × 48, red). */
export const png = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).png().toBuffer();
/** A JPEG carrying EXIF data that a re-encoding must strip. */
export const jpegWithExif = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2980b9' } })
  .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'someone' } } }).jpeg().toBuffer();
/** A GIF: a real image of a type we refuse. */
export const gif = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
