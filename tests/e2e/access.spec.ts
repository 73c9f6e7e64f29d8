import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, signInFully, switchLanguage } from './support';

// Role checks and the anti-forgery token, as a person meets them in the browser.

test.describe.serial('a sales rep', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('rep'); });
  test.afterAll(async () => { await page.context().close(); });

  test('cannot open /users: the page is refused with a message, and the navbar does not offer it', async () => {
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/dealer/users');
    await expect(page.getByText('You do not have access to this page').first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/dealer\/users$/);
  });

  test('is told why /fees-and-discounts is refused, in words (issue 35.6)', async () => {
    await page.goto('/dealer/fees-and-discounts');
    await expect(page.getByRole('alert').filter({ hasText: 'fees and discounts are managed by the store\'s administrators' })).toBeVisible();
    await expect(page).toHaveURL(/\/dealer\/customers$/);
  });

  test('sees only their own and unassigned customers, cannot export, and a colleague\'s customer is not found', async () => {
    await page.goto('/dealer/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    const me = ((await (await page.request.get('/api/dealer/user/current_user/')).json()) as { user: { id: number } }).user;
    const list = await page.request.get('/api/dealer/customer/?archive_status=all');
    const rows = ((await list.json()) as { results: { assigned_dealer: number | null }[] }).results;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([me.id, null]).toContain(row.assigned_dealer);
    expect((await page.request.get('/api/dealer/customer/export/')).status()).toBe(403);
  });

  test('a request without the anti-forgery token is refused with a message, and nothing typed is lost', async () => {
    await page.goto('/dealer/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password-1');
    await page.getByLabel('New password', { exact: true }).fill('Another-Pass-9');
    await page.getByLabel('Confirm the new password', { exact: true }).fill('Another-Pass-9');
    await page.context().clearCookies({ name: 'csrftoken' });
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Your security token expired, please try again').first()).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Another-Pass-9');
    // The server handed out a new token with the refusal: trying again reaches the password check.
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/dealer\/my-profile$/);
  });
});

test('a sales manager cannot open /aftermarket', async ({ page }) => {
  await signInFully(page, 'manager@demo.dealer.test');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Add-ons' })).toHaveCount(0);
  await page.goto('/dealer/aftermarket');
  await expect(page.getByText('You do not have access to this page').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/dealer\/aftermarket$/);
  await page.goto('/dealer/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('an organization admin switches from one dealership to another', async ({ page }) => {
  await signInFully(page, 'orgadmin@demo.dealer.test', /\/dealer\/select-dealership$/);
  const list = page.getByRole('list', { name: 'Your dealerships' });
  await list.getByRole('button', { name: /Lakeshore Motors/ }).click();
  await expect(page).toHaveURL(/\/dealer\/customers$/);
  await expect(page.getByRole('banner').getByText('Lakeshore Motors', { exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Switch dealership' }).click();
  await expect(page).toHaveURL(/\/dealer\/select-dealership$/);
  await list.getByRole('button', { name: /Automobiles Saint-Laurent/ }).click();
  await expect(page.getByRole('banner').getByText('Automobiles Saint-Laurent', { exact: true })).toBeVisible();
  await screenshot(page, 'customers-shell', 'en');
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Clients' })).toBeVisible();
  await screenshot(page, 'customers-shell', 'fr');
  await switchLanguage(page, 'en'); // the choice is kept on the user: leave it as found
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Customers' })).toBeVisible();
});

test('a fr-CA browser\'s first visit is in French, an en-US one in English', async ({ browser }) => {
  for (const [locale, title] of [['fr-CA', 'Connexion au panneau concessionnaire'], ['en-US', 'Sign in to the dealer panel']] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/dealer/login');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await context.close();
  }
});
