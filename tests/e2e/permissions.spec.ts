import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot } from './support';

// Per-user permissions (issue 13): the Ontario dealer admin lets the sales rep Emily Chen export the
// customer list and takes archiving from her in the users drawer; on her next visit the list offers
// Export and no row checkboxes, and her customer record no status menu. Restored at the end.

const LAPTOP = { width: 1440, height: 900 };
const EMILY = 'Emily Chen';

async function setPermissions(admin: Page, changes: Readonly<Record<string, boolean>>): Promise<void> {
  await admin.goto('/dealer/users?search=chen');
  await admin.getByRole('button', { name: `Actions for ${EMILY}` }).click();
  await admin.getByRole('menuitem', { name: 'Edit' }).click();
  const drawer = admin.getByRole('dialog', { name: `Edit ${EMILY}` });
  for (const [name, on] of Object.entries(changes)) await drawer.getByRole('checkbox', { name }).setChecked(on);
  if (changes['Export the customer list'] === true) {
    await expect(drawer.getByText('Changed for this person')).toHaveCount(2);
    await screenshot(admin, 'users-permissions', 'en');
  }
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
}

test.describe.serial('per-user permissions', () => {
  let admin: Page;
  let rep: Page;
  test.beforeAll(async ({ signedInPage }) => {
    admin = await signedInPage('admin', { viewport: LAPTOP });
    rep = await signedInPage('rep', { viewport: LAPTOP });
  });
  test.afterAll(async () => {
    await setPermissions(admin, { 'Export the customer list': false, 'Archive customers': true });
    await admin.context().close();
    await rep.context().close();
  });

  test('by default the rep archives but does not export', async () => {
    await rep.goto('/dealer/customers');
    await expect(rep.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(rep.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expect(rep.getByRole('checkbox', { name: 'Select every customer of this page' })).toBeVisible();
  });

  test('the admin allows exporting and withdraws archiving; the rep sees it on the next visit', async () => {
    await setPermissions(admin, { 'Export the customer list': true, 'Archive customers': false });
    await rep.goto('/dealer/customers');
    await expect(rep.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(rep.getByRole('checkbox', { name: 'Select every customer of this page' })).toHaveCount(0);
    await rep.getByRole('table').getByRole('link').first().click();
    await expect(rep.getByRole('link', { name: '← Back to the customers' })).toBeVisible();
    await expect(rep.getByRole('button', { name: 'Change the status' })).toHaveCount(0);
  });
});
