import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot as shot, switchLanguage } from './support';

// /price-profiles and /pricing-report as the demo super admin at the Ontario store: a profile with a
// missing amount refused next to its field, then saved with one narrow rule (the make, model and
// year of one vehicle only, read from the API first), previewed, applied with confirmation, seen in
// the report with its price history, EN and FR, laptop and phone, and undone at the end.

async function screenshot(page: Page, name: string, lang: 'en' | 'fr'): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name, lang);
}

interface ReportRow { readonly id: number; readonly stock_number: string; readonly year: number; readonly make: string; readonly model: string; readonly price: string; readonly stock_status: string }
interface Report { readonly count: number; readonly results: readonly ReportRow[] }

/** A vehicle alone of its make, model and year (so the rule touches it only), among the cheapest in stock. */
async function aLoneVehicle(page: Page): Promise<ReportRow> {
  const report = (await (await page.request.get('/api/dealer/pricing-report/?ordering=price')).json()) as Report;
  for (const row of report.results.filter((r) => r.stock_status === 'I')) {
    const q = new URLSearchParams({ make: row.make, model: row.model, year_min: String(row.year), year_max: String(row.year) });
    const same = (await (await page.request.get(`/api/dealer/pricing-report/?${q.toString()}`)).json()) as Report;
    if (same.count === 1) return row;
  }
  throw new Error('no vehicle alone of its make, model and year on the first page');
}

test.describe.serial('price profiles and the pricing report', () => {
  let page: Page;
  let vehicle: ReportRow;
  let name: string;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('superadmin', { viewport: { width: 1440, height: 900 }, dealership: /Lakeshore Motors/ });
    vehicle = await aLoneVehicle(page);
    name = `E2E ${vehicle.stock_number}`;
    // A run stopped half-way leaves its profile: start without it (its price was undone, or never applied).
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const left = (await (await page.request.get('/api/dealer/price-profiles/')).json()) as { id: number; name: string }[];
    for (const p of left.filter((x) => x.name === name)) await page.request.delete(`/api/dealer/price-profiles/${p.id}/`, { headers: { 'X-CSRFToken': csrf } });
  });
  test.afterAll(async () => { await page.context().close(); });

  test('a rule without its amount is refused next to the field; a narrow one is saved, previewed and applied', async () => {
    await page.goto('/dealer/price-profiles');
    await expect(page.getByRole('heading', { level: 1, name: 'Price profiles' })).toBeVisible();
    await page.getByRole('button', { name: 'New profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Profile name').fill(name);
    await dialog.getByLabel('Make').fill(vehicle.make);
    await dialog.getByLabel('Model').fill(vehicle.model);
    await dialog.getByLabel('Year from').fill(String(vehicle.year));
    await dialog.getByLabel('Year to').fill(String(vehicle.year));
    await dialog.getByLabel('Floor price').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an amount such as 1500 or 1500.00.')).toBeVisible();
    await expect(dialog.getByText('Required.')).toBeVisible();
    await expect(dialog.getByLabel('Floor price')).toHaveValue('abc'); // what was typed is kept
    await screenshot(page, 'price-profile-error', 'en');
    await dialog.getByLabel('Floor price').fill('');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
    await dialog.getByRole('combobox', { name: 'Adjustment', exact: true }).click();
    await page.getByRole('option', { name: 'Discount ($)' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();

    await page.getByRole('button', { name: `Preview ${name}` }).click();
    await expect(page.getByText('1 vehicle would change.')).toBeVisible();
    await expect(page.getByRole('cell', { name: vehicle.stock_number, exact: true })).toBeVisible();
    await screenshot(page, 'price-profile-preview', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Price changed on 1 vehicle.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Undo Applied “${name}”` })).toBeVisible();
    const after = (await (await page.request.get(`/api/dealer/pricing-report/?search=${vehicle.stock_number}`)).json()) as Report;
    expect(Number(after.results[0]?.price)).toBeCloseTo(Number(vehicle.price) - 100, 2);
  });

  test('the report shows the new price and its history, in English and French', async () => {
    await page.goto(`/dealer/pricing-report?search=${encodeURIComponent(vehicle.stock_number)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing report' })).toBeVisible();
    await expect(page.getByText('1 vehicle', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Price history of ${vehicle.stock_number}` }).click();
    await expect(page.getByText(`“${name}” applied`, { exact: false })).toBeVisible();
    await screenshot(page, 'pricing-report', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await expect(page).toHaveURL(/ordering=price/);

    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport de prix' })).toBeVisible();
    await screenshot(page, 'pricing-report', 'fr');
    await page.goto('/dealer/price-profiles');
    await expect(page.getByRole('heading', { level: 1, name: 'Profils de prix' })).toBeVisible();
    await expect(page.getByText(`« ${name} » appliqué`)).toBeVisible();
    await screenshot(page, 'price-profiles', 'fr');
    await switchLanguage(page, 'en');
  });

  test('on a phone, then undone with confirmation: the old price is back', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dealer/pricing-report?search=${encodeURIComponent(vehicle.stock_number)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing report' })).toBeVisible();
    await screenshot(page, 'pricing-report-phone', 'en');
    await page.goto('/dealer/price-profiles');
    await screenshot(page, 'price-profiles-phone', 'en');
    await page.getByRole('button', { name: `Undo Applied “${name}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Prices put back.')).toBeVisible();
    const back = (await (await page.request.get(`/api/dealer/pricing-report/?search=${vehicle.stock_number}`)).json()) as Report;
    expect(back.results[0]?.price).toBe(vehicle.price);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Profile deleted.')).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
