import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, latestCode, screenshot, signIn, switchLanguage, aDealWithAVehicle, type DemoDeal } from './support';

// The pricing worksheet of a seeded demo deal, as the Ontario dealer admin: cash, finance and lease
// priced by the server's engine, a term and a down payment changed, the lease breakdown opened,
// the deal's method switched. The deal is read from the API first, so the journey does not depend
// on which deals the seed made.

type Deal = DemoDeal;


const column = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const payment = (page: Page, method: 'cash' | 'finance' | 'lease'): Locator => page.getByTestId(`ws-${method}-payment`);

/** Waits for a column's payment to show something other than `before`, and returns it. */
async function changedFrom(page: Page, method: 'cash' | 'finance' | 'lease', before: string): Promise<string> {
  await expect(payment(page, method)).not.toHaveText(before, { timeout: 10_000 });
  return (await payment(page, method).textContent()) ?? '';
}

test.describe.serial('the pricing worksheet', () => {
  let page: Page;
  let deal: Deal;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: { width: 1440, height: 900 } });
    deal = await aDealWithAVehicle(page, { ontario: true });
  });
  test.afterAll(async () => { await page.context().close(); });

  test('opens a deal with cash, finance and lease priced side by side under the vehicle', async () => {
    await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    await expect(page.getByRole('heading', { name: 'Pricing worksheet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vehicle' })).toContainText(deal.vehicle!.formatted_name);
    for (const method of ['cash', 'finance', 'lease'] as const) await expect(payment(page, method)).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.locator('[data-chosen="true"]')).toHaveCount(1);
    await expect(column(page, 'Finance')).toContainText(/per month|every two weeks|per week|twice a month/);
  });

  test('says which details the methods share, and fills the buyer\'s postal code from the customer record (issue 10.3)', async () => {
    for (const name of ['Cash', 'Finance', 'Lease']) await expect(column(page, name).getByText('Shared by the three methods', { exact: true })).toBeVisible();
    await expect(column(page, 'Finance').getByText('Shared by finance and lease', { exact: true })).toBeVisible();
    await expect(column(page, 'Cash').getByText('Shared by finance and lease', { exact: true })).toHaveCount(0);
    await expect(column(page, 'Lease').getByText('Lease only', { exact: true })).toBeVisible();
    const customer = (await (await page.request.get(`/api/dealer/dealership/customers/${deal.customer}/`)).json()) as { postal_code: string };
    expect(customer.postal_code).not.toBe('');
    for (const name of ['Cash', 'Finance', 'Lease']) await expect(column(page, name).getByRole('textbox', { name: "Buyer's postal code" })).toHaveValue(customer.postal_code);
  });

  test('a new term and a new down payment re-price the payments', async () => {
    const finance = column(page, 'Finance');
    const before = (await payment(page, 'finance').textContent()) ?? '';
    await finance.getByRole('combobox', { name: 'Term' }).click();
    const current = await finance.getByRole('combobox', { name: 'Term' }).inputValue();
    await page.getByRole('option', { name: current === '72 months' ? '84 months' : '72 months', exact: true }).click();
    const afterTerm = await changedFrom(page, 'finance', before);
    await expect(finance.getByRole('combobox', { name: 'Term' })).toHaveValue(current === '72 months' ? '84 months' : '72 months');

    const cashBefore = (await payment(page, 'cash').textContent()) ?? '';
    const down = finance.getByRole('textbox', { name: 'Down payment' });
    await down.fill('');
    await down.pressSequentially('3000');
    await changedFrom(page, 'finance', afterTerm);
    await changedFrom(page, 'cash', cashBefore);
    await expect(column(page, 'Lease').getByRole('textbox', { name: 'Down payment' })).toHaveValue('$3,000');
  });

  test('the lease payment opens into its breakdown, in English and in French', async () => {
    const lease = column(page, 'Lease');
    // By keyboard: the toggle is a real button.
    await lease.getByRole('button', { name: 'Show the breakdown' }).focus();
    await page.keyboard.press('Enter');
    await expect(lease.getByRole('button', { name: 'Hide the breakdown' })).toHaveAttribute('aria-expanded', 'true');
    const breakdown = lease.getByRole('region', { name: 'How the Lease payment is calculated' });
    await expect(breakdown).toContainText('Rent charge');
    await expect(breakdown).toContainText('Net capitalized cost');
    await expect(breakdown).toContainText(/HST 13%/);
    await expect(breakdown).toContainText(/money factor/);
    await screenshot(page, 'worksheet', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);

    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { name: 'Feuille de calcul du prix' })).toBeVisible();
    const bail = column(page, 'Location');
    await expect(bail.getByRole('region', { name: 'Calcul du paiement : Location' })).toContainText('Frais de location');
    await expect(bail.getByRole('region', { name: 'Calcul du paiement : Location' })).toContainText(/TVH 13\u00a0%/);
    await expect(payment(page, 'lease')).toHaveText(/^[\d\u00a0]+,\d{2}\u00a0\$$/);
    await screenshot(page, 'worksheet', 'fr');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Pricing worksheet' })).toBeVisible();
  });

  test('a refused value stays in its field beside its error; a negative rate is not made positive', async () => {
    const finance = column(page, 'Finance');
    const rate = finance.getByRole('textbox', { name: 'Rate (APR %)' });
    await rate.fill('150');
    await expect(finance.getByText('The rate cannot be over 100%.')).toBeVisible();
    await expect(rate).toHaveValue('150');
    await rate.fill('-5');
    await expect(finance.getByText('The rate cannot be negative.')).toBeVisible();
    await expect(rate).toHaveValue('-5');
    await rate.fill('36');
    await expect(finance.getByText("Over 35% a year, Canada's criminal interest rate: enter a lower rate.")).toBeVisible();
    await rate.fill('');
    await expect(finance.getByText(/^Over 35%|negative|over 100/)).toHaveCount(0);
  });

  test('a $999,999 down payment is refused beside the amount typed; the other columns keep theirs and say why; nothing is stored (issues 10.2, 29.1)', async () => {
    // What is stored is the reference: the earlier steps' last change may still be on its way.
    await page.reload();
    await expect(payment(page, 'cash')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const cash = column(page, 'Cash');
    const before = (await payment(page, 'cash').textContent()) ?? '';
    const down = cash.getByRole('textbox', { name: 'Down payment' });
    const downOf = (name: string) => column(page, name).getByRole('textbox', { name: 'Down payment' });
    const kept = { Cash: await down.inputValue(), Finance: await downOf('Finance').inputValue(), Lease: await downOf('Lease').inputValue() };
    await down.fill('');
    await down.pressSequentially('999999');
    const refusal = page.getByText('The down payment is more than what is left to pay after the trade-in and rebates.');
    await expect(cash.getByText('The down payment is more than what is left to pay after the trade-in and rebates.')).toBeVisible();
    await expect(down).toHaveValue('$999,999');
    // Finance and lease refuse the copy too: they show what the server kept for them, and why.
    for (const name of ['Finance', 'Lease'] as const) {
      await expect(column(page, name).getByText('This method cannot be priced with the change made in another column', { exact: false })).toBeVisible();
      await expect(downOf(name)).toHaveValue(kept[name]);
    }
    await expect(payment(page, 'cash')).toHaveText(before);
    await page.reload();
    await expect(payment(page, 'cash')).toHaveText(before);
    for (const name of ['Cash', 'Finance', 'Lease'] as const) await expect(downOf(name)).toHaveValue(kept[name]);
    await expect(refusal).toHaveCount(0);
  });

  test('choosing another method records it on the deal', async () => {
    const target = (await page.locator('[data-chosen="true"]').getAttribute('data-method')) === 'lease' ? 'Cash' : 'Lease';
    await column(page, target).getByRole('button', { name: `Use ${target} for the deal` }).click();
    await expect(column(page, target).getByText("Deal's method")).toBeVisible();
    const response = await page.request.get(`/api/dealer/order/${deal.id}/payment-types/`);
    const { results } = (await response.json()) as { results: { method: string; is_active: boolean }[] };
    expect(results.filter((r) => r.is_active).map((r) => r.method)).toEqual([target.toLowerCase()]);
  });

  test('the columns stack on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Measured once the layout has settled after the resize (the columns re-wrap their text).
    await expect.poll(async () => {
      const cash = await column(page, 'Cash').boundingBox();
      const finance = await column(page, 'Finance').boundingBox();
      return finance!.y - (cash!.y + cash!.height);
    }).toBeGreaterThan(-1);
    await screenshot(page, 'worksheet-phone', 'en');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a corporate-kind user sees the worksheet read-only but may open a breakdown', async ({ signedInPage }) => {
    const other = await signedInPage('corporate', { viewport: { width: 1440, height: 900 } });
    await other.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    await expect(other.getByText('Your account can look at this worksheet but not change it.')).toBeVisible();
    await expect(other.getByTestId('ws-finance-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(column(other, 'Finance').getByRole('combobox', { name: 'Term' })).toBeDisabled();
    await expect(column(other, 'Cash').getByRole('textbox', { name: 'Down payment' })).toBeDisabled();
    await expect(other.getByRole('button', { name: /^Use .* for the deal$/ })).toHaveCount(0);
    await expect(column(other, 'Lease').getByRole('group', { name: 'Fees', exact: true }).getByRole('checkbox').first()).toBeDisabled();
    await expect(other.getByRole('button', { name: 'Add a custom fee' })).toHaveCount(0);
    await column(other, 'Finance').getByRole('button', { name: 'Show the breakdown' }).click();
    await expect(column(other, 'Finance').getByRole('region', { name: 'How the Finance payment is calculated' })).toContainText('Amount financed');
    await other.context().close();
  });

  test('a US store prices with a credit score, in dollars and miles', async ({ browser }) => {
    const us = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const rep = await us.newPage();
    // This demo rep has no phone yet: the verification page sets one up first.
    await rep.goto('/dealer/login');
    await signIn(rep, 'rep.us@demo.dealer.test');
    await rep.getByLabel('Mobile phone').fill('802-555-0199');
    const since = Date.now();
    await rep.getByRole('button', { name: 'Send the code' }).click();
    await rep.getByLabel('Verification code').fill(await latestCode(rep.request, since, '0199'));
    await rep.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(rep).toHaveURL(/\/dealer\/customers$/);
    const usDeal = await aDealWithAVehicle(rep);
    await rep.goto(`/dealer/customers/${usDeal.customer}/order/${usDeal.id}/pricing-worksheet`);
    const finance = column(rep, 'Finance');
    await expect(rep.getByTestId('ws-finance-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(finance.getByRole('textbox', { name: 'Credit score' })).toBeVisible();
    await expect(column(rep, 'Lease').getByRole('combobox', { name: 'Mileage allowance per year' })).toHaveValue(/ mi$/);
    await expect(finance.getByRole('textbox', { name: "Buyer's ZIP code" })).toBeVisible();
    const before = (await rep.getByTestId('ws-finance-payment').textContent()) ?? '';
    await finance.getByRole('textbox', { name: 'Credit score' }).fill('780');
    await expect(rep.getByTestId('ws-finance-payment')).not.toHaveText(before);
    const cash = column(rep, 'Cash');
    const cashBefore = (await rep.getByTestId('ws-cash-payment').textContent()) ?? '';
    // The rep's deal is one of their own customers' (a rep sees no one else's): whether an incentive
    // applies to its vehicle depends on the seed, an accessory always does.
    await cash.getByRole('group', { name: 'Accessories' }).getByRole('checkbox').first().check();
    await expect(rep.getByTestId('ws-cash-payment')).not.toHaveText(cashBefore);
    await screenshot(rep, 'worksheet-us', 'en');
    await us.close();
  });

  test('an accessory (installed) and a protection plan re-price the deal\'s method and are saved on the deal', async () => {
    await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    const chosen = page.locator('[data-chosen="true"]');
    const method = (await chosen.getAttribute('data-method')) as 'cash' | 'finance' | 'lease';
    await expect(payment(page, method)).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const before = (await payment(page, method).textContent()) ?? '';
    const accessories = chosen.getByRole('group', { name: 'Accessories', exact: true });
    const mats = accessories.getByRole('checkbox').first();
    const name = ((await mats.evaluate((box: HTMLInputElement) => box.labels?.[0]?.textContent ?? '')) || '').replace(/ \(.*$/, '');
    expect(name).not.toBe('');
    let saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/dealer/order/${deal.id}/`));
    await mats.check();
    await accessories.getByRole('checkbox', { name: `Install ${name}` }).check();
    await expect(payment(page, method)).not.toHaveText(before, { timeout: 10_000 });
    expect((await saved).status()).toBe(200);
    const afterAccessory = (await payment(page, method).textContent()) ?? '';

    const plans = chosen.getByRole('group', { name: 'Protection plans', exact: true });
    saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/dealer/order/${deal.id}/`));
    await plans.getByRole('checkbox', { disabled: false }).first().check();
    await expect(payment(page, method)).not.toHaveText(afterAccessory, { timeout: 10_000 });
    expect((await saved).status()).toBe(200);
    const order = (await (await page.request.get(`/api/dealer/order/${deal.id}/`)).json()) as { accessory_ids: number[]; install_accessory_ids: number[]; protection_ids: number[] };
    expect(order.accessory_ids.length).toBeGreaterThan(0);
    expect(order.install_accessory_ids.length).toBe(1);
    expect(order.protection_ids.length).toBe(1);
    await page.reload();
    const reopened = page.locator('[data-chosen="true"]').getByRole('group', { name: 'Accessories', exact: true });
    await expect(reopened.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    await expect(reopened.getByRole('checkbox', { name: `Install ${name}` })).toBeChecked();
  });
});

