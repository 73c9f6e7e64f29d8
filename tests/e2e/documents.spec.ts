import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, screenshot, switchLanguage, type DemoDeal } from './support';

// The file-upload step (issue 14.5): from a demo deal's card the dealer admin opens the empty step, is told
// why a lying file is refused, uploads a PDF licence, downloads it (the original name, the same
// bytes) and deletes another one after confirming. Screenshots EN and FR, laptop and phone.

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function choose(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
}

test.describe.serial('the file-upload step', () => {
  let admin: Page;
  let deal: DemoDeal;
  test.beforeAll(async ({ signedInPage }) => {
    admin = await signedInPage('admin', { viewport: LAPTOP });
    deal = await aDealWithAVehicle(admin);
  });
  test.afterAll(async () => { await admin.context().close(); });

  test('refuses a file that lies about its type, with the reason by the file', async () => {
    await admin.goto(`/dealer/customers/${deal.customer}`);
    await admin.getByRole('link', { name: `Documents of deal ${deal.id}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/dealer/customers/${deal.customer}/file-upload/${deal.id}$`));
    await expect(admin.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    await expect(admin.getByText('No documents on this deal yet.')).toBeVisible();
    await admin.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(admin.getByText('Required.').first()).toBeVisible();
    await choose(admin, 'Proof of insurance', { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>not a pdf</body></html>') });
    await admin.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'This type of file is not accepted' })).toBeVisible();
    await expect(admin.getByText('No documents on this deal yet.')).toBeVisible();
  });

  test('uploads a licence and downloads it with its name and bytes', async () => {
    await choose(admin, "Driver's licence", { name: 'Permis – Hélène.pdf', mimeType: 'application/pdf', buffer: PDF });
    await admin.getByRole('button', { name: 'Upload', exact: true }).click();
    const row = admin.getByTestId('document-row').filter({ hasText: 'Permis Hélène.pdf' });
    await expect(row).toBeVisible();
    await expect(admin.getByRole('heading', { name: "Driver's licence" })).toBeVisible();
    const [download] = await Promise.all([admin.waitForEvent('download'), row.getByRole('button', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('Permis Hélène.pdf');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).equals(PDF)).toBe(true);
    expect(await accessibilityViolations(admin)).toEqual([]);
    await screenshot(admin, 'documents', 'en');
  });

  test('deletes a document after a confirmation', async () => {
    await choose(admin, 'Pay stub', { name: 'stub.pdf', mimeType: 'application/pdf', buffer: PDF });
    await admin.getByRole('button', { name: 'Upload', exact: true }).click();
    const row = admin.getByTestId('document-row').filter({ hasText: 'stub.pdf' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete stub.pdf' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete this document?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete stub.pdf' }).click();
    await admin.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
  });

  test('reads well in French and on a phone', async () => {
    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'documents-phone', 'en');
    await switchLanguage(admin, 'fr');
    await expect(admin.getByRole('heading', { level: 2, name: 'Permis de conduire' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Téléverser', exact: true })).toBeVisible();
    await screenshot(admin, 'documents-phone', 'fr');
    await admin.setViewportSize(LAPTOP);
    await screenshot(admin, 'documents', 'fr');
    await switchLanguage(admin, 'en'); // the choice is kept on the user: leave it as found
  });
});
