import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, switchLanguage } from './support';

// Every screen of the shell in English and French (test-results/screenshots/<name>-<lang>.png),
// the narrow layout, and the dirty-form guard.

async function both(page: Page, name: string, check: (lang: 'en' | 'fr') => Promise<void>): Promise<void> {
  for (const lang of ['en', 'fr'] as const) {
    await switchLanguage(page, lang);
    await check(lang);
    await screenshot(page, name, lang);
  }
  await switchLanguage(page, 'en');
}

test('the screens that need no sign-in, in both languages', async ({ page }) => {
  await page.goto('/dealer/error-message/server/REF-1234');
  await both(page, 'error-message', async () => { await expect(page.getByText('REF-1234')).toBeVisible(); });
  await page.goto('/dealer/trader-panel-warning');
  await both(page, 'trader-panel-warning', async () => { await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); });
  await page.goto('/dealer/trader-panel-successful-login');
  await both(page, 'trader-panel-successful-login', async () => { await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); });
  await page.goto('/dealer/demo-inbox');
  await both(page, 'demo-inbox', async (lang) => {
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Demo inbox' : 'Boîte de réception de démonstration' })).toBeVisible();
  });
});

test.describe.serial('signed in as the Québec dealer admin', () => {
  let page: Page;
  // The Québec store's staff work in French: the code page already speaks it.
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin.qc', { language: 'fr' }); });
  test.afterAll(async () => { await page.context().close(); });

  test('the staff of the Québec store work in French by default', async () => {
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Clients' })).toBeVisible();
  });

  test('my profile, and leaving a half-typed form asks before discarding it', async () => {
    await page.goto('/dealer/my-profile');
    await both(page, 'my-profile', async () => { await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); });
    await page.getByLabel('Current password', { exact: true }).fill('half-typed');
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your unfinished changes will be lost.')).toBeVisible();
    await screenshot(page, 'discard-changes', 'en');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/dealer\/my-profile$/);
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('half-typed');
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/);
  });

  test('below 768 px the navigation hides behind a menu button', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const customers = page.getByRole('navigation').getByRole('link', { name: 'Customers' });
    await expect(customers).not.toBeInViewport();
    await expect(page.getByRole('button', { name: /Account menu of/ })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    await expect(customers).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(300); // let the slide-in finish before the picture
    await screenshot(page, 'narrow-navigation', 'en');
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
