import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { aDealWithAVehicle, screenshot, switchLanguage, type DemoDeal } from './support';

// Issue 18 item 2: the printable deal recap. A manager opens a demo deal's worksheet (reading only:
// the recap prices with the worksheet's use case and stores nothing), opens "Print recap", picks
// Français: a new tab asks for the PDF, answered 200 application/pdf. The menu is pictured in
// English and French on a laptop and a phone, and the deal card offers the same menu.

async function openWorksheet(page: Page, deal: DemoDeal, heading: string): Promise<void> {
  await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  // Priced on opening: on a busy machine the three prices take a while.
  await expect(page.getByTestId('ws-cash-payment')).toHaveText(/\d/, { timeout: 30_000 });
}

/**
 * Clicks a menu item and answers the PDF response the new tab received, with the bytes the same
 * address gives (Chromium hands the tab's stream to its PDF viewer, so the response's own body is the viewer's page).
 */
async function pickAndReadPdf(page: Page, item: string): Promise<{ response: Response; body: Buffer }> {
  const context = page.context();
  const [response] = await Promise.all([
    context.waitForEvent('response', (r) => r.url().includes('/recap.pdf')),
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
  const again = await page.request.get(response.url());
  expect(again.headers()['content-type']).toBe('application/pdf');
  return { response, body: await again.body() };
}

test('a manager prints a deal\'s recap in French from the worksheet', async ({ signedInPage }) => {
  // Two languages, two full-page screenshots and a PDF: more than the default minute on a busy 2-core machine.
  test.setTimeout(150_000);
  const page = await signedInPage('manager', { viewport: { width: 1366, height: 900 } });
  const deal = await aDealWithAVehicle(page);
  await openWorksheet(page, deal, 'Pricing worksheet');

  await page.getByRole('button', { name: `Print the recap of deal #${deal.id}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['English', 'Français', 'Both (English | Français)']);
  await expect(menu.getByRole('menuitem', { name: 'Français', exact: true })).toHaveAttribute('href', `/api/dealer/order/${deal.id}/recap.pdf?lang=fr`);
  await expect(menu.getByRole('menuitem', { name: 'Français', exact: true })).toHaveAttribute('target', '_blank');
  await screenshot(page, 'recap-menu-1366', 'en');

  const { response, body } = await pickAndReadPdf(page, 'Français');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline; filename="transaction-\d+-recapitulatif-fr\.pdf"/);
  expect(response.url()).toContain(`/api/dealer/order/${deal.id}/recap.pdf?lang=fr`);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A bad language is a problem, not a PDF.
  const bad = await page.request.get(`/api/dealer/order/${deal.id}/recap.pdf?lang=xx`);
  expect(bad.status()).toBe(400);
  expect(bad.headers()['content-type']).toContain('application/problem+json');

  // The same menu in French.
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('heading', { name: 'Feuille de calcul du prix' })).toBeVisible();
  await page.getByRole('button', { name: `Imprimer le récapitulatif de la transaction no ${deal.id}` }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['English', 'Français', 'Les deux (English | Français)']);
  await screenshot(page, 'recap-menu-1366', 'fr');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await switchLanguage(page, 'en');
});

test('the recap menu on a phone, and on the deal card', async ({ signedInPage }) => {
  test.setTimeout(150_000);
  const page = await signedInPage('manager', { viewport: { width: 390, height: 844 } });
  const deal = await aDealWithAVehicle(page);
  await openWorksheet(page, deal, 'Pricing worksheet');
  const button = page.getByRole('button', { name: `Print the recap of deal #${deal.id}` });
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  const box = await page.getByRole('menu').boundingBox();
  expect(box, 'the menu is on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'recap-menu-390', 'en');
  await page.keyboard.press('Escape');

  await switchLanguage(page, 'fr');
  await page.getByRole('button', { name: `Imprimer le récapitulatif de la transaction no ${deal.id}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await screenshot(page, 'recap-menu-390', 'fr');
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');

  // The deal card on the customer record: the same menu; "Both" answers a PDF too.
  await page.goto(`/dealer/customers/${deal.customer}`);
  await page.getByRole('button', { name: `Print the recap of deal #${deal.id}` }).click();
  const both = await pickAndReadPdf(page, 'Both (English | Français)');
  expect(both.response.status()).toBe(200);
  expect(both.response.headers()['content-type']).toBe('application/pdf');
  expect(both.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
