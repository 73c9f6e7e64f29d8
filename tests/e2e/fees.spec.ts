import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, signInFully, switchLanguage } from './support';

// The fees and discounts screen as the Ontario dealer admin: add a global fee and a global
// discount, see them listed, edit one, delete one after the confirmation; EN and FR screenshots.

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const row = (page: Page, sectionName: string, text: string) => section(page, sectionName).getByRole('row').filter({ hasText: text });

test.describe.serial('the fees and discounts screen', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: { width: 1440, height: 900 } }); });
  test.afterAll(async () => { await page.context().close(); });

  test('lists the store\'s seeded fees and discounts', async () => {
    await page.goto('/dealer/fees-and-discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees and discounts' })).toBeVisible();
    await expect(row(page, 'Fees', 'OMVIC transaction fee')).toContainText('$12.50');
    await expect(row(page, 'Discounts', 'Loyalty discount')).toContainText('$500.00');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('adds a global fee: errors beside the fields first, then saved and listed', async () => {
    await section(page, 'Fees').getByRole('button', { name: 'Add fee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a fee' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required.').first()).toBeVisible();
    await expect(dialog.getByLabel('Name (English)')).toBeFocused();
    await dialog.getByLabel('Name (English)').fill('Nitrogen tire fill');
    await dialog.getByLabel('Name (French)').fill('Gonflage des pneus à l\'azote');
    const amount = dialog.getByRole('textbox', { name: 'Amount', exact: true });
    await amount.fill('-5');
    await expect(dialog.getByText('A fee cannot be negative: add a discount instead.')).toBeVisible();
    await expect(amount).toHaveValue('$5');
    await amount.fill('5abc');
    await expect(dialog.getByText('Only digits and the decimal mark can be typed in an amount.')).toBeVisible();
    await expect(amount).toHaveValue('$5');
    await amount.fill('12.345');
    await expect(amount).toHaveValue('$12.34'); // a third decimal is not taken, and the field says so
    await expect(dialog.getByText('Only 2 decimals are taken.')).toBeVisible();
    await amount.pressSequentially('9');
    await expect(dialog.getByText('Only 2 decimals are taken.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Residualize' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Residualize needs the fee in the capitalized cost.')).toBeVisible();
    await expect(dialog.getByLabel('Name (English)')).toHaveValue('Nitrogen tire fill');
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('149');
    await dialog.getByRole('checkbox', { name: 'Add to the capitalized cost' }).check();
    await dialog.getByRole('checkbox', { name: 'Lease' }).uncheck();
    await screenshot(page, 'fees-form', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Fees', 'Nitrogen tire fill')).toContainText('$149.00');
    await expect(row(page, 'Fees', 'Nitrogen tire fill')).toContainText('Cash, Finance');
  });

  test('adds a global discount and edits it', async () => {
    await section(page, 'Discounts').getByRole('button', { name: 'Add discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a discount' });
    await expect(dialog.getByRole('checkbox', { name: 'Residualize' })).toHaveCount(0);
    await dialog.getByLabel('Name (English)').fill('Spring event discount');
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('750');
    await dialog.getByRole('switch', { name: 'Included by default' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Discounts', 'Spring event discount')).toContainText('$750.00');

    await row(page, 'Discounts', 'Spring event discount').getByRole('button', { name: 'Edit Spring event discount' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit discount' });
    await expect(edit.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('$750.00');
    await edit.getByRole('textbox', { name: 'Amount', exact: true }).fill('1,000'); // the thousands separator is understood
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, 'Discounts', 'Spring event discount')).toContainText('$1,000.00');
    await page.reload();
    await expect(row(page, 'Discounts', 'Spring event discount')).toContainText('$1,000.00');
    await screenshot(page, 'fees', 'en');
  });

  test('deletes a fee after the confirmation, which a cancel leaves in place', async () => {
    const target = () => row(page, 'Fees', 'Nitrogen tire fill');
    await target().getByRole('button', { name: 'Delete Nitrogen tire fill' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this fee?' });
    await expect(confirm).toContainText('“Nitrogen tire fill” will be deleted.');
    await screenshot(page, 'fees-delete', 'en');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(target()).toHaveCount(1);
    await target().getByRole('button', { name: 'Delete Nitrogen tire fill' }).click();
    await page.getByRole('dialog', { name: 'Delete this fee?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(target()).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'Fees', 'OMVIC transaction fee')).toHaveCount(1);
    await expect(target()).toHaveCount(0);
  });

  test('a deal\'s custom rows: added inline, saved, listed after a reload', async () => {
    const orders = await page.request.get('/api/dealer/order/?page_size=1');
    const orderId = ((await orders.json()) as { results: { id: number }[] }).results[0]!.id;
    await page.goto(`/dealer/fees-and-discounts?order=${orderId}`);
    const custom = page.getByRole('region', { name: 'Custom fees' });
    await custom.getByRole('button', { name: 'Add a custom fee' }).click();
    await custom.getByLabel('Name (English)').fill('Rust proofing');
    await custom.getByRole('textbox', { name: 'Amount', exact: true }).fill('0');
    await custom.getByRole('button', { name: 'Save' }).click();
    await expect(custom.getByText('The amount must be more than zero.')).toBeVisible();
    await custom.getByRole('textbox', { name: 'Amount', exact: true }).fill('299.99');
    await custom.getByRole('textbox', { name: 'Amount', exact: true }).press('Enter');
    await expect(custom.getByRole('row').filter({ hasText: 'Rust proofing' })).toContainText('$299.99');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Custom fees' }).getByRole('row').filter({ hasText: 'Rust proofing' })).toContainText('$299.99');
    await page.getByRole('region', { name: 'Custom discounts' }).getByRole('button', { name: 'Add a custom discount' }).click();
    await page.getByRole('region', { name: 'Custom discounts' }).getByRole('button', { name: 'Save' }).click();
    await screenshot(page, 'fees-custom-rows', 'en');
    await page.getByRole('region', { name: 'Custom discounts' }).getByRole('button', { name: 'Cancel' }).click();
  });

  test('in French', async () => {
    await page.goto('/dealer/fees-and-discounts');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Frais et rabais' })).toBeVisible();
    await expect(row(page, 'Rabais', 'Spring event discount')).toContainText('1\u00a0000,00\u00a0$');
    await expect(row(page, 'Frais', 'Frais de transaction OMVIC')).toContainText('12,50\u00a0$');
    await screenshot(page, 'fees', 'fr');
    await section(page, 'Frais').getByRole('button', { name: 'Ajouter des frais' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter des frais' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Obligatoire.').first()).toBeVisible();
    await screenshot(page, 'fees-form', 'fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await switchLanguage(page, 'en');
  });
});

test('a corporate user sees fees and discounts read-only', async ({ page }) => {
  await signInFully(page, 'corporate@demo.dealer.test');
  await page.goto('/dealer/fees-and-discounts');
  await expect(page.getByText('You can view fees and discounts, but your role does not allow changing them.')).toBeVisible();
  await expect(row(page, 'Fees', 'Documentation fee')).toContainText('$499.00');
  await expect(page.getByRole('button', { name: 'Add fee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
