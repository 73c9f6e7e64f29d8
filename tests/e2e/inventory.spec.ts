import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, switchLanguage } from './support';

// /inventory and /inventory/:id as the demo dealer admin: Inventory from the navbar, every stock
// status, a search by the stock number of a vehicle a deal holds, its page with that deal (the
// customer's name links to the deal), Back to the same list; then the same page in French on a
// phone with no sideways scroll of the page. Screenshots for oneself go to /tmp/inventory-screens.

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
    await page.screenshot({ path: '/tmp/inventory-screens/inventory-en.png', fullPage: true });

    await table.getByRole('link', { name: deal.vehicle.formatted_name }).click();
    await expect(page).toHaveURL(new RegExp(`/dealer/inventory/${String(deal.vehicle.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: deal.vehicle.formatted_name })).toBeVisible();
    const deals = page.getByRole('region', { name: 'Deals holding this vehicle' });
    const link = deals.getByRole('link', { name: `Open the deal of ${customerName}` });
    await expect(link).toHaveAttribute('href', `/dealer/customers/${String(deal.customer)}/order/${String(deal.id)}/pricing-worksheet`);
    await expect(page.getByText('Cost', { exact: true })).toHaveCount(0); // a dealer admin does not read the pricing report
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/inventory-screens/vehicle-en.png', fullPage: true });

    await page.getByRole('link', { name: 'Back to inventory' }).click();
    await expect(page).toHaveURL(/\/dealer\/inventory\?/);
    await expect(page).toHaveURL(/stock_status=all/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(deal.vehicle.stock_number);
    await expect(table.getByRole('cell', { name: deal.vehicle.stock_number, exact: true })).toBeVisible();
  });

  test('the same pages in French on a phone fit 390 px without sideways scroll', async () => {
    await switchLanguage(page, 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dealer/inventory?stock_status=all&search=${encodeURIComponent(deal.vehicle.stock_number)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventaire' })).toBeVisible();
    const card = page.getByRole('article', { name: deal.vehicle.formatted_name });
    await expect(card).toBeVisible();
    expect(await noPageOverflow(page)).toBe(true);
    await page.screenshot({ path: '/tmp/inventory-screens/inventory-fr-phone.png', fullPage: true });

    await card.getByRole('link', { name: deal.vehicle.formatted_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: deal.vehicle.formatted_name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Transactions portant sur ce véhicule' }).getByRole('link', { name: `Ouvrir la transaction de ${customerName}` })).toBeVisible();
    expect(await noPageOverflow(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/inventory-screens/vehicle-fr-phone.png', fullPage: true });
    await page.getByRole('link', { name: "Retour à l'inventaire" }).click();
    await expect(page.getByRole('article', { name: deal.vehicle.formatted_name })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await switchLanguage(page, 'en');
  });
});
