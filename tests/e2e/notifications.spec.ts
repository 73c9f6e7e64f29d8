import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// The bell of the dealer header (issue 14.6): the Ontario dealer admin starts with the demo seed's
// unread notifications (three seeded, plus one a demo credit application submitted tells them),
// read from the API first; opens the bell, reads them as sentences in English and in French,
// marks all read and the count goes to zero (and stays there after a reload); a notification
// leads to its customer's record. Screenshots EN and FR, laptop and phone.

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test.describe.serial('the notification bell', () => {
  let admin: Page;
  let unread = 0;
  test.beforeAll(async ({ signedInPage }) => { admin = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await admin.context().close(); });

  test('shows the unread count and the latest notifications as sentences', async () => {
    unread = ((await (await admin.request.get('/api/dealer/notifications/')).json()) as { unread: number }).unread;
    expect(unread).toBeGreaterThanOrEqual(3);
    await expect(bell(admin)).toHaveAccessibleName(`Notifications: ${unread} unread`);
    await bell(admin).click();
    await expect(popover(admin)).toBeVisible();
    const items = popover(admin).getByRole('link').filter({ hasText: / (paid|asked|submitted|created)/ });
    await expect(items.filter({ hasText: /^.+ paid a deposit of \$500\.00/ })).toHaveCount(1);
    await expect(items.filter({ hasText: 'asked for an appointment on' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'submitted a credit application' }).first()).toBeVisible();
    await expect(popover(admin).getByText('Unread')).toHaveCount(Math.min(unread, 20));
    expect(await accessibilityViolations(admin)).toEqual([]);
    await screenshot(admin, 'notifications', 'en');
    await admin.setViewportSize(PHONE);
    await expect(bell(admin)).toBeVisible();
    await screenshot(admin, 'notifications-phone', 'en');
    await admin.keyboard.press('Escape');
    await expect(popover(admin)).toBeHidden();
  });

  test('reads in Québec French, on a phone and a laptop', async () => {
    await switchLanguage(admin, 'fr');
    const bellFr = admin.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bellFr).toHaveAccessibleName(`Notifications : ${unread} non lues`);
    await bellFr.click();
    const dialog = admin.getByRole('dialog', { name: 'Notifications' });
    await expect(dialog.getByRole('link').filter({ hasText: /a versé un dépôt de 500,00\s\$/ })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Tout marquer comme lu' })).toBeEnabled();
    await screenshot(admin, 'notifications-phone', 'fr');
    await admin.setViewportSize(LAPTOP);
    await screenshot(admin, 'notifications', 'fr');
    await admin.keyboard.press('Escape');
    await switchLanguage(admin, 'en'); // the choice is kept on the user: leave it as found
  });

  test('marks all as read: the count goes to zero and stays there', async () => {
    await bell(admin).click();
    await popover(admin).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(admin)).toHaveAccessibleName('Notifications');
    await expect(popover(admin).getByText('Unread')).toHaveCount(0);
    await expect(popover(admin).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await admin.reload();
    await expect(bell(admin)).toHaveAccessibleName('Notifications');
  });

  test("leads to the customer's record, by keyboard", async () => {
    await bell(admin).focus();
    await admin.keyboard.press('Enter');
    const first = popover(admin).getByRole('link').first();
    await expect(first).toBeVisible();
    await first.focus();
    await admin.keyboard.press('Enter');
    await expect(admin).toHaveURL(/\/dealer\/customers\/\d+$/);
    await expect(popover(admin)).toBeHidden();
  });
});
