import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, switchLanguage, aDealWithAVehicle, type DemoDeal } from './support';

// Issue 6, the fees journey: a dealer admin creates a global fee and a global discount for leases
// on /fees-and-discounts, opens a customer's deal worksheet from the deal card, adds both to the
// deal, sees the lease payment change to what the server's pricing answers, and finds the fee's
// and the discount's lines with their amounts in the lease breakdown, in English and in French.

type Deal = DemoDeal;

const FEE = 'Journey delivery fee';
const FEE_FR = 'Frais de livraison du parcours';
const DISCOUNT = 'Journey lease bonus';
const DISCOUNT_FR = 'Prime de location du parcours';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const column = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const leasePayment = (page: Page): Locator => page.getByTestId('ws-lease-payment');
const cad = (dollars: string) => Number(dollars).toLocaleString('en-CA', { style: 'currency', currency: 'CAD' });


async function addGlobal(page: Page, kind: 'fee' | 'discount', name: string, nameFr: string, amount: string): Promise<void> {
  const list = section(page, kind === 'fee' ? 'Fees' : 'Discounts');
  await list.getByRole('button', { name: kind === 'fee' ? 'Add fee' : 'Add discount' }).click();
  const dialog = page.getByRole('dialog', { name: kind === 'fee' ? 'Add a fee' : 'Add a discount' });
  await dialog.getByLabel('Name (English)').fill(name);
  await dialog.getByLabel('Name (French)').fill(nameFr);
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await expect(dialog.getByRole('checkbox', { name: 'Lease' })).toBeChecked();
  // Capitalized, the fee is financed in the lease payment (otherwise it is paid at signing).
  if (kind === 'fee') await dialog.getByRole('checkbox', { name: 'Add to the capitalized cost' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: name })).toContainText(cad(amount));
}

/** Ticks a row of the lease column and returns the lease pricing the worksheet then asks the server for. */
async function tickOnLease(page: Page, leaseTypeId: number, group: 'Fees' | 'Discounts', label: RegExp): Promise<{ readonly payment: string; readonly breakdown: readonly { readonly label?: string | null; readonly amount: string }[] }> {
  const box = column(page, 'Lease').getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name: label });
  await expect(box).not.toBeChecked();
  const priced: Promise<Response> = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/dealer/payment-type/${leaseTypeId}/pricing/`));
  await box.check();
  const answer = await priced;
  expect(answer.status()).toBe(200);
  await expect(box).toBeChecked();
  return ((await answer.json()) as { quote: { payment: string; breakdown: { label?: string | null; amount: string }[] } }).quote;
}

test.describe.serial('journey: fees and discounts on a deal\'s worksheet', () => {
  let page: Page;
  let deal: Deal;
  let leaseTypeId: number;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: { width: 1440, height: 1000 } });
    deal = await aDealWithAVehicle(page, { ontario: true });
    const types = await page.request.get(`/api/dealer/order/${deal.id}/payment-types/`);
    expect(types.ok()).toBe(true);
    leaseTypeId = ((await types.json()) as { results: { id: number; method: string }[] }).results.find((r) => r.method === 'lease')!.id;
  });
  test.afterAll(async () => { await page.context().close(); });

  test('the dealer admin creates a global fee and a global discount that apply to leases', async () => {
    await page.goto('/dealer/fees-and-discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees and discounts' })).toBeVisible();
    await addGlobal(page, 'fee', FEE, FEE_FR, '349');
    await addGlobal(page, 'discount', DISCOUNT, DISCOUNT_FR, '400');
  });

  test('opens the deal\'s worksheet from its card on the customer record', async () => {
    await page.goto(`/dealer/customers/${deal.customer}`);
    await expect(page.getByRole('link', { name: `Open the pricing worksheet of deal #${deal.id}` })).toBeVisible();
    await screenshot(page, 'journey-deal-card', 'en');
    await page.getByRole('link', { name: `Open the pricing worksheet of deal #${deal.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet$`));
    await expect(page.getByRole('heading', { name: 'Pricing worksheet' })).toBeVisible();
    await expect(leasePayment(page)).toHaveText(/^\$[\d,]+\.\d{2}$/);
  });

  test('adding the fee, then the discount, re-prices the lease with what the server answers', async () => {
    const lease = column(page, 'Lease');
    await expect(lease.getByRole('group', { name: 'Fees', exact: true }).getByRole('checkbox', { name: new RegExp(FEE) })).toBeVisible();
    const before = (await leasePayment(page).textContent()) ?? '';

    const withFee = await tickOnLease(page, leaseTypeId, 'Fees', new RegExp(`${FEE} \\(\\$349\\.00\\)`));
    await expect(leasePayment(page)).toHaveText(cad(withFee.payment));
    expect(cad(withFee.payment)).not.toBe(before);

    const withBoth = await tickOnLease(page, leaseTypeId, 'Discounts', new RegExp(`${DISCOUNT} \\(-\\$400\\.00\\)`));
    await expect(leasePayment(page)).toHaveText(cad(withBoth.payment));
    expect(withBoth.payment).not.toBe(withFee.payment);
    expect(cad(withBoth.payment)).not.toBe(before);
    // The deal now carries both, for every method that has them.
    const rows = await page.request.get(`/api/dealer/order/${deal.id}/fees-and-discounts/?method=lease`);
    const included = ((await rows.json()) as { results: { name: string; included: boolean }[] }).results.filter((r) => r.included).map((r) => r.name);
    expect(included).toEqual(expect.arrayContaining([FEE, DISCOUNT]));
    expect(withBoth.breakdown.some((l) => l.label === FEE)).toBe(true);
    expect(withBoth.breakdown.some((l) => l.label === DISCOUNT)).toBe(true);
  });

  test('the lease breakdown lists the fee and the discount with their amounts, in English and in French', async () => {
    const lease = column(page, 'Lease');
    await lease.getByRole('button', { name: 'Show the breakdown' }).click();
    const breakdown = lease.getByRole('region', { name: 'How the Lease payment is calculated' });
    const feeLine = breakdown.getByRole('row').filter({ hasText: FEE });
    const discountLine = breakdown.getByRole('row').filter({ hasText: DISCOUNT });
    await expect(feeLine).toContainText('$349.00');
    await expect(discountLine).toContainText('$400.00');
    await feeLine.scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-fees-worksheet', 'en');

    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { name: 'Feuille de calcul du prix' })).toBeVisible();
    const location = column(page, 'Location');
    await expect(location.getByRole('group', { name: 'Frais', exact: true }).getByRole('checkbox', { name: new RegExp(`${FEE_FR} \\(349,00\\s\\$\\)`) })).toBeChecked();
    await expect(location.getByRole('group', { name: 'Rabais', exact: true }).getByRole('checkbox', { name: new RegExp(DISCOUNT_FR) })).toBeChecked();
    const detail = location.getByRole('region', { name: 'Calcul du paiement : Location' });
    // The quote names the items in English; the worksheet shows their French names.
    await expect(detail.getByRole('row').filter({ hasText: `Frais capitalisés : ${FEE_FR}` })).toContainText(/349,00\s\$/);
    await expect(detail.getByRole('row').filter({ hasText: `Rabais : ${DISCOUNT_FR}` })).toContainText(/[-−]400,00\s\$/);
    await expect(detail).not.toContainText(FEE);
    await detail.getByRole('row').filter({ hasText: FEE_FR }).scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-fees-worksheet', 'fr');
    await switchLanguage(page, 'en');
  });

  test('a custom fee added inline on the worksheet is always included and re-prices the deal', async () => {
    const cashBefore = (await page.getByTestId('ws-cash-payment').textContent()) ?? '';
    const custom = page.getByRole('region', { name: 'Custom fees' });
    await custom.getByRole('button', { name: 'Add a custom fee' }).click();
    // A name of its own: the fees screen's journey adds custom rows to demo deals too.
    await custom.getByLabel('Name (English)').fill('Paint protection film');
    await custom.getByRole('textbox', { name: 'Amount', exact: true }).fill('299.99');
    await custom.getByRole('textbox', { name: 'Amount', exact: true }).press('Enter');
    await expect(custom.getByRole('row').filter({ hasText: 'Paint protection film' })).toContainText('$299.99');
    const box = column(page, 'Cash').getByRole('group', { name: 'Fees', exact: true }).getByRole('checkbox', { name: /Paint protection film \(\$299\.99\)/ });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(page.getByTestId('ws-cash-payment')).not.toHaveText(cashBefore, { timeout: 10_000 });
  });
});

