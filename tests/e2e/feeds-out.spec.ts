import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, switchLanguage } from './support';

// Issue 31 items 4 and 5: a store's admin publishes the inventory from the store page (the feed's
// address shown once, copied, read by a listings site without a session), revokes it after a
// confirmation, and reads the section in Québec French on a phone.

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SITE = `Google ${Date.now() % 100_000}`;

test.describe.serial('feeds out', () => {
  let page: Page;
  let address = '';
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await page.context().close(); });

  test('makes a feed: a name is asked first, then the address is shown once', async () => {
    await page.goto('/dealer/dealerships');
    const section = page.getByRole('region', { name: 'Feeds out' });
    await section.getByRole('button', { name: 'Create a feed' }).click();
    await expect(section.getByLabel('Who will read it')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('Give it a name.')).toBeVisible();
    await section.getByLabel('Who will read it').fill(SITE);
    await section.getByRole('button', { name: 'Create a feed' }).click();
    const created = section.getByRole('status').filter({ hasText: 'Feed created: copy its address now' });
    await expect(created).toBeVisible();
    address = (await created.getByText(/\/api\/feeds\/.+\/google-vehicle-listings\.tsv$/).textContent()) ?? '';
    expect(address).toMatch(/^http/);
    await expect(created.getByRole('button', { name: 'Copy: Feed address' })).toBeVisible();
    await expect(section.getByRole('listitem', { name: SITE })).toContainText('Never read yet');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the address answers a listings site without a session, and the screen shows it was read', async ({ browser }) => {
    const stranger = await browser.newContext();
    const answer = await stranger.request.get(address);
    expect(answer.status()).toBe(200);
    expect((await answer.text()).split('\n')[0]).toMatch(/^id\tstore_code\tvin\t/);
    await stranger.close();
    await page.reload();
    const row = page.getByRole('region', { name: 'Feeds out' }).getByRole('listitem', { name: SITE });
    await expect(row).toContainText('Last read');
    await expect(row).toContainText('Read 1 time');
  });

  test('revokes the feed after a confirmation; its address then answers 404', async () => {
    const row = page.getByRole('region', { name: 'Feeds out' }).getByRole('listitem', { name: SITE });
    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this feed?' });
    await expect(dialog).toContainText(SITE);
    await dialog.getByRole('button', { name: 'Revoke the feed' }).click();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    expect((await page.request.get(address)).status()).toBe(404);
  });

  test('reads in Québec French on a phone, nothing wider than the screen', async () => {
    await page.setViewportSize(PHONE);
    await switchLanguage(page, 'fr');
    const section = page.getByRole('region', { name: 'Flux sortants' });
    await expect(section.getByRole('button', { name: 'Créer un flux' })).toBeVisible();
    await expect(section.getByRole('link', { name: "Télécharger l'inventaire (CSV)" })).toBeVisible();
    await expect(section.getByRole('listitem', { name: SITE })).toContainText('Révoqué le');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await switchLanguage(page, 'en');
  });
});
