import type { Agent, TestApp } from './test-app';

/** One file part of a multipart request. */
export interface FilePart { readonly field: string; readonly name: string; readonly type: string; readonly bytes: Buffer }

/** A multipart request from a signed-in agent (its session and anti-forgery cookies). */
export async function upload(t: TestApp, agent: Agent, method: 'POST' | 'PATCH', url: string, parts: readonly FilePart[]) {
  const boundary = '----addons-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`));
    chunks.push(p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const token = agent.cookie('csrftoken') ?? '';
  return t.app.inject({
    method, url, payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `sessionid=${agent.cookie('sessionid') ?? ''}; csrftoken=${token}`, 'x-csrftoken': token },
  });
}
