import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, switchLanguage } from './support';

// The activity log as a dealer admin reads it after a change, on a laptop and a phone, in English and French.

async function changeMyFirstName(page: Page, name: string): Promise<void> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const r = await page.request.patch('/api/dealer/user/current_user/', { data: { first_name: name }, headers: { 'x-csrftoken': csrf } });
  expect(r.status()).toBe(200);
}

test('a dealer admin finds a change in the activity log, filters it, and reads it in French', async ({ signedInPage }) => {
  const page = await signedInPage('admin');
  const original = ((await (await page.request.get('/api/dealer/user/current_user/')).json()) as { user: { first_name: string } }).user.first_name;
  await changeMyFirstName(page, 'Journalée');
  await changeMyFirstName(page, original);
  await page.getByRole('navigation').getByRole('link', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/dealer\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Journalée → / }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'What', exact: true }).click();
  await page.getByRole('option', { name: 'Own profile edited' }).click();
  await expect(page).toHaveURL(/action=profile_updated/);
  await expect(page.getByText(/^2 entries$|entries$/).first()).toBeVisible();
  await screenshot(page, 'activity-laptop', 'en');
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: "Journal d'activité" })).toBeVisible();
  await expect(page.getByText('Profil personnel modifié').first()).toBeVisible();
  await screenshot(page, 'activity-laptop', 'fr');
  await switchLanguage(page, 'en');
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/dealer\/activity$/);
});

test('a sales manager is refused the activity log and the navbar does not offer it', async ({ signedInPage }) => {
  const page = await signedInPage('manager');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Activity log' })).toHaveCount(0);
  await page.goto('/dealer/activity');
  // The refusal is said once the guard has read the session: under the full run's load that has taken more than 10 s.
  await expect(page.getByText('You do not have access to this page').first()).toBeVisible({ timeout: 20_000 });
});

test('on a phone the log scrolls sideways inside its box', async ({ signedInPage }) => {
  const page = await signedInPage('admin', { viewport: { width: 390, height: 844 } });
  await changeMyFirstName(page, 'Téléphone');
  await changeMyFirstName(page, 'Karen');
  await page.goto('/dealer/activity');
  await expect(page.getByRole('cell', { name: /Téléphone → / }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await screenshot(page, 'activity-phone', 'en');
});
