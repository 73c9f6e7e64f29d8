import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Issue 14 items 1 and 3: the Ontario dealer admin captures a demo deal's held deposit, refunds
// part of it with a reason, then transfers the rest to another deal of the same customer (made
// through the API when the demo has none). Screenshots EN and FR, laptop and phone (390 px).

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Deal { readonly id: number; readonly customer: number; readonly is_archived: boolean; readonly deposit: { readonly status: string | null } | null }
interface Deposit { readonly state: string; readonly paid_cents: number; readonly amount_cents: number }

const money = (cents: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);

test.describe.serial('deposits', () => {
  let page: Page;
  let deal: Deal;
  let held: Deposit;
  let receiving: Deal;
  const url = (d: Deal = deal) => `/dealer/customers/${d.customer}/order/${d.id}/deposit`;
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: LAPTOP });
    const { results } = (await (await page.request.get('/api/dealer/order/?page_size=100')).json()) as { results: Deal[] };
    deal = results.find((d) => !d.is_archived && d.deposit?.status === 'pre_authorized')!;
    expect(deal).toBeDefined();
    held = ((await (await page.request.get(`/api/dealer/order/${deal.id}/deposit/`)).json()) as { deposit: Deposit }).deposit;
    expect(held.state).toBe('pre_authorized');
  });
  test.afterAll(async () => { await page.context().close(); });

  test('shows the held deposit with its countdown, then captures it after the confirmation', async () => {
    await page.goto(url());
    await expect(page.getByRole('heading', { level: 2, name: 'Deposit', exact: true })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
    await expect(page.getByTestId('deposit-state')).toHaveText('Held');
    await expect(page.getByTestId('hold-countdown')).toContainText('The hold ends in');
    await expect(page.getByTestId('deposit-amount')).toHaveText(money(held.amount_cents));
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'deposit-held-laptop', 'en');
    await page.getByRole('button', { name: 'Capture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Capture the deposit?' });
    await expect(dialog).toContainText(`${money(held.amount_cents)} held on the customer's card will be charged now`);
    await dialog.getByRole('button', { name: /^Capture / }).click();
    await expect(page.getByTestId('deposit-state')).toHaveText('Captured');
    await expect(page.getByRole('status')).toHaveText('Deposit captured.');
    await expect(page.getByTestId('deposit-captured')).toHaveText(money(held.amount_cents));
    await expect(page.getByTestId('deposit-holds')).toHaveText(money(held.amount_cents));
  });

  test('refunds part of it with a reason: too much is refused beside the field and what was typed stays', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund the deposit' });
    await dialog.getByRole('radio', { name: 'Part of it' }).check();
    await dialog.getByLabel('Amount').fill(String(held.amount_cents / 100 + 1));
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog.getByText('This is more than the deposit holds.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Part of it' })).toBeChecked();
    await dialog.getByLabel('Amount').fill('10');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Refund sent.');
    await expect(page.getByTestId('deposit-refunded')).toHaveText(money(1000));
    await expect(page.getByTestId('deposit-holds')).toHaveText(money(held.amount_cents - 1000));
    await expect(page.getByTestId('deposit-state')).toHaveText('Captured');
    await screenshot(page, 'deposit-refunded-laptop', 'en');
  });

  test('transfers what it holds to another deal of the same customer', async () => {
    const transferable = async () => ((await (await page.request.get(`/api/dealer/order/${deal.id}/transferable_orders/`)).json()) as { results: { id: number }[] }).results;
    if ((await transferable()).length === 0) {
      const { results: vehicles } = (await (await page.request.get('/api/dealer/inventory/search/')).json()) as { results: { id: number }[] };
      const made = await page.request.post('/api/dealer/order/', { headers: { 'X-CSRFToken': await csrf() }, data: { customer: deal.customer, vehicle: vehicles[0]!.id, payment_type: 'cash' } });
      expect(made.ok()).toBe(true);
    }
    const [target] = await transferable();
    expect(target).toBeDefined();
    await page.getByRole('button', { name: 'Transfer to another deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer the deposit' });
    await dialog.getByRole('combobox', { name: 'Deal receiving the deposit' }).click();
    await page.getByRole('option', { name: new RegExp(`^Deal ${target!.id}`) }).click();
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await dialog.getByLabel('Your reason').fill('The customer chose another car');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Deposit transferred.');
    await expect(page.getByTestId('deposit-state')).toHaveText('Canceled');
    await expect(page.getByTestId('deposit-holds')).toHaveText(money(0));
    const moved = page.getByRole('region', { name: 'Transfers' });
    await expect(moved).toContainText(`${money(held.amount_cents - 1000)} moved to deal ${target!.id}`);
    receiving = { ...deal, id: target!.id };
    await page.goto(url(receiving));
    await expect(page.getByTestId('deposit-state')).toHaveText('Captured');
    await expect(page.getByTestId('deposit-holds')).toHaveText(money(held.amount_cents - 1000));
    await expect(page.getByRole('region', { name: 'Transfers' })).toContainText(`${money(held.amount_cents - 1000)} came from deal ${deal.id}`);
  });

  test('reads well on a phone, in English and in French', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url());
    await expect(page.getByTestId('deposit-state')).toHaveText('Canceled');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'deposit-phone', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Dépôt', exact: true })).toBeVisible();
    await expect(page.getByTestId('deposit-state')).toHaveText('Annulé');
    await expect(page.getByRole('link', { name: '← Retour aux transactions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Transferts' })).toContainText('transféré à la transaction');
    await screenshot(page, 'deposit-phone', 'fr');
    await page.goto(url(receiving));
    await expect(page.getByTestId('deposit-state')).toHaveText('Encaissé');
    await page.getByRole('button', { name: 'Rembourser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rembourser le dépôt' });
    await expect(dialog).toContainText(`Le dépôt détient ${new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(held.amount_cents / 100 - 10).replace(/\s/g, '\u00a0')}`);
    await dialog.getByRole('combobox', { name: 'Motif' }).click();
    await expect(page.getByRole('option', { name: 'Autre', exact: true })).toBeVisible();
    await screenshot(page, 'deposit-refund-phone', 'fr');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Retour', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'deposit-laptop', 'fr');
    await switchLanguage(page, 'en');
  });
});
