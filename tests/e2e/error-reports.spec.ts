import { expect, test } from './fixtures';

// Error reporting (spec 000 section 8) in the browser: a call the server keeps failing (answered
// 500 by the test, the real server is untouched) is retried, then reported to POST
// /api/dealer/errors/ with its method, its URL and the answer's body, and the page offers a retry.

test('a call that keeps failing is reported with its method, url and body', async ({ signedInPage }) => {
  const page = await signedInPage('admin', { viewport: { width: 1366, height: 768 } });
  await page.route('**/api/dealer/fees/global/**', (route) => route.fulfill({
    status: 500, contentType: 'application/problem+json', body: JSON.stringify({ code: 'internal_error', detail: 'for jane@example.com' }),
  }));
  const reported = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/dealer/errors/'), { timeout: 30_000 });
  await page.goto('/dealer/fees-and-discounts');
  const request = await reported;
  expect(request.postDataJSON()).toEqual({
    kind: 'server', method: 'GET', url: '/api/dealer/fees/global/', status: 500, body: '{"code":"internal_error","detail":"for [email]"}',
  });
  expect((await request.response())?.status()).toBe(202);
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await page.context().close();
});
