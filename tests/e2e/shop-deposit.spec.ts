import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, dealLinkOf, screenshot } from './support';

// Issue 14, the customer's half of the deposit: the customer of a deal made here (a customer, a deal
// and a $250 hold asked through the dealer's API, so no other journey reads or writes it) opens their
// link on a phone. In French a declined card is told beside the field, the number kept; in English a
// card asking for 3-D Secure goes to the simulated bank's page, is completed, and comes back held.
// The dealer's deposit page then shows the hold. Screenshots FR and EN.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const csrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

test.describe.serial('the customer pays the deposit', () => {
  let dealer: Page;
  let customer: Page;
  let made: { readonly customer: number; readonly order: number };

  test.beforeAll(async ({ signedInPage, browser }) => {
    dealer = await signedInPage('admin', { viewport: LAPTOP });
    const headers = { 'X-CSRFToken': await csrf(dealer) };
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `deposit-${unique}@example.test`;
    const person = await dealer.request.post('/api/dealer/customer/', {
      headers, data: { first_name: 'Dépôt', last_name: `Client-${[...unique.slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`, email, email_confirmation: email, postal_code: 'K1A 0B1', allow_duplicate: true },
    });
    expect(person.status(), await person.text()).toBe(201);
    const customerId = ((await person.json()) as { id: number }).id;
    const { results: vehicles } = (await (await dealer.request.get('/api/dealer/inventory/search/')).json()) as { results: { id: number }[] };
    const order = await dealer.request.post('/api/dealer/order/', { headers, data: { customer: customerId, vehicle: vehicles.at(-1)!.id, payment_type: 'cash', allow_duplicate: true } });
    expect(order.ok(), await order.text()).toBe(true);
    made = { customer: customerId, order: ((await order.json()) as { id: number }).id };
    const asked = await dealer.request.post('/api/dealer/customdeposit/', { headers, data: { order: made.order, amount_cents: 25_000, mode: 'hold' } });
    expect(asked.status(), await asked.text()).toBe(201);
    const link = await dealLinkOf(dealer, made.order);
    customer = await (await browser.newContext({ viewport: PHONE })).newPage();
    await customer.goto(new URL(link).pathname);
  });
  test.afterAll(async () => {
    await customer?.context().close();
    await dealer?.context().close();
  });

  test('a declined card is told beside the field in French, the number kept', async () => {
    await customer.getByText('Français', { exact: true }).click();
    await customer.getByTestId('task-deposit').getByRole('link', { name: 'Payer votre dépôt' }).click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/deposit$/);
    await expect(customer.getByRole('heading', { level: 2, name: 'Dépôt' })).toBeVisible();
    await expect(customer.getByTestId('deposit-state')).toHaveText('À payer');
    await expect(customer.getByText(/Il s’agit d’une préautorisation|Il s'agit d'une préautorisation/)).toBeVisible();
    const card = customer.getByLabel('Numéro de carte');
    await card.fill('4000 0000 0000 9995');
    await customer.getByRole('button', { name: /^Payer 250,00/ }).click();
    await expect(customer.getByText('Les fonds de votre carte sont insuffisants. Essayez une autre carte.')).toBeVisible();
    await expect(card).toHaveValue('4000 0000 0000 9995');
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await expect(customer.getByTestId('deposit-state')).toHaveText('Refusé');
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-deposit-declined-phone', 'fr');
  });

  test('a card asking for 3-D Secure goes to the bank and comes back held, in English', async () => {
    await customer.getByText('English', { exact: true }).click();
    await expect(customer.getByRole('heading', { level: 3, name: 'Try another card' })).toBeVisible();
    await customer.getByLabel('Card number').fill('4000 0027 6000 3184');
    await customer.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(customer).toHaveURL(/\/api\/card-processor\/simulated\/challenge\?/);
    await expect(customer.getByRole('heading', { level: 1 })).toContainText('3-D Secure');
    await expect(customer.getByText('250.00 CAD').first()).toBeVisible();
    await screenshot(customer, 'shop-deposit-bank-phone', 'en');
    await customer.getByRole('link', { name: 'Complete / Confirmer' }).click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/deposit$/);
    await expect(customer.getByTestId('deposit-state')).toHaveText('Held');
    await expect(customer.getByTestId('deposit-paid')).toHaveText('Thank you: $250.00 is held on your card.');
    await expect(customer.getByTestId('deposit-hold-until')).toContainText('Held until');
    await expect(customer.getByLabel('Card number')).toHaveCount(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-deposit-held-phone', 'en');
    await customer.getByText('Français', { exact: true }).click();
    await expect(customer.getByTestId('deposit-state')).toHaveText('Réservé');
    await screenshot(customer, 'shop-deposit-held-phone', 'fr');
  });

  test('the dealer\'s deposit page shows the hold', async () => {
    const seen = (await (await dealer.request.get(`/api/dealer/order/${made.order}/deposit/`)).json()) as { deposit: { state: string; amount_cents: number } };
    expect(seen.deposit).toMatchObject({ state: 'pre_authorized', amount_cents: 25_000 });
    await dealer.goto(`/dealer/customers/${made.customer}/order/${made.order}/deposit`);
    await expect(dealer.getByTestId('deposit-state')).toHaveText('Held');
    await expect(dealer.getByTestId('hold-countdown')).toContainText('The hold ends in');
    await screenshot(dealer, 'shop-deposit-dealer-held-laptop', 'en');
  });
});
