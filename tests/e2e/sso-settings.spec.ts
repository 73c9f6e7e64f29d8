import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, saveScreenshot, switchLanguage } from './support';

// Manufacturer sign-in (issue 13 item 9) as the Ontario dealer admin: the section on /dealerships,
// the third source filled with a sign-in URL the server refuses (ftp://), the error beside the field
// with what was typed kept; EN and FR screenshots at 1366 and 390 px; then the store's staff sign-in
// link, opened signed out with a refusal, says why in words.
// Needs the server's SSO routes (GET and PUT /api/dealer/dealership/sso/…, GET /api/sso/{dealership}/):
// it runs against the real server, nothing is mocked. Run with E2E_PORT=4331.

/** The section alone, cut from a full-page capture taken from the top (an element capture would stitch the sticky header in). */
async function shoot(section: Locator, name: string, lang: 'en' | 'fr'): Promise<void> {
  const page = section.page();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await section.boundingBox();
  if (box === null) throw new Error('the section is not shown');
  await saveScreenshot(page, `${name}-${lang}.png`, { fullPage: true, clip: box });
}

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

test.describe.serial('manufacturer sign-in settings', () => {
  let page: Page;
  let staffLink = '';
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await page.context().close(); });

  const section = () => page.getByRole('region', { name: /^(Manufacturer sign-in|Connexion par le constructeur)$/ });
  const custom = () => section().getByRole('form', { name: /^(Other sign-in source|Autre source de connexion)$/ });

  test('shows a card per source and what to give the manufacturer', async () => {
    await page.goto('/dealer/dealerships');
    await expect(section()).toBeVisible();
    for (const name of ['Volkswagen', 'Hyundai', 'Other sign-in source']) await expect(section().getByRole('form', { name })).toBeVisible();
    await expect(custom().getByText('Give these to the manufacturer')).toBeVisible();
    // A connection that is off answers 404 at its links: the card says to turn it on first (issue 35.5).
    await expect(custom().getByText(/These links work once this connection is on and saved/)).toBeVisible();
    await expect(custom().getByRole('link', { name: /\/metadata\/?$/ })).toHaveCount(0);
    await expect(custom().getByRole('button', { name: 'Copy: Assertion consumer service (ACS) URL' })).toHaveCount(0);
    staffLink = (await section().getByRole('link').first().getAttribute('href')) ?? '';
    expect(staffLink).toMatch(/store=\d+/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('refuses an ftp sign-in URL beside the field and keeps what was typed', async () => {
    await custom().getByLabel('Name on the sign-in button', { exact: true }).fill('Test identity provider');
    await custom().getByLabel('Identity provider entity ID', { exact: true }).fill('http://127.0.0.1:9/idp');
    await custom().getByLabel('Sign-in URL', { exact: true }).fill('ftp://x');
    await expect(custom().getByText('Unsaved changes')).toBeVisible();
    await custom().getByRole('button', { name: 'Save', exact: true }).click();
    await expect(custom().getByText('The address must start with https://.')).toBeVisible();
    await expect(custom().getByLabel('Sign-in URL', { exact: true })).toHaveValue('ftp://x');
    await expect(custom().getByLabel('Sign-in URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(custom().getByLabel('Identity provider entity ID', { exact: true })).toHaveValue('http://127.0.0.1:9/idp');
    await expect(custom().getByLabel('Name on the sign-in button', { exact: true })).toHaveValue('Test identity provider');
    await shoot(section(), 'sso-settings-laptop', 'en');
  });

  test('reads in French and fits a phone, the error still beside the field', async () => {
    await switchLanguage(page, 'fr');
    await expect(section().getByRole('heading', { name: 'Connexion par le constructeur' })).toBeVisible();
    await expect(custom().getByText('L\'adresse doit commencer par https://.')).toBeVisible();
    await expect(custom().getByLabel('URL de connexion', { exact: true })).toHaveValue('ftp://x');
    await shoot(section(), 'sso-settings-laptop', 'fr');
    await page.setViewportSize(PHONE);
    await expect(custom().getByLabel('URL de connexion', { exact: true })).toBeVisible();
    await shoot(section(), 'sso-settings-phone', 'fr');
    await switchLanguage(page, 'en');
    await expect(section().getByRole('heading', { name: 'Manufacturer sign-in' })).toBeVisible();
    await shoot(section(), 'sso-settings-phone', 'en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('asks before leaving with a card unsaved, and undoes it', async () => {
    await page.setViewportSize(LAPTOP);
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/dealer\/dealerships$/);
    await custom().getByRole('button', { name: 'Undo changes' }).click();
    await expect(custom().getByLabel('Sign-in URL', { exact: true })).toHaveValue('');
    await expect(custom().getByText('Unsaved changes')).toHaveCount(0);
  });

  test('the staff sign-in link, opened with a refusal, says why', async ({ browser }) => {
    const link = new URL(staffLink);
    const context = await browser.newContext({ viewport: LAPTOP });
    const anonymous = await context.newPage();
    await anonymous.goto(`${link.pathname}${link.search}&sso_error=unknown_user`);
    await expect(anonymous.getByRole('alert')).toContainText('Your manufacturer account is not linked to a user of this store');
    await expect(anonymous.getByLabel('Email', { exact: true })).toBeVisible();
    await context.close();
  });
});
