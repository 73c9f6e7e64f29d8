import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { accessRoutes } from '../contract/access/access-routes';
import { scriptedClient, scriptedFetch } from './scripted-adapter';
import { createApiClient } from './create-api-client';
import { headersOf } from './browser-attempt';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// What the browser's transport does itself (the rest is the shared suite of create-api-client.test.ts).
describe('the api client over fetch', () => {
  it('aborts a request unanswered after 15 s, not before, and says it timed out', async () => {
    const { client, notices } = scriptedClient({ 'GET /settings/': [{ fail: 'timeout' }] }, '/login');
    let failure: unknown = null;
    const result = client.call(accessRoutes.settings).catch((error: unknown) => { failure = error; });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(failure).toMatchObject({ name: 'TechnicalError', kind: 'timeout', message: expect.stringContaining('GET /settings/') });
    expect(notices).toEqual(['timeout']);
  });

  it('asks for JSON, sends a JSON body, and leaves undefined query values out', async () => {
    const server = scriptedFetch({ 'GET /api/dealer/user/managed_dealerships/': [{ status: 200, body: [] }], 'POST /i18n/': [{ status: 200, body: { language: 'fr_CA' } }] });
    const client = createApiClient({ fetch: server.fetch, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => null, currentPath: () => '/login' });
    await client.call(accessRoutes.managedDealerships, { query: { name: 'Lav', page: undefined } });
    expect(await client.call(accessRoutes.setLanguage, { body: { language: 'fr_CA' } })).toEqual(E.right({ language: 'fr_CA' }));
    expect(server.seen.map((r) => [r.params, r.headers.Accept, r.headers['Content-Type'], r.headers['X-CSRFToken']])).toEqual([
      [{ name: 'Lav' }, 'application/json, application/problem+json', undefined, undefined],
      [undefined, 'application/json, application/problem+json', 'application/json', undefined],
    ]);
  });

  it('sends a request outside the contract with the same cookies and anti-forgery header', async () => {
    const server = scriptedFetch({ 'POST /api/dealer/errors/': [{ status: 204 }] });
    const client = createApiClient({ fetch: server.fetch, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => 'token-9', currentPath: () => '/login' });
    expect(await client.send({ method: 'POST', url: '/api/dealer/errors/', data: { message: 'x' } })).toMatchObject({ kind: 'response', response: { status: 204 } });
    expect(server.seen.map((r) => [r.withCredentials, r.headers['X-CSRFToken'], r.data])).toEqual([[true, 'token-9', { message: 'x' }]]);
  });

  it('reads a body that is not JSON as its text', async () => {
    const { client } = scriptedClient({ 'GET /settings/': [{ status: 404, body: '<html>Not found</html>' }] }, '/login');
    const result = await client.call(accessRoutes.settings);
    expect(E.isLeft(result) && result.left.code).toBe('http_404');
  });

  it('retries no fault of the page: only a TypeError from fetch is a failed line', async () => {
    let sent = 0;
    const client = createApiClient({ fetch: () => { sent += 1; return Promise.reject(new RangeError('bad header')); }, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => null, currentPath: () => '/' });
    await expect(client.call(accessRoutes.settings)).rejects.toThrow('bad header');
    expect(sent).toBe(1);
  });

  it('sends a FormData body as the browser writes it, with no JSON content type', async () => {
    const server = scriptedFetch({ 'POST /i18n/': [{ status: 200, body: { language: 'fr_CA' } }] });
    const sent: RequestInit[] = [];
    const client = createApiClient({ fetch: (input, init = {}) => { sent.push(init); return server.fetch(input, init); }, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => 't', currentPath: () => '/' });
    const form = new FormData();
    form.append('kind', 'id');
    await client.call(accessRoutes.setLanguage, { body: form as never });
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers).not.toHaveProperty('Content-Type');
  });
});

/** An XMLHttpRequest that records what it is given and answers when told (tests of uploads). */
class ScriptedXhr {
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  opened: [string, string] | null = null;
  body: unknown = undefined;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) { this.opened = [method, url]; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  send(body: unknown) { this.body = body; }
  getAllResponseHeaders() { return 'Content-Type: application/json\r\nX-Export-Rows: 3\r\n'; }
}

describe('an upload that tells its progress (XMLHttpRequest)', () => {
  const uploading = () => {
    const xhrs: ScriptedXhr[] = [];
    const notices: string[] = [];
    const client = createApiClient({
      xhr: () => { const x = new ScriptedXhr(); xhrs.push(x); return x as unknown as XMLHttpRequest; },
      fetch: () => Promise.reject(new Error('an upload goes over XMLHttpRequest')),
      notify: (n) => notices.push(n), redirect: () => undefined, readCsrfToken: () => 'token-7', currentPath: () => '/',
    });
    return { client, xhrs, notices };
  };

  it('sends the form with cookies, the anti-forgery header and 2 minutes, tells the share sent, and decodes the answer', async () => {
    const { client, xhrs } = uploading();
    const told: number[] = [];
    const form = new FormData();
    const answer = client.call(accessRoutes.setLanguage, { body: form as never, onUploadProgress: (f) => told.push(f) });
    await vi.advanceTimersByTimeAsync(0);
    const xhr = xhrs[0]!;
    expect([xhr.opened, xhr.withCredentials, xhr.timeout, xhr.body, xhr.headers['X-CSRFToken'], xhr.headers['Content-Type']]).toEqual([['POST', '/i18n/'], true, 120_000, form, 'token-7', undefined]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 80, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.status = 201;
    xhr.responseText = JSON.stringify({ language: 'fr_CA' });
    xhr.onload?.();
    expect(await answer).toEqual(E.right({ language: 'fr_CA' }));
    expect(told).toEqual([0.25, 1]);
  });

  it('says an upload timed out, and never sends it twice', async () => {
    const { client, xhrs, notices } = uploading();
    const answer = client.call(accessRoutes.setLanguage, { body: new FormData() as never, onUploadProgress: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    xhrs[0]!.ontimeout?.();
    await expect(answer).rejects.toMatchObject({ name: 'TechnicalError', kind: 'timeout' });
    expect([xhrs.length, notices]).toEqual([1, ['timeout']]);
  });

  it('reads the answer headers by lowercase name', () => {
    expect(headersOf('Content-Type: text/csv\r\nContent-Disposition: attachment; filename="a:b.csv"\r\n\r\n')).toEqual({ 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a:b.csv"' });
  });
});

describe('a download', () => {
  const client = (fetchFn: typeof fetch) => createApiClient({ fetch: fetchFn, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => null, currentPath: () => '/' });

  it('gives the file, its status and headers, and tells the bytes received as they come', async () => {
    const seen: [string, RequestInit | undefined][] = [];
    const body = new ReadableStream<Uint8Array>({ start(c) { c.enqueue(new TextEncoder().encode('a,b\n')); c.enqueue(new TextEncoder().encode('1,2\n')); c.close(); } });
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => { seen.push([String(input), init]); return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv', 'X-Export-Rows': '1' } })); };
    const received: number[] = [];
    const answer = await client(fetchFn as typeof fetch).download({ url: '/api/x/', params: { q: 'é', page: undefined }, accept: 'text/csv', onProgress: (n) => received.push(n) });
    expect(answer.kind === 'response' && [answer.status, await answer.file.text(), answer.headers['x-export-rows']]).toEqual([200, 'a,b\n1,2\n', '1']);
    expect(received).toEqual([4, 8]);
    expect([seen[0]![0], seen[0]![1]?.credentials, seen[0]![1]?.headers]).toEqual(['/api/x/?q=%C3%A9', 'include', { Accept: 'text/csv' }]);
  });

  it('gives up when cancelled or past its time-out', async () => {
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const cancel = new AbortController();
    const cancelled = client(hanging as typeof fetch).download({ url: '/a/', accept: '*/*', signal: cancel.signal });
    cancel.abort();
    expect(await cancelled).toMatchObject({ kind: 'failed' });
    const late = client(hanging as typeof fetch).download({ url: '/a/', accept: '*/*', timeout: 15_000 });
    let settled = false;
    void late.then(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toMatchObject({ kind: 'failed' });
  });
});
