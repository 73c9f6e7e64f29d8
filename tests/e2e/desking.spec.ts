import type { Page } from '@playwright/test';
import type { FrontGrossBody } from '../../adapters/http/contract/payments/desking';
import { expect, test } from './fixtures';
import { accessibilityViolations, makeOwnDeal, screenshot, switchLanguage, type MadeDeal } from './support';

// Issue 18 item 1, desking on the pricing worksheet: a sales manager shows the grid of payments by
// term and down payment, puts a cell on the worksheet, solves a target payment, sees each change
// kept as a pencil and restores one; the manager sees the front gross and picks lender programs as
// the grid's third dimension, a sales rep sees no cost or gross (neither on screen nor on the wire).
// The journey makes its own Ontario customer and finance deal through the API (no other journey
// touches them), on a laptop and on a phone, EN and FR.

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const url = (d: MadeDeal) => `/dealer/customers/${d.customer}/order/${d.order}/pricing-worksheet`;
const dollars = (text: string) => `$${Number(text).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The deal's desking grid as the signed-in user's own API answers it (the raw body, and its front gross when sent). */
async function gridAnswer(page: Page, d: MadeDeal): Promise<{ readonly text: string; readonly gross: FrontGrossBody | undefined }> {
  const headers = { 'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' };
  const types = (await (await page.request.get(`/api/dealer/order/${d.order}/payment-types/`)).json()) as { results: { id: number; method: string }[] };
  const finance = types.results.find((r) => r.method === 'finance')!;
  const r = await page.request.post(`/api/dealer/payment-type/${finance.id}/desking/grid/`, { headers, data: { terms: [60], down_payments: ['0'] } });
  expect(r.status()).toBe(200);
  const text = await r.text();
  return { text, gross: (JSON.parse(text) as { current: { gross?: FrontGrossBody } }).current.gross };
}

test.describe.serial('desking on the pricing worksheet', () => {
  let page: Page;
  let deal: MadeDeal;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('manager', { viewport: LAPTOP });
    deal = await makeOwnDeal(page, { firstName: 'Desk' });
  });
  test.afterAll(async () => { await page.context().close(); });

  const desk = () => page.getByRole('region', { name: 'Desking grid' });
  const pencils = () => desk().getByTestId('desking-pencils').locator('tbody tr');
  const solveFor = async (name: string) => {
    await desk().getByRole('radio', { name }).check();
    await expect(desk().getByRole('radio', { name })).toBeChecked();
  };

  test('shows a 7 × 5 grid of the deal\'s payments and puts a cell on the worksheet as a pencil', async () => {
    await page.goto(url(deal));
    await expect(page.getByTestId('ws-finance-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
    await desk().getByRole('button', { name: 'Show the grid' }).click();
    const grid = desk().getByTestId('desking-grid');
    await expect(grid.locator('tbody tr')).toHaveCount(7);
    await expect(grid.locator('thead th')).toHaveCount(6);
    await expect(desk().getByText(/^Now: \$[\d,]+\.\d{2} over \d+ months/)).toBeVisible();
    // The manager sees the front gross the server computed (or "cost unknown").
    const { gross } = await gridAnswer(page, deal);
    expect(gross).toBeDefined();
    await expect(desk().getByTestId('desking-gross')).toHaveText(gross!.vehicle_cost === null || gross!.front_gross === null
      ? `Front gross: cost unknown (vehicle ${dollars(gross!.vehicle_selling_price)})`
      : `Front gross: ${dollars(gross!.front_gross)} (vehicle ${dollars(gross!.vehicle_selling_price)} − cost ${dollars(gross!.vehicle_cost)})`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'desking-grid-laptop', 'en');

    const cell = desk().getByRole('button', { name: /^48 months, \$2,500\.00 down: \$[\d,]+\.\d{2}\. Put on the worksheet$/ });
    const cellPayment = (await cell.textContent()) ?? '';
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ws-finance-payment')).toHaveText(cellPayment, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Finance', exact: true }).getByRole('combobox', { name: 'Term' })).toHaveValue('48 months');
    await expect(pencils().first()).toContainText('Grid · term, down payment');
    await expect(pencils().first()).toContainText(cellPayment);
  });

  test('solves a target payment, keeps a bad one next to its field, and applies the answer', async () => {
    const input = desk().getByRole('textbox', { name: 'Target payment' });
    await input.fill('-5');
    await desk().getByRole('button', { name: 'Solve' }).click();
    await expect(desk().getByText('The amount cannot be negative.')).toBeVisible();
    await expect(input).toHaveValue('-5');

    // $20 under the payment as it stands: reachable with more down payment.
    const now = Number(((await page.getByTestId('ws-finance-payment').textContent()) ?? '').replace(/[$,]/g, ''));
    const target = (Math.round(now * 100) - 2_000) / 100;
    const near = [target, target - 0.01].map((x) => `$${x.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    await input.fill(target.toFixed(2));
    await solveFor('Down payment');
    await desk().getByRole('button', { name: 'Solve' }).click();
    const result = desk().getByTestId('desking-target-result');
    await expect(result).toContainText(/A down payment of \$[\d,]+\.\d{2} gives a payment of/);
    const solved = ((await result.textContent()) ?? '').match(/gives a payment of (\$[\d,]+\.\d{2})/)?.[1] ?? '';
    expect(near).toContain(solved);
    const before = await pencils().count();
    await result.getByRole('button', { name: 'Put on the worksheet' }).click();
    await expect(page.getByTestId('ws-finance-payment')).toHaveText(solved, { timeout: 30_000 });
    await expect(pencils()).toHaveCount(before + 1);
    await expect(pencils().first()).toContainText('Target payment · down payment');

    await solveFor('Selling price');
    await desk().getByRole('button', { name: 'Solve' }).click();
    await expect(result).toContainText(/A selling price of \$[\d,]+\.\d{2} gives a payment of/);
    await expect(result).toContainText('shown, not stored');
    await expect(result.getByTestId('desking-target-gross')).toHaveText(/^Front gross at this price: (\$[\d,]+\.\d{2} \(cost \$[\d,]+\.\d{2}\)|cost unknown)$/);
  });

  test('picks lender programs as the grid\'s third dimension with the keyboard: a table each, none for the deal\'s own', async () => {
    const picker = desk().getByTestId('desking-lenders');
    const boxes = picker.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    const names = await Promise.all([0, 1].map(async (i) => (await picker.locator('label').nth(i).textContent()) ?? ''));
    const grids = desk().getByTestId('desking-grid');
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    await expect(boxes.nth(0)).toBeChecked();
    await expect(grids).toHaveCount(1);
    await expect(grids.first().locator('caption')).toContainText(names[0]!);
    await page.keyboard.press('Tab');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(grids).toHaveCount(2);
    await expect(grids.nth(1).locator('caption')).toContainText(names[1]!);
    await expect(grids.nth(1).locator('tbody tr')).toHaveCount(7);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'desking-lenders-laptop', 'en');
    await page.keyboard.press('Space');
    await boxes.nth(0).uncheck();
    await expect(grids).toHaveCount(1);
    await expect(grids.first().locator('caption')).toHaveText('Finance payments: terms down the side, down payments across');

    // The target payment with another lender's program: an answer to compare, which has no Apply.
    await desk().getByRole('textbox', { name: 'Target payment' }).fill('450');
    await desk().getByRole('combobox', { name: 'Lender' }).selectOption({ label: names[0]! });
    await solveFor('Down payment');
    await desk().getByRole('button', { name: 'Solve' }).click();
    const result = desk().getByTestId('desking-target-result');
    await expect(result.getByTestId('desking-target-lender')).toHaveText(`Solved with ${names[0]!}'s program, for comparison: the deal keeps its own lender, so this answer cannot be put on the worksheet.`);
    await expect(result).toContainText(/A down payment of \$[\d,]+\.\d{2} gives a payment of/);
    await expect(result.getByRole('button', { name: 'Put on the worksheet' })).toHaveCount(0);
    await desk().getByRole('combobox', { name: 'Lender' }).selectOption({ label: "The deal's own lender" });
    await desk().getByRole('button', { name: 'Solve' }).click();
    await expect(result.getByRole('button', { name: 'Put on the worksheet' })).toBeVisible();
    await expect(result.getByTestId('desking-target-lender')).toHaveCount(0);
  });

  test('restores an older pencil after a confirmation', async () => {
    const oldest = pencils().last();
    const payment = ((await oldest.locator('td').nth(3).textContent()) ?? '').split('→').pop()!.trim();
    await oldest.getByRole('button', { name: /^Restore the pencil of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this pencil?' });
    await expect(dialog).toContainText(payment);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByTestId('ws-finance-payment')).toHaveText(payment, { timeout: 30_000 });
    await expect(pencils().first()).toContainText('Restored');
    await screenshot(page, 'desking-pencils-laptop', 'en');
  });

  test('reads in French', async () => {
    await switchLanguage(page, 'fr');
    const fr = page.getByRole('region', { name: 'Grille de négociation' });
    await expect(fr.getByRole('heading', { name: 'Crayons' })).toBeVisible();
    await fr.getByRole('button', { name: 'Afficher la grille' }).click();
    await expect(fr.getByTestId('desking-grid').locator('tbody tr').first()).toContainText('24 mois');
    await expect(fr.getByTestId('desking-pencils')).toContainText('Rétabli');
    await expect(fr.getByTestId('desking-gross')).toHaveText(/^Profit brut sur le véhicule : /);
    await expect(fr.getByTestId('desking-lenders')).toContainText('Programmes des prêteurs');
    await fr.getByTestId('desking-lenders').getByRole('checkbox').first().check();
    await expect(fr.getByTestId('desking-grid')).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'desking-grid-laptop', 'fr');
    await switchLanguage(page, 'en');
  });
});

test.describe.serial('desking for a sales rep', () => {
  test('shows no cost and no front gross, on screen or in the answers', async ({ signedInPage }) => {
    const page = await signedInPage('rep', { viewport: LAPTOP });
    const deal = await makeOwnDeal(page, { firstName: 'Desk' });
    const answer = await gridAnswer(page, deal);
    expect(answer.gross).toBeUndefined();
    expect(answer.text).not.toMatch(/gross|cost/);
    await page.goto(url(deal));
    await expect(page.getByTestId('ws-finance-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
    const desk = page.getByRole('region', { name: 'Desking grid' });
    await desk.getByRole('button', { name: 'Show the grid' }).click();
    await expect(desk.getByTestId('desking-grid').locator('tbody tr')).toHaveCount(7);
    await expect(desk.getByText(/^Now: /)).toBeVisible();
    await expect(desk.getByTestId('desking-gross')).toHaveCount(0);
    await desk.getByRole('textbox', { name: 'Target payment' }).fill('450');
    await desk.getByRole('radio', { name: 'Selling price' }).check();
    await desk.getByRole('button', { name: 'Solve' }).click();
    await expect(desk.getByTestId('desking-target-result')).toContainText('A selling price of');
    await expect(desk.getByTestId('desking-target-gross')).toHaveCount(0);
    await expect(desk).not.toContainText(/gross|cost/i);
    await page.context().close();
  });
});

test.describe.serial('desking on a phone', () => {
  test('the grid scrolls sideways and the pencils show, EN and FR', async ({ signedInPage }) => {
    const page = await signedInPage('manager', { viewport: PHONE });
    const deal = await makeOwnDeal(page, { firstName: 'Desk' });
    await page.goto(url(deal));
    await expect(page.getByTestId('ws-finance-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
    const desk = page.getByRole('region', { name: 'Desking grid' });
    await desk.getByRole('button', { name: 'Show the grid' }).click();
    await expect(desk.getByTestId('desking-grid').locator('tbody tr')).toHaveCount(7);
    await expect(desk.getByTestId('desking-gross')).toBeVisible();
    // The worksheet's first pricing was stored: it is the first pencil.
    await expect(desk.getByTestId('desking-pencils').locator('tbody tr').first()).toContainText('Worksheet');
    await screenshot(page, 'desking-grid-phone', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('region', { name: 'Grille de négociation' }).getByTestId('desking-gross')).toHaveText(/^Profit brut sur le véhicule : /);
    await screenshot(page, 'desking-grid-phone', 'fr');
    await page.context().close();
  });
});
