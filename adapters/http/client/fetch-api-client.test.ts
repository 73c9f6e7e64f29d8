import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { accessRoutes } from '../contract/access/access-routes';
import { scriptedClient, scriptedFetch } from './scripted-adapter';
import { createFetchApiClient } from './fetch-api-client';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// What only the fetch transport does itself (the rest is the shared suite of create-api-client.test.ts).
describe('the api client over fetch (the sign-in pages, issue 34)', () => {
  it('aborts a request unanswered after 15 s, not before, and says it timed out', async () => {
    const { client, notices } = scriptedClient({ 'GET /settings/': [{ fail: 'timeout' }] }, '/login', 'fetch');
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
    const client = createFetchApiClient({ fetch: server.fetch, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => null, currentPath: () => '/login' });
    await client.call(accessRoutes.managedDealerships, { query: { name: 'Lav', page: undefined } });
    expect(await client.call(accessRoutes.setLanguage, { body: { language: 'fr_CA' } })).toEqual(E.right({ language: 'fr_CA' }));
    expect(server.seen.map((r) => [r.params, r.headers.Accept, r.headers['Content-Type'], r.headers['X-CSRFToken']])).toEqual([
      [{ name: 'Lav' }, 'application/json, application/problem+json', undefined, undefined],
      [undefined, 'application/json, application/problem+json', 'application/json', undefined],
    ]);
  });

  it('sends a request outside the contract with the same cookies and anti-forgery header', async () => {
    const server = scriptedFetch({ 'POST /api/dealer/errors/': [{ status: 204 }] });
    const client = createFetchApiClient({ fetch: server.fetch, notify: () => undefined, redirect: () => undefined, readCsrfToken: () => 'token-9', currentPath: () => '/login' });
    expect(await client.send({ method: 'POST', url: '/api/dealer/errors/', data: { message: 'x' } })).toMatchObject({ kind: 'response', response: { status: 204 } });
    expect(server.seen.map((r) => [r.withCredentials, r.headers['X-CSRFToken'], r.data])).toEqual([[true, 'token-9', { message: 'x' }]]);
  });

  it('reads a body that is not JSON as its text', async () => {
    const { client } = scriptedClient({ 'GET /settings/': [{ status: 404, body: '<html>Not found</html>' }] }, '/login', 'fetch');
    const result = await client.call(accessRoutes.settings);
    expect(E.isLeft(result) && result.left.code).toBe('http_404');
  });
});
