import { expect, test, type Page } from '@playwright/test';

// Issue 10.5: what the server sends, seen by the browser. The CSP must not block the app or
// /api/docs; compressed scripts; the favicon is found.

/** Console messages about the Content-Security-Policy, and uncaught errors, while `run` runs. */
async function violations(page: Page, run: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (m) => { if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) found.push(m.text()); });
  page.on('pageerror', (e) => found.push(e.message));
  await run();
  return found;
}

test('the sign-in page runs under the CSP, compressed, with its favicon', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => {
      scripts.push({ url: request.url(), encoding: response?.headers()['content-encoding'], bytes: sizes.responseBodySize });
    });
  });
  const problems = await violations(page, async () => {
    await page.goto('/dealer/login', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });
  expect(problems).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s.encoding, s.url).toBe('br');
  // The dealer side (layout, modals, view models, pages) is not part of the sign-in page.
  expect(scripts.map((s) => s.url).filter((url) => /dealer-(modules|shell)|customers-page|Modal-|notifications-host/.test(url))).toEqual([]);
  // The target of issue 10.5 is 150 KB; what is left above it is named in docs/benchmarks.md. This
  // keeps what was won: the sign-in page downloaded 278 KB of scripts before the split. Session 10's
  // merges brought it to 221 KB: the public gallery's contract and the trade-in's slots, bound at start;
  // they now come with the gallery's first call (session 11). Session 14 brought it to 225.4 KB: every
  // namespace of the three locales is bundled at start, and the session's words (history events, US
  // states in French, refusals, archive reasons) came with them; session 15's two namespaces (second
  // factors, the Messages screen) to 229.2 KB. The budget is 232 KB until issue 34 loads the
  // namespaces a page needs, which takes the sign-in page under 100 KB.
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total).toBeLessThan(232 * 1024);
  const icon = await page.request.get(await page.locator('link[rel=icon]').first().getAttribute('href') ?? '');
  expect(icon.status()).toBe(200);
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);
});

test('/api/docs renders its operations under the CSP', async ({ page }) => {
  const problems = await violations(page, async () => {
    await page.goto('/api/docs/');
    await expect(page.getByText('/api/dealer/user/login/').first()).toBeVisible({ timeout: 30_000 });
  });
  expect(problems).toEqual([]);
});
