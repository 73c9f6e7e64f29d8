import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { accessibilityViolations, saveScreenshot, screenshot, switchLanguage } from './support';

// The /aftermarket screen as the Ontario dealer admin, over the seeded demo add-ons: add an
// accessory with a picture, find it, change its price, add a protection plan with two prices.

const rows = (page: Page) => page.getByTestId('addon-row');

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.serial('the add-ons screen', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: { width: 1440, height: 900 } }); });
  test.afterAll(async () => { await page.context().close(); });

  test('lists the seeded accessories 20 a page, by id, with their pictures', async () => {
    await page.goto('/dealer/aftermarket');
    await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
    await expect(rows(page)).toHaveCount(15);
    await expect(rows(page).first()).toContainText('All-weather floor mats');
    await expect(rows(page).first().locator('img')).toHaveAttribute('src', /\/api\/media\/.+\//);
    await expect(page.getByText('15 items')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('adds an accessory with a picture, finds it by search and changes its price', async () => {
    await page.getByRole('button', { name: 'Add an accessory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an accessory' });
    await dialog.getByLabel('Title (English)').fill('Cargo net E2E');
    await dialog.getByLabel('Title (French)').fill('Filet de coffre E2E');
    await choose(page, dialog, 'Category', 'Electronics (E)');
    await dialog.getByLabel('SKU').fill('E2E-NET-1');
    await dialog.getByLabel('Price').fill('-5');
    await expect(dialog.getByLabel('Price')).toHaveValue('$5'); // a minus sign is not taken, and the field says so
    await expect(dialog.getByText('This amount cannot be negative: the minus sign was not taken.')).toBeVisible();
    await dialog.getByLabel('Price').fill('');
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1e8449' } }).png().toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'net.png', mimeType: 'image/png', buffer: picture });
    await expect(dialog.getByTestId('image-preview')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The server refuses the missing price by field, and nothing typed is lost.
    await expect(dialog.getByText('Enter an amount with at most two decimals, e.g. 189.99.')).toBeVisible();
    await expect(dialog.getByLabel('Title (English)')).toHaveValue('Cargo net E2E');
    await dialog.getByLabel('Price').fill('79.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cargo net E2E was saved.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('cargo net');
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText('Cargo net E2E');
    await expect(row).toContainText('$79.50');
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/media\/.+\//);

    await row.getByRole('button', { name: 'Edit Cargo net E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the accessory' });
    await expect(edit.getByTestId('image-preview')).toBeVisible();
    await edit.getByLabel('Price').fill('89.99');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(rows(page).first()).toContainText('$89.99');
    await screenshot(page, 'addons-accessories', 'en');
  });

  test('switches a filter the other tab does not have back to all, and adds a protection plan with two prices', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await choose(page, page, 'Category', 'Electronics (E)');
    await expect(rows(page).first()).toContainText('Remote starter');
    await page.getByRole('tab', { name: 'Protection plans' }).click();
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('All categories');
    await expect(rows(page)).toHaveCount(6);

    await page.getByRole('button', { name: 'Add a protection plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a protection plan' });
    await dialog.getByLabel('Name (English)').fill('Key replacement E2E');
    await dialog.getByLabel('Name (French)').fill('Remplacement de clés E2E');
    await expect(dialog.getByText('Protection plans have no picture.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add a price' }).click();
    await dialog.getByRole('button', { name: 'Add a price' }).click();
    await dialog.getByLabel('Term of price 1').fill('24');
    await dialog.getByLabel('Amount of price 1').fill('299');
    await dialog.getByLabel('Term of price 2').fill('36');
    await dialog.getByLabel('Amount of price 2').fill('399.00');
    await dialog.getByLabel('HST').first().check();
    // The kind of plan: other unless said, with what it changes (a US state's rule on its tax).
    await expect(dialog.getByRole('combobox', { name: 'Kind of plan', exact: true })).toHaveValue('Other');
    await expect(dialog.getByText('In the USA, a state’s rule on taxing a service contract or GAP follows this choice')).toBeVisible();
    await choose(page, dialog, 'Kind of plan', 'Service contract');
    await screenshot(page, 'addons-plan-form', 'en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill('key replacement');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('From $299.00');
    const plans = await page.request.get('/api/dealer/aftermarket/protection-plan/?search=key%20replacement');
    const plan = (await plans.json()).results[0];
    expect(plan.prices.map((p: { term: number; price: string }) => [p.term, p.price])).toEqual([[24, '299.00'], [36, '399.00']]);
    expect(plan.hst).toBe(true);
    expect(plan.kind).toBe('service_contract');
    await screenshot(page, 'addons-plans', 'en');
  });

  test('reads in French', async () => {
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Accessoires et protections' })).toBeVisible();
    await expect(rows(page).first()).toContainText('Remplacement de clés E2E');
    await expect(rows(page).first()).toContainText('À partir de 299,00 $');
    await screenshot(page, 'addons-plans', 'fr');
    // The plan's kind, in French, changed to GAP and kept.
    await rows(page).first().getByRole('button', { name: /Modifier/ }).click();
    const planForm = page.getByRole('dialog', { name: 'Modifier le plan de protection' });
    await expect(planForm.getByRole('combobox', { name: 'Nature du plan', exact: true })).toHaveValue('Contrat de service');
    await expect(planForm.getByText('Aux États-Unis, la règle d’un État sur la taxe d’un contrat de service')).toBeVisible();
    await choose(page, planForm, 'Nature du plan', 'GAP (protection de l’écart)');
    await screenshot(page, 'addons-plan-form', 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await planForm.getByRole('combobox', { name: 'Nature du plan', exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'addons-plan-kind-phone-fr.png', {});
    await page.setViewportSize({ width: 1440, height: 900 });
    await planForm.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(planForm).toBeHidden();
    const saved = await page.request.get('/api/dealer/aftermarket/protection-plan/?search=key%20replacement');
    expect((await saved.json()).results[0].kind).toBe('gap');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await page.getByRole('tab', { name: 'Accessoires' }).click();
    await expect(rows(page).first()).toContainText('Tapis toutes saisons');
    await screenshot(page, 'addons-accessories', 'fr');
    await rows(page).first().getByRole('button', { name: /Modifier/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier l’accessoire' });
    await expect(dialog.getByLabel('Prix')).toHaveValue('189,99\u00a0$');
    await screenshot(page, 'addons-accessory-form', 'fr');
    // A change is not lost by closing: the discard question comes first.
    await dialog.getByLabel('Prix').fill('199,99');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Continuer la modification' }).click();
    await expect(dialog.getByLabel('Prix')).toHaveValue('199,99\u00a0$');
    // A point pasted in French is the decimal mark, not a thousands separator ($649, never $64,900).
    await dialog.getByLabel('Prix').fill('649.00');
    await expect(dialog.getByLabel('Prix')).toHaveValue('649,00\u00a0$');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Abandonner', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page).first()).toContainText('189,99 $');
  });
});
