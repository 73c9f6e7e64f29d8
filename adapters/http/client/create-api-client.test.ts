import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { accessRoutes } from '../contract/access/access-routes';
import { orderRoutes } from '../contract/orders/order-routes';
import { problemBody, scriptedClient, type Reply } from './scripted-adapter';
import { TechnicalError } from './technical-error';

const SETTINGS = { GoogleAnalyticsID: '', OptimizelyProjectID: '', DealerSentryDSN: '', version: '1', ActivixDealerPanelRedirectUrl: '', app_mode: 'demo', text_messages: true };
const U = '/api/dealer/user';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the api client', () => {
  const setup = (script: Record<string, readonly Reply[]>, path?: string) => scriptedClient(script, path);

  describe('the api client: transport', () => {
    it('sends cookies, and the anti-forgery header on unsafe methods only', async () => {
      const { client, seen } = setup({ 'GET /settings/': [{ status: 200, body: SETTINGS }], 'POST /i18n/': [{ status: 200, body: { language: 'fr_CA' } }] });
      expect(await client.call(accessRoutes.settings)).toEqual(E.right(SETTINGS));
      expect(await client.call(accessRoutes.setLanguage, { body: { language: 'fr_CA' } })).toEqual(E.right({ language: 'fr_CA' }));
      expect(seen.map((r) => [r.method, r.withCredentials, r.headers['X-CSRFToken']])).toEqual([
        ['GET', true, undefined],
        ['POST', true, 'token-123'],
      ]);
      expect(seen[1]!.data).toEqual({ language: 'fr_CA' });
    });

    it('fills path parameters and sends the query', async () => {
      const { client, seen } = setup({ [`GET ${U}/managed_dealerships/`]: [{ status: 200, body: [] }] });
      await client.call(accessRoutes.managedDealerships, { query: { name: 'Lav' } });
      expect(seen[0]!.params).toEqual({ name: 'Lav' });
    });

    it('retries a GET on 5xx three times, 3 s apart, with the retrying notice', async () => {
      const { client, seen, notices } = setup({ 'GET /settings/': [{ status: 503 }, { status: 502 }, { status: 200, body: SETTINGS }] });
      const result = client.call(accessRoutes.settings);
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2999);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3000);
      expect(await result).toEqual(E.right(SETTINGS));
      expect(notices).toEqual(['network_retrying', 'network_retrying']);
    });

    it('gives up after the third retry of a network error and says the request timed out', async () => {
      const { client, seen, notices } = setup({ 'GET /settings/': [{ fail: 'network' }] });
      const result = client.call(accessRoutes.settings);
      const settled = expect(result).rejects.toMatchObject({ name: 'TechnicalError', kind: 'network' });
      await vi.advanceTimersByTimeAsync(9000);
      await settled;
      expect(seen).toHaveLength(4);
      expect(notices).toEqual(['network_retrying', 'network_retrying', 'network_retrying', 'timeout']);
    });

    it('throws a server error once the retries of a 5xx are spent', async () => {
      const { client, seen } = setup({ 'GET /settings/': [{ status: 500, body: problemBody(500, 'internal_error') }] });
      const settled = expect(client.call(accessRoutes.settings)).rejects.toMatchObject({ kind: 'server', status: 500 });
      await vi.advanceTimersByTimeAsync(9000);
      await settled;
      expect(seen).toHaveLength(4);
    });

    it('never retries a POST, nor a time-out', async () => {
      const { client, seen, notices } = setup({ [`POST ${U}/send_otp/`]: [{ fail: 'network' }], 'GET /settings/': [{ fail: 'timeout' }] });
      await expect(client.call(accessRoutes.sendOtp, { body: {} })).rejects.toBeInstanceOf(TechnicalError);
      const late = expect(client.call(accessRoutes.settings)).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(15_000);
      await late;
      expect(seen).toHaveLength(2);
      expect(notices).toEqual(['timeout', 'timeout']);
    });

    it('sends an idempotency key as its header, and retries such a POST like a GET', async () => {
      const { client, seen } = setup({ [`POST ${U}/send_otp/`]: [{ fail: 'network' }, { status: 503 }, { status: 200, body: { sent: true, masked_phone: '•••-•••-••08', expires_in_seconds: 300 } }] });
      const result = client.call(accessRoutes.sendOtp, { body: {}, idempotencyKey: 'refund-7-abc' });
      await vi.advanceTimersByTimeAsync(6000);
      expect(E.isRight(await result)).toBe(true);
      expect(seen.map((r) => r.headers['Idempotency-Key'])).toEqual(['refund-7-abc', 'refund-7-abc', 'refund-7-abc']);
    });

    it('reads a 204 without a body as the contract\'s empty answer', async () => {
      const { client } = setup({ 'DELETE /api/dealer/order/7/': [{ status: 204, body: '' }] });
      expect(await client.call(orderRoutes.remove, { params: { id: 7 } })).toEqual(E.right({}));
    });

    it('treats an answer that does not match the contract as a technical error', async () => {
      const { client } = setup({ 'GET /settings/': [{ status: 200, body: { version: 3 } }] });
      await expect(client.call(accessRoutes.settings)).rejects.toMatchObject({ kind: 'decode', message: expect.stringContaining('GET /settings/ -> 200 {"version":3}') });
    });

    it('reports each technical failure once (after the retries), never a problem answer', async () => {
      const { client, reported } = setup({
        [`POST ${U}/login/`]: [{ status: 500, body: { code: 'internal_error', email: 'jane@example.com' } }, { status: 400, body: problemBody(400, 'invalid_input') }],
      });
      await expect(client.call(accessRoutes.login, { body: { email: 'jane@example.com', password: 'secret-password' } })).rejects.toBeInstanceOf(TechnicalError);
      expect(E.isLeft(await client.call(accessRoutes.login, { body: { email: 'jane@example.com', password: 'secret-password' } }))).toBe(true);
      expect(reported.map((e) => [e.kind, e.method, e.url, e.status, e.body])).toEqual([['server', 'POST', `${U}/login/`, 500, '{"code":"internal_error","email":"[email]"}']]);
      expect(reported[0]!.message).not.toContain('secret-password');
    });
  });

  describe('the api client: problems', () => {
    it('returns field errors and Retry-After as a problem', async () => {
      const { client } = setup({
        [`POST ${U}/verification/`]: [
          { status: 400, body: problemBody(400, 'invalid_code', { token: ['otp.invalid'] }) },
          { status: 429, body: problemBody(429, 'rate_limited'), headers: { 'retry-after': '42' } },
        ],
      });
      expect(await client.call(accessRoutes.verify, { body: { token: '000000' } })).toEqual(
        E.left({ status: 400, code: 'invalid_code', detail: null, errors: { token: ['otp.invalid'] }, retryAfterSeconds: null, handled: false }),
      );
      const limited = await client.call(accessRoutes.verify, { body: { token: '000000' } });
      expect(E.isLeft(limited) && limited.left).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 42 });
    });

    it('reads a non-problem error body as http_<status>', async () => {
      const { client } = setup({ 'GET /settings/': [{ status: 404, body: 'Not found' }] });
      const result = await client.call(accessRoutes.settings);
      expect(E.isLeft(result) && result.left.code).toBe('http_404');
    });

    it('keeps the members a problem carries beyond the standard ones', async () => {
      const duplicates = [{ id: 12, full_name: 'Sophie Gagné', matched_on: ['email'] }];
      const { client } = setup({ [`POST ${U}/verification/`]: [{ status: 409, body: { ...problemBody(409, 'duplicate_customer'), duplicates } }] });
      const result = await client.call(accessRoutes.verify, { body: { token: '000000' } });
      expect(E.isLeft(result) && result.left.extensions).toEqual({ duplicates });
    });
  });
});
