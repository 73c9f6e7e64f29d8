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
  // The sign-in page stands alone (issue 34): its own page and entry, none of the panel's files
  // (its entry index-*, the dealer layout, modals, view models and pages).
  expect(scripts.map((s) => s.url).filter((url) => /\/index-|dealer-(modules|shell)|customers-page|Modal-|notifications-host/.test(url))).toEqual([]);
  // History: 278 KB of scripts before issue 10.5's split, 230.5 KB in 62 files before issue 34 (the
  // panel's entry with its container and the route table, and the split's small chunks).
  // Issue 34's own page and entry: 171.0 KB in 3 files. Its target is 100 KB in at most 10 files;
  // what is left above it is named in docs/benchmarks.md.
  expect(scripts.length).toBeLessThanOrEqual(10);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total).toBeLessThan(176 * 1024);
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
