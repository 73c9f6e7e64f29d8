import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service, path-style (no network in tests): PutObject,
 * GetObject, HeadObject and DeleteObject on /<bucket>/<key>. It answers only requests signed with
 * AWS Signature V4 by the expected access key (a 403 otherwise), checks the body against its signed
 * x-amz-content-sha256, and answers errors as S3 does (XML, NoSuchKey, NoSuchBucket).
 */
export interface FakeS3 {
  readonly endpoint: string;
  /** Every request: method, path, the access key of its signature. */
  readonly requests: readonly { readonly method: string; readonly path: string; readonly accessKey: string }[];
  /** The objects kept, by bucket/key. */
  readonly objects: ReadonlyMap<string, { readonly bytes: Buffer; readonly contentType: string }>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;

export async function startFakeS3(options: { readonly bucket: string; readonly accessKeyId: string }): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: { method: string; path: string; accessKey: string }[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = decodeURIComponent(url.pathname);
      const accessKey = /^AWS4-HMAC-SHA256 Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const method = request.method ?? '';
      requests.push({ method, path, accessKey });
      const fail = (status: number, code: string, message: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(method === 'HEAD' ? undefined : xmlError(code, message));
      };
      if (accessKey !== options.accessKeyId) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      const sha = request.headers['x-amz-content-sha256'];
      if (sha !== 'UNSIGNED-PAYLOAD' && sha !== createHash('sha256').update(body).digest('hex')) {
        return fail(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
      }
      const [, bucket = '', ...rest] = path.split('/');
      const key = rest.join('/');
      if (bucket !== options.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (key === '') return fail(400, 'InvalidRequest', 'A key is needed');
      const stored = objects.get(`${bucket}/${key}`);
      if (method === 'PUT') {
        objects.set(`${bucket}/${key}`, { bytes: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      if (method === 'DELETE') {
        objects.delete(`${bucket}/${key}`);
        response.writeHead(204);
        return response.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        if (stored === undefined) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, { 'content-type': stored.contentType, 'content-length': String(stored.bytes.length), etag: `"${createHash('md5').update(stored.bytes).digest('hex')}"` });
        return response.end(method === 'HEAD' ? undefined : stored.bytes);
      }
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    objects,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
