import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, makeOwnDeal, screenshot, switchLanguage } from './support';

// The store's Messages screen (issue 30.4) as a dealer admin reads it: a deal link that bounced, found,
// filtered, sent again; in English and French, on a laptop and a phone. The relay is not run here: the
// browser-test hook writes the message in the state the test needs (E2E_HOOKS=1).

const PHONE = { width: 390, height: 844 };

async function csrf(page: Page): Promise<Record<string, string>> {
  return { 'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' };
}

/** A message of the signed-in user's store, in the state asked for. */
async function aMessage(page: Page, row: Record<string, unknown>): Promise<number> {
  const r = await page.request.post('/api/demo/test/message/', { headers: await csrf(page), data: row });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { id: number }).id;
}

test.describe.configure({ mode: 'serial' });
// Signing in and a first lazy page take long on a loaded machine (two cores shared by several runs).
test.setTimeout(150_000);

test('a dealer admin finds a bounced deal link, filters, sends it again, and reads it in French', async ({ signedInPage }) => {
  const page = await signedInPage('admin');
  const deal = await makeOwnDeal(page, { firstName: 'Bounced' });
  const failed = await aMessage(page, {
    channel: 'email', to: deal.email, subject: 'Your deal', kind: 'deal_link', state: 'failed', attempts: 3,
    last_error: '550 5.1.1 mailbox unavailable', customer_id: deal.customer, order_id: deal.order,
  });
  await aMessage(page, { channel: 'sms', to: '+15145550199', kind: 'one_time_code', state: 'delivered' });

  await page.getByRole('navigation').getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: deal.email });
  await expect(row).toContainText('Deal link');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('the address does not exist');
  await expect(row.getByRole('link', { name: /Own-/ })).toHaveAttribute('href', `/dealer/customers/${deal.customer}`);
  // A one-time code is listed, never offered again.
  await expect(page.getByRole('row').filter({ hasText: 'One-time code' }).first().getByRole('button')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(page.getByRole('row').filter({ hasText: 'One-time code' })).toHaveCount(0);
  await expect(row).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'messages-laptop', 'en');

  await row.getByRole('button', { name: `Send message #${failed} again` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The message is queued to be sent again.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  // A new copy: the demo's relay may already have taken it (to the demo inbox); the bounced one stays as it was.
  await expect(page.getByRole('row').filter({ hasText: deal.email }).filter({ hasText: /Queued|Sending|Sent/ })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: deal.email }).filter({ hasText: 'Failed' })).toHaveCount(1);

  await switchLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages envoyés' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: deal.email }).filter({ hasText: 'Échec' })).toContainText('l’adresse n’existe pas');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'messages-laptop', 'fr');
  await switchLanguage(page, 'en');
});

test('a sales manager is not offered the Messages screen', async ({ signedInPage }) => {
  const page = await signedInPage('manager');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Messages', exact: true })).toHaveCount(0);
  await page.goto('/dealer/messages');
  await expect(page.getByText('You do not have access to this page').first()).toBeVisible({ timeout: 30_000 });
});

test('on a phone (390 px) the messages of one customer scroll inside their box, in French too', async ({ signedInPage }) => {
  const page = await signedInPage('admin', { viewport: PHONE });
  const deal = await makeOwnDeal(page, { firstName: 'Phone' });
  await aMessage(page, { channel: 'sms', to: '+15145550123', kind: 'appointment', state: 'opted_out', customer_id: deal.customer });
  await page.goto(`/dealer/messages?customer=${deal.customer}`);
  const row = page.getByRole('row').filter({ hasText: 'Appointment' });
  await expect(row).toContainText('Opted out', { timeout: 30_000 });
  // The filter names the customer, not their number.
  await expect(page.getByText(/^Customer: Phone Own-/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await screenshot(page, 'messages-phone', 'en');
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('row').filter({ hasText: 'Rendez-vous' })).toContainText('Désabonné');
  await expect(page.getByText(/^Client\u00a0: Phone Own-/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'messages-phone', 'fr');
  await switchLanguage(page, 'en');
});

test('a staff member\'s password reset (written for no store) is on their store\'s screen, masked for a corporate admin, in French too', async ({ signedInPage }) => {
  const page = await signedInPage('admin');
  const asked = await page.request.post('/api/dealer/user/reset_password/', { headers: await csrf(page), data: { email: 'rep@demo.dealer.test' } });
  expect(asked.status(), await asked.text()).toBe(200);
  await page.goto('/dealer/messages?kind=password_reset');
  const row = page.getByRole('row').filter({ hasText: 'rep@demo.dealer.test' }).first();
  await expect(row).toContainText('Password reset', { timeout: 30_000 });
  await expect(row).toContainText('Staff: ');
  await expect(row.getByTestId('message-language')).toContainText(/Written in (English|French)/);
  // A reset link is never offered again: a new one is asked instead.
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'messages-staff-reset-laptop', 'en');
  await switchLanguage(page, 'fr');
  await expect(row).toContainText('Réinitialisation du mot de passe');
  await expect(row).toContainText('Employé : ');
  await expect(row.getByTestId('message-language')).toContainText(/Rédigé en (anglais|français)/);
  await screenshot(page, 'messages-staff-reset-laptop', 'fr');
  await switchLanguage(page, 'en');

  const corporate = await signedInPage('corporate', { viewport: PHONE });
  await corporate.goto('/dealer/messages?kind=password_reset');
  await expect(corporate.getByRole('row').filter({ hasText: 'Password reset' }).first()).toContainText('r•••@demo.dealer.test', { timeout: 30_000 });
  await expect(corporate.getByText('rep@demo.dealer.test')).toHaveCount(0);
  expect(await corporate.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await screenshot(corporate, 'messages-staff-reset-phone', 'en');
});
