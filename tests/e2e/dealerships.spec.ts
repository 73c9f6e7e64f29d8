import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

/**
 * Saves with the keyboard, as a dealer who tabs to the button does: the bar holding it is sticky at the
 * bottom of the form, and a mouse click waits for it to hold still while the page scrolls it into view,
 * which in the full run (a longer page after other journeys) it did not within the test's time.
 */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).press('Enter');
}

// The dealership settings screen as the Ontario dealer admin (Lakeshore Motors): close Sunday,
// change Thursday, change a few fields, save, reload and see them back; a sales rep is refused;
// EN and FR screenshots at laptop and phone widths.

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const day = (page: Page, name: string) => page.getByTestId(`hours-${name}`);

test.describe.serial('the dealership settings screen', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await page.context().close(); });

  test('shows the store\'s seeded settings', async () => {
    await page.goto('/dealer/dealerships');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealership' })).toBeVisible();
    await expect(page.getByLabel('Dealership name')).toHaveValue('Lakeshore Motors');
    await expect(day(page, 'SUNDAY').getByRole('switch')).toBeChecked();
    await expect(page.getByLabel('Thursday — Closes at')).toHaveValue('21:00');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('keeps what was typed and shows the errors beside the fields', async () => {
    await page.getByLabel('Website').fill('www.lakeshore-motors.test');
    await page.getByLabel('Thursday — Closes at').fill('08:00');
    await save(page);
    await expect(page.getByText('The closing time must be after the opening time.')).toBeVisible();
    await expect(page.getByLabel('Website')).toHaveValue('www.lakeshore-motors.test');
    await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  });

  test('closes Sunday, changes Thursday and a few fields, saves, and sees them back after a reload', async () => {
    await page.getByLabel('Website').fill('https://lakeshore-motors.test');
    await page.getByLabel('Thursday — Closes at').fill('20:00');
    await day(page, 'SUNDAY').getByRole('switch').uncheck({ force: true });
    await expect(page.getByLabel('Sunday — Opens at')).toHaveCount(0);
    await page.getByLabel('Phone').fill('416-555-0199');
    await page.getByLabel('Deposit package').fill('Weekend deposit');
    await page.getByRole('switch', { name: 'Customers must give their first and last name' }).check({ force: true });
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await save(page);
    await expect(page.getByText('The dealership\'s settings are saved.')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('416-555-0199');
    await expect(page.getByLabel('Deposit package')).toHaveValue('Weekend deposit');
    await expect(page.getByLabel('Thursday — Closes at')).toHaveValue('20:00');
    await expect(day(page, 'SUNDAY').getByRole('switch')).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Customers must give their first and last name' })).toBeChecked();
    await screenshot(page, 'dealerships-laptop', 'en');
  });

  test('asks before leaving with unsaved changes', async () => {
    await page.getByLabel('Deposit package').fill('Changed my mind');
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/dealer\/dealerships$/);
    await expect(page.getByLabel('Deposit package')).toHaveValue('Changed my mind');
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).first().click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page).not.toHaveURL(/\/dealer\/dealerships$/);
  });

  test('shows the support contact in the user menu', async () => {
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await expect(page.getByText('Need help?')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Call|Write to/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('reads in French and fits a phone', async () => {
    await page.goto('/dealer/dealerships');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Concession' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Heures d\'ouverture' })).toBeVisible();
    await screenshot(page, 'dealerships-laptop', 'fr');
    await page.setViewportSize(PHONE);
    await expect(page.getByLabel('Jeudi — Ferme à')).toBeVisible();
    await screenshot(page, 'dealerships-phone', 'fr');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealership' })).toBeVisible();
    await screenshot(page, 'dealerships-phone', 'en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe.serial('a sales rep', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('rep'); });
  test.afterAll(async () => { await page.context().close(); });

  test('cannot open /dealerships, and the server refuses the calls too', async () => {
    await page.goto('/dealer/dealerships');
    await expect(page.getByText('You do not have access to this page').first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/dealer\/dealerships$/);
    expect((await page.request.get('/api/dealer/dealership/home_dealership/')).status()).toBe(403);
  });
});

test.describe.serial('an organization admin', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('orgadmin', { viewport: LAPTOP, dealership: /Lakeshore Motors/ }); });
  test.afterAll(async () => { await page.context().close(); });

  test('sees the stores side by side, switches to another and edits it as its admin would', async () => {
    await page.goto('/dealer/dealerships');
    const stores = page.getByRole('region', { name: 'Your stores' });
    await expect(stores.getByRole('article')).toHaveCount(3);
    await expect(stores.getByRole('article', { name: 'Lakeshore Motors' })).toContainText('Current store');
    await expect(stores.getByRole('article', { name: 'Automobiles Saint-Laurent' })).toContainText(/open deals?/);
    await screenshot(page, 'dealerships-organization', 'en');
    await stores.getByRole('button', { name: 'Switch to Automobiles Saint-Laurent' }).click();
    await expect(page.getByLabel('Dealership name')).toHaveValue('Automobiles Saint-Laurent');
    await expect(stores.getByRole('article', { name: 'Automobiles Saint-Laurent' })).toContainText('Current store');
    await page.getByLabel('Discount name (English)').fill('Spring discount');
    await save(page);
    await expect(page.getByText('The dealership\'s settings are saved.')).toBeVisible();
    const saved = await (await page.request.get('/api/dealer/dealership/home_dealership/')).json() as { name: string; discount_name_en: string };
    expect(saved).toMatchObject({ name: 'Automobiles Saint-Laurent', discount_name_en: 'Spring discount' });
  });
});
