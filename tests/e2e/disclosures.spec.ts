import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, screenshot, switchLanguage } from './support';

// /disclosure as the Ontario dealer admin: the pricing footer in English and French and a
// disclaimer row, saved and read back after a reload; the worksheet of a demo deal shows the
// footer in the interface's language; screenshots in EN and FR at laptop and phone widths.

/** A text field by its exact label (the previews are labelled after their fields). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FOOTER_EN = 'Prices exclude taxes and licence fees.\nSee the dealer for details.';
const FOOTER_FR = 'Prix excluant les taxes et l\'immatriculation.\nDétails en concession.';

test.describe.serial('the disclosures screen', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await page.context().close(); });

  test('edits the pricing footer in English and French and a disclaimer row, and reads them back after a reload', async () => {
    await page.goto('/dealer/disclosure');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclosures' })).toBeVisible();
    await box(page, 'Pricing footer — English').fill(FOOTER_EN);
    await box(page, 'Pricing footer — French').fill(FOOTER_FR);
    // The preview is the plain text with its line break, never markup.
    expect(await page.getByRole('region', { name: 'Preview of Pricing footer — English' }).innerText()).toContain('licence fees.\nSee the dealer');
    await page.getByRole('button', { name: 'Add a disclaimer type' }).click();
    await box(page, 'Disclaimer type 1').fill('Finance rate');
    await box(page, 'Superscript 1').fill('1234');
    await page.getByRole('button', { name: 'Save disclosures' }).click();
    await expect(page.getByText('Use a short mark without spaces: 3 characters at most.')).toBeVisible();
    await expect(box(page, 'Disclaimer type 1')).toHaveValue('Finance rate');
    await box(page, 'Superscript 1').fill('†');
    await page.getByRole('button', { name: 'Save disclosures' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Disclosures saved.' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'disclosures-laptop', 'en');

    await page.reload();
    await expect(box(page, 'Pricing footer — English')).toHaveValue(FOOTER_EN);
    await expect(box(page, 'Pricing footer — French')).toHaveValue(FOOTER_FR);
    await expect(box(page, 'Disclaimer type 1')).toHaveValue('Finance rate');
    await expect(box(page, 'Superscript 1')).toHaveValue('†');
  });

  test('shows the footer under a demo deal\'s pricing worksheet, in English then in French', async () => {
    const deal = await aDealWithAVehicle(page);
    await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    await expect(page.getByRole('heading', { name: 'Pricing worksheet' })).toBeVisible();
    const footer = page.getByLabel('Pricing disclosure');
    await expect(footer).toHaveText(FOOTER_EN);
    await switchLanguage(page, 'fr');
    await expect(page.getByLabel('Mention sur les prix')).toHaveText(FOOTER_FR);
  });

  test('reads in French, at laptop and phone widths', async () => {
    await page.goto('/dealer/disclosure');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(box(page, 'Pied de page des prix — français')).toHaveValue(FOOTER_FR);
    await screenshot(page, 'disclosures-laptop', 'fr');
    await page.setViewportSize(PHONE);
    await expect(box(page, 'Pied de page des prix — anglais')).toBeVisible();
    await screenshot(page, 'disclosures-phone', 'fr');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclosures' })).toBeVisible();
    await screenshot(page, 'disclosures-phone', 'en');
  });
});

test('a sales rep cannot open /disclosure', async ({ signedInPage }) => {
  const rep = await signedInPage('rep', { viewport: LAPTOP });
  await rep.goto('/dealer/disclosure');
  await expect(rep.getByRole('heading', { level: 1, name: 'Disclosures' })).toHaveCount(0);
  expect((await rep.request.get('/api/dealer/dealership/disclosures/')).status()).toBe(403);
  await rep.context().close();
});
