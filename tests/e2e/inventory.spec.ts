import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, saveScreenshot, switchLanguage } from './support';

// /inventory and /inventory/:id as the demo dealer admin: Inventory from the navbar, every stock
// status, a search by the stock number of a vehicle a deal holds, its page with that deal (the
// customer's name links to the deal), Back to the same list; then the same page in French on a
// phone with no sideways scroll of the page. Screenshots go to test-results/screenshots.

interface Vehicle { readonly id: number; readonly stock_number: string; readonly formatted_name: string }
interface Deal { readonly id: number; readonly customer: number; readonly vehicle: Vehicle }

const noPageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test.describe.serial('inventory', () => {
  let page: Page;
  let deal: Deal;
  let customerName: string;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: { width: 1440, height: 900 } });
    deal = (await aDealWithAVehicle(page)) as unknown as Deal;
    const record = await page.request.get(`/api/dealer/inventory/vehicles/${String(deal.vehicle.id)}/`);
    expect(record.ok()).toBe(true);
    const deals = ((await record.json()) as { deals: { id: number; customer: { full_name: string } }[] }).deals;
    customerName = deals.find((d) => d.id === deal.id)?.customer.full_name ?? '';
    expect(customerName).not.toBe('');
    // A price change from a partial import, then its undo (the price back as it was): two rows of the vehicle's price history.
    const v = ((await record.json()) as { vehicle: { vin: string; stock_number: string; listing_price: string } }).vehicle;
    const headers = { 'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' };
    const lower = (Number(v.listing_price) - 500).toFixed(2);
    const imported = await page.request.post('/api/dealer/inventory/imports/', { headers, multipart: {
      file: { name: 'price.csv', mimeType: 'text/csv', buffer: Buffer.from(`VIN,Stock,Price\n${v.vin},${v.stock_number},${lower}\n`) },
      kind: 'partial', mapping: JSON.stringify({ vin: ['VIN'], stockNumber: ['Stock'], price: ['Price'] }),
    } });
    expect(imported.status(), await imported.text()).toBe(201);
    const importId = ((await imported.json()) as { id: number }).id;
    expect((await page.request.post(`/api/dealer/inventory/imports/${String(importId)}/undo/`, { headers, data: {} })).status()).toBe(200);
  });
  test.afterAll(async () => { await page.context().close(); });

  test('an admin opens Inventory, searches, opens a vehicle, sees its deals and goes back', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Inventory', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/inventory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(page.getByText(/^\d+ vehicles?$/)).toBeVisible({ timeout: 20_000 });

    await page.getByRole('combobox', { name: 'Stock status' }).click();
    await page.getByRole('option', { name: 'Every status', exact: true }).click();
    await expect(page).toHaveURL(/stock_status=all/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(deal.vehicle.stock_number);
    await expect(page).toHaveURL(new RegExp(`search=${deal.vehicle.stock_number}`));
    const table = page.getByRole('table', { name: "The store's vehicles" });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: deal.vehicle.stock_number, exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'inventory-en.png');

    await table.getByRole('link', { name: deal.vehicle.formatted_name }).click();
    await expect(page).toHaveURL(new RegExp(`/dealer/inventory/${String(deal.vehicle.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: deal.vehicle.formatted_name })).toBeVisible();
    const deals = page.getByRole('region', { name: 'Deals holding this vehicle' });
    const link = deals.getByRole('link', { name: `Open the deal of ${customerName}` });
    await expect(link).toHaveAttribute('href', `/dealer/customers/${String(deal.customer)}/order/${String(deal.id)}/pricing-worksheet`);
    await expect(page.getByText('Cost', { exact: true })).toHaveCount(0); // a dealer admin does not read the pricing report
    // Its price history: a table of changes (before, after, date, source) or the line saying there is none yet.
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText(/Undo of import #\d+/);
    await expect(history.getByRole('row').nth(2)).toContainText(/Import #\d+/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'vehicle-en.png');

    await page.getByRole('link', { name: 'Back to inventory' }).click();
    await expect(page).toHaveURL(/\/dealer\/inventory\?/);
    await expect(page).toHaveURL(/stock_status=all/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(deal.vehicle.stock_number);
    await expect(table.getByRole('cell', { name: deal.vehicle.stock_number, exact: true })).toBeVisible();
  });

  test('a vehicle in transit reads when it is expected, in the list and on its page, not when it arrived', async () => {
    const found = await page.request.get('/api/dealer/inventory/search/?stock_status=T');
    const v = ((await found.json()) as { results: { id: number; stock_number: string; formatted_name: string; arrival_date: string }[] }).results[0];
    if (v === undefined) throw new Error('the demo store has no vehicle in transit');
    await page.goto(`/dealer/inventory?stock_status=T&search=${encodeURIComponent(v.stock_number)}`);
    const row = page.getByRole('table', { name: "The store's vehicles" }).getByRole('row', { name: new RegExp(v.stock_number) });
    const [y, m, d] = v.arrival_date.split('-');
    await expect(row).toContainText(new RegExp(`Expected (${v.arrival_date}|${m ?? ''}/${d ?? ''}/${y ?? ''})`)); // the store's English: Canadian or American dates
    await row.getByRole('link', { name: v.formatted_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: v.formatted_name })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Expected', { exact: true })).toBeVisible();
    await expect(details.getByText('Arrived', { exact: true })).toHaveCount(0);
  });

  test('the same pages in French on a phone fit 390 px without sideways scroll', async () => {
    await switchLanguage(page, 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dealer/inventory?stock_status=all&search=${encodeURIComponent(deal.vehicle.stock_number)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventaire' })).toBeVisible();
    const card = page.getByRole('article', { name: deal.vehicle.formatted_name });
    await expect(card).toBeVisible();
    expect(await noPageOverflow(page)).toBe(true);
    await saveScreenshot(page, 'inventory-fr-phone.png');

    await card.getByRole('link', { name: deal.vehicle.formatted_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: deal.vehicle.formatted_name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historique des prix' }).getByRole('row').nth(1)).toContainText(/Annulation de l’importation n° \d+/);
    await expect(page.getByRole('region', { name: 'Transactions portant sur ce véhicule' }).getByRole('link', { name: `Ouvrir la transaction de ${customerName}` })).toBeVisible();
    expect(await noPageOverflow(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'vehicle-fr-phone.png');
    await page.getByRole('link', { name: "Retour à l'inventaire" }).click();
    await expect(page.getByRole('article', { name: deal.vehicle.formatted_name })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await switchLanguage(page, 'en');
  });
});
