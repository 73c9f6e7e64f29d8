import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, makeOwnDeal, screenshot, switchLanguage } from './support';

// Issue 35 item 3: archiving a customer asks Lost or Sold and why; the record shows who, when and
// why; the list filters by the reason. On customers of its own (makeOwnDeal), never the demo's.

async function nameOf(page: Page, id: number): Promise<{ full_name: string; last_name: string }> {
  const response = await page.request.get(`/api/dealer/dealership/customers/${id}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { full_name: string; last_name: string };
}

test('archiving a customer asks the reason, shows it on the record, and the list filters by it', async ({ signedInPage }) => {
  const page = await signedInPage('admin', { viewport: { width: 1440, height: 900 } });
  const own = await makeOwnDeal(page, { firstName: 'Archie' });
  const customer = await nameOf(page, own.customer);
  await page.goto(`/dealer/customers/${own.customer}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.full_name })).toBeVisible();

  await page.getByRole('button', { name: 'Change the status' }).click();
  await page.getByRole('menuitem', { name: 'Mark as lost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this customer?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Status' }).or(dialog.getByRole('combobox', { name: 'Status' })).first()).toHaveValue('Lost');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByText('Choose why you archive.')).toBeVisible(); // the reason is required
  await dialog.getByRole('textbox', { name: 'Reason' }).or(dialog.getByRole('combobox', { name: 'Reason' })).first().click();
  await page.getByRole('option', { name: 'Bought elsewhere', exact: true }).click();
  await expect(dialog.getByText('Choose why you archive.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText('The customer is now Lost.')).toBeVisible();
  await expect(page.getByTestId('archived-note')).toHaveText(/^Archived on .+ by .+ — Bought elsewhere$/);

  await page.goto(`/dealer/customers?search=${encodeURIComponent(customer.last_name)}`);
  await expect(page.getByText('No customer matches these filters')).toBeVisible(); // Active only: the archived customer left the list
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Archive reason', exact: true }).click();
  await page.getByRole('option', { name: 'Bought elsewhere', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/archive_reason=bought_elsewhere/);
  const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(customer.last_name);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await page.context().close();
});

test('the archive dialog in French on a phone: labelled, required reason, no serious accessibility violation', async ({ signedInPage }) => {
  const page = await signedInPage('admin', { viewport: { width: 390, height: 844 } });
  const own = await makeOwnDeal(page, { firstName: 'Archibald' });
  await page.goto(`/dealer/customers/${own.customer}`);
  await switchLanguage(page, 'fr');
  try {
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await page.getByRole('menuitem', { name: 'Marquer comme vendu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archiver ce client?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Archiver' }).click();
    await expect(dialog.getByText('Indiquez pourquoi vous archivez.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Raison' }).or(dialog.getByRole('combobox', { name: 'Raison' })).first().click();
    await page.getByRole('option', { name: 'A acheté chez nous', exact: true }).click();
    await expect(dialog.getByText('Indiquez pourquoi vous archivez.')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'archive-dialog-390', 'fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
    expect(((await (await page.request.get(`/api/dealer/dealership/customers/${own.customer}/`)).json()) as { archive_status: string }).archive_status).toBe('Active');
  } finally {
    await switchLanguage(page, 'en'); // the demo account is shared with the other journeys
    await page.context().close();
  }
});
