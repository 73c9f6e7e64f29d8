import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { accessRoutes } from '../contract/access/access-routes';
import type { Reply } from './scripted-adapter';
import { problemBody, scriptedClient } from './scripted-adapter';

const U = '/api/dealer/user';
const DEALERSHIPS = `GET ${U}/managed_dealerships/`;
const CURRENT_USER = `GET ${U}/current_user/`;
const unauthorized: Reply = { status: 401, body: problemBody(401, 'not_authenticated') };


beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the api client', () => {
  const setup = (script: Record<string, readonly Reply[]>, path?: string) => scriptedClient(script, path);

  describe('the api client: session errors', () => {
    it('on 401 waits 500 ms, reads the current user, and retries the request once', async () => {
      const { client, keys, redirects } = setup({ [DEALERSHIPS]: [unauthorized, { status: 200, body: [] }], [CURRENT_USER]: [{ status: 200, body: {} }] });
      const result = client.call(accessRoutes.managedDealerships);
      await vi.advanceTimersByTimeAsync(499);
      expect(keys()).toEqual([DEALERSHIPS]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual(E.right([]));
      expect(keys()).toEqual([DEALERSHIPS, CURRENT_USER, DEALERSHIPS]);
      expect(redirects).toEqual([]);
    });

    it('sends the user to login with the path to return to when the refresh fails', async () => {
      const { client, keys, redirects } = setup({ [DEALERSHIPS]: [unauthorized], [CURRENT_USER]: [unauthorized] });
      const result = client.call(accessRoutes.managedDealerships);
      await vi.advanceTimersByTimeAsync(500);
      const answer = await result;
      expect(E.isLeft(answer) && answer.left).toMatchObject({ status: 401, handled: true });
      expect(redirects).toEqual([{ to: 'login', reason: 'please_login_to_continue', next: '/payments?page=2' }]);
      expect(keys()).toEqual([DEALERSHIPS, CURRENT_USER]);
    });

    it('refreshes once only: a second 401 after the retry goes to login', async () => {
      const { client, keys, redirects } = setup({ [DEALERSHIPS]: [unauthorized], [CURRENT_USER]: [{ status: 200, body: {} }] });
      const result = client.call(accessRoutes.managedDealerships);
      await vi.advanceTimersByTimeAsync(500);
      await result;
      expect(keys()).toEqual([DEALERSHIPS, CURRENT_USER, DEALERSHIPS]);
      expect(redirects).toHaveLength(1);
    });

    it('shares one refresh between requests that fail together', async () => {
      const { client, keys } = setup({ [DEALERSHIPS]: [unauthorized, unauthorized, { status: 200, body: [] }], [CURRENT_USER]: [{ status: 200, body: {} }] });
      const both = Promise.all([client.call(accessRoutes.managedDealerships), client.call(accessRoutes.managedDealerships)]);
      await vi.advanceTimersByTimeAsync(500);
      await both;
      expect(keys().filter((key) => key === CURRENT_USER)).toHaveLength(1);
    });

    it('on 440 goes to login with reason session_expired, without a next from the login page', async () => {
      const expired: Reply = { status: 440, body: problemBody(440, 'session_expired') };
      const { client, redirects } = setup({ [DEALERSHIPS]: [expired] }, '/login?reason=x');
      await client.call(accessRoutes.managedDealerships);
      expect(redirects).toEqual([{ to: 'login', reason: 'session_expired', next: null }]);
    });

    it('on 403 goes to login, or to verification when the code is verification_required', async () => {
      const { client, redirects } = setup({
        [DEALERSHIPS]: [{ status: 403, body: problemBody(403, 'verification_required') }, { status: 403, body: problemBody(403, 'forbidden') }],
      });
      await client.call(accessRoutes.managedDealerships);
      await client.call(accessRoutes.managedDealerships);
      expect(redirects).toEqual([{ to: 'verification' }, { to: 'login', reason: 'please_login_to_continue', next: '/payments?page=2' }]);
    });

    it('on csrf_failed shows the notice and reloads the token, without retrying or navigating', async () => {
      const settings = { GoogleAnalyticsID: '', OptimizelyProjectID: '', DealerSentryDSN: '', version: '1', ActivixDealerPanelRedirectUrl: '', app_mode: 'demo' };
      const { client, keys, notices, redirects } = setup({
        [`POST ${U}/send_otp/`]: [{ status: 403, body: problemBody(403, 'csrf_failed') }],
        'GET /settings/': [{ status: 200, body: settings }],
      });
      const result = await client.call(accessRoutes.sendOtp, { body: {} });
      expect(E.isLeft(result) && result.left).toMatchObject({ code: 'csrf_failed', handled: true });
      expect(notices).toEqual(['csrf_failed']);
      expect(redirects).toEqual([]);
      expect(keys()).toEqual([`POST ${U}/send_otp/`, 'GET /settings/']);
    });

    it('leaves 401 to the caller when authRedirect is off (the navigation guards)', async () => {
      const { client, keys, redirects } = setup({ [CURRENT_USER]: [unauthorized] });
      const result = await client.call(accessRoutes.currentUser, { authRedirect: false });
      expect(E.isLeft(result) && result.left).toMatchObject({ status: 401, handled: false });
      expect(redirects).toEqual([]);
      expect(keys()).toEqual([CURRENT_USER]);
    });
  });
});
