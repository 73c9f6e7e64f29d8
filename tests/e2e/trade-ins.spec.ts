import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkFrenchScreen, englishOnlyStrings } from './french-checks';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Issue 16: the Ontario dealer admin opens a demo deal's trade-in from the deal card, enters the
// customer's vehicle (a mistyped VIN is named beside its field and kept), asks the six valuation
// vendors (the e2e server's Rapid refuses the store's account: its own message, the others
// unharmed), makes an offer, records the customer's acceptance after a confirmation, and finds it
// as the trade-in value on the deal's pricing worksheet. Screenshots EN and FR, laptop and phone.

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Deal { readonly id: number; readonly customer: number; readonly is_archived: boolean }

test.describe.serial('trade-ins', () => {
  let page: Page;
  let deal: Deal;
  const url = (d: Deal) => `/dealer/customers/${d.customer}/order/${d.id}/trade-in`;

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: LAPTOP });
    const { results } = (await (await page.request.get('/api/dealer/order/?page_size=100')).json()) as { results: Deal[] };
    const open = results.filter((d) => !d.is_archived);
    expect(open.length).toBeGreaterThanOrEqual(1);
    // A deal from the middle of the list: the worksheet and deal-card journeys take the newest ones, and
    // an accepted $14,000 offer on their deal would leave its lease unpriceable (residual over the
    // capitalized cost) when both run on one worker's server.
    deal = open[Math.floor(open.length / 2)]!;
  });
  test.afterAll(async () => { await page.context().close(); });

  test('enters the vehicle from the deal card: a bad VIN is named beside the field and kept, then saved', async () => {
    await page.goto(`/dealer/customers/${deal.customer}`);
    await page.getByRole('link', { name: `Trade-in of deal ${deal.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`${url(deal)}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Trade-in' })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
    await page.getByLabel('Year').fill('2020');
    await page.getByLabel('Make').fill('Honda');
    await page.getByLabel('Model').fill('Civic');
    await page.getByLabel('Odometer (km)').fill('64000');
    await page.getByLabel('VIN').fill('2HGFC2F58LH000001');
    await page.getByLabel('Lease balance').fill('4250.50');
    await page.getByRole('button', { name: 'Save the trade-in' }).click();
    await expect(page.getByText("This VIN doesn't add up: its 9th character, the check digit, doesn't match the other 16. One of them is probably mistyped.")).toBeVisible();
    await expect(page.getByLabel('VIN')).toHaveValue('2HGFC2F58LH000001');
    await page.getByLabel('VIN').fill('2HGFC2F59LH000001');
    await page.getByRole('button', { name: 'Save the trade-in' }).click();
    await expect(page.getByRole('status')).toHaveText('The trade-in was saved.');
    await expect(page.getByText('VIN: Honda 2020, built in CA')).toBeVisible();
  });

  test('shows each vendor\'s estimate, and a failing vendor\'s own message', async () => {
    await page.getByRole('button', { name: 'Refresh estimates' }).click();
    const vendors = page.getByRole('list', { name: 'Estimates' });
    await expect(vendors.getByRole('listitem', { name: 'Canadian Black Book' })).toContainText(/\$\d/);
    await expect(vendors.getByRole('listitem', { name: 'Rapid' })).toContainText('The vendor refused the store\'s account.');
    await expect(page.getByRole('alert').filter({ hasText: 'Rapid: The vendor refused the store\'s account.' })).toBeVisible();
    for (const name of ['Autotrader instant cash offer', 'Black Book', 'TradePending', 'vAuto']) await expect(vendors.getByRole('listitem', { name, exact: true })).toContainText(/\$\d/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'trade-in-estimates-laptop', 'en');
  });

  test('makes an offer, records the acceptance after a confirmation, and finds it on the worksheet', async () => {
    await page.getByLabel('Amount offered').fill('14000');
    await page.getByLabel('Comments for the customer').fill('Winter tires included');
    await page.getByRole('button', { name: 'Make the offer' }).click();
    await expect(page.getByRole('status')).toHaveText('The offer was made.');
    await expect(page.getByText('Awaiting the customer')).toBeVisible();
    await page.getByRole('button', { name: 'Customer accepts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record the acceptance?' });
    await expect(dialog).toContainText('$14,000.00');
    await screenshot(page, 'trade-in-accept-confirm-laptop', 'en');
    await dialog.getByRole('button', { name: 'Record the acceptance' }).click();
    await expect(page.getByRole('status')).toHaveText('The offer was accepted; it is now on the deal\'s pricing worksheet.');
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make a new offer' })).toHaveCount(0);
    await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    await expect(page.getByLabel('Trade-in value').first()).toHaveValue(/14,000/);
  });

  test('keeps a customer\'s trade-in without a deal, with its own offer', async () => {
    await page.goto(`/dealer/customers/${deal.customer}`);
    await page.getByRole('link', { name: 'Trade-in without a deal' }).click();
    await expect(page).toHaveURL(new RegExp(`/dealer/customers/${deal.customer}/trade-in$`));
    await expect(page.getByText('The customer\'s own vehicle, without a deal')).toBeVisible();
    await page.getByLabel('Year').fill('2017');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Corolla');
    await page.getByLabel('Odometer (km)').fill('152000');
    await page.getByRole('button', { name: 'Save the trade-in' }).click();
    await expect(page.getByRole('status')).toHaveText('The trade-in was saved.');
    await page.getByLabel('Amount offered').fill('6500');
    await page.getByRole('button', { name: 'Make the offer' }).click();
    await expect(page.getByRole('status')).toHaveText('The offer was made.');
    await expect(page.getByText('Awaiting the customer')).toBeVisible();
  });

  test('reads in French and fits a phone (390 px) in both languages', async () => {
    await page.goto(url(deal));
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Véhicule d’échange' })).toBeVisible();
    await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Odomètre (km)')).toHaveValue(/64/);
    await screenshot(page, 'trade-in-laptop', 'fr');
    const english = englishOnlyStrings();
    const clean = (r: Awaited<ReturnType<typeof checkFrenchScreen>>) => expect(r).toEqual({ ...r, english: [], pointDecimals: [], cut: [] });
    clean(await checkFrenchScreen(page, 'trade-in', english));
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scroll at 390 px' }).toBeLessThanOrEqual(390);
    // The phone's layout (buttons stacking under their card) may settle after the page stops scrolling
    // sideways under the full run's load (session 23's run saw three buttons still cut): read until it has.
    await expect.poll(async () => (await checkFrenchScreen(page, 'trade-in', english)).cut, { message: 'no French label cut at 390 px', timeout: 15_000 }).toEqual([]);
    await screenshot(page, 'trade-in-phone', 'fr');
    clean(await checkFrenchScreen(page, 'trade-in', english));
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Trade-in' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scroll at 390 px' }).toBeLessThanOrEqual(390);
    await screenshot(page, 'trade-in-phone', 'en');
  });
});
