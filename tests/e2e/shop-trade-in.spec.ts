import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, dealLinkOf, makeOwnDeal, screenshot, type MadeDeal } from './support';

// Issue 14 item 6 and issue 16 item 3, the customer's half: the customer opens their deal link on a
// phone and describes their trade-in (a mistyped VIN is named beside its field and kept); the Ontario
// admin's bell says so, and the admin makes an offer on the deal's trade-in page; the customer reads
// it in French and accepts it after a confirmation. Screenshots EN and FR.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };


test.describe.serial('the customer\'s trade-in', () => {
  let dealer: Page;
  let customer: Page;
  let deal: MadeDeal;
  let link: string;

  test.beforeAll(async ({ signedInPage, browser }) => {
    dealer = await signedInPage('admin', { viewport: LAPTOP });
    deal = await makeOwnDeal(dealer, { firstName: 'Trade' });
    link = await dealLinkOf(dealer, deal.order);
    customer = await (await browser.newContext({ viewport: PHONE })).newPage();
  });
  test.afterAll(async () => {
    await customer?.context().close();
    await dealer?.context().close();
  });

  test('the customer describes their vehicle on a phone: a bad VIN is named beside its field and kept', async () => {
    await customer.goto(new URL(link).pathname);
    await customer.getByText('English', { exact: true }).click();
    await customer.getByTestId('task-trade-in').getByRole('link', { name: 'Open your trade-in' }).click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/trade-in$/);
    await expect(customer.getByRole('heading', { level: 2, name: 'Your trade-in' })).toBeVisible();
    await customer.getByLabel('Year').fill('2019');
    await customer.getByLabel('Make').fill('Toyota');
    await customer.getByLabel('Model').fill('RAV4');
    await customer.getByLabel('Odometer (km)').fill('72000');
    await customer.getByLabel('VIN (optional)').fill('2HGFC2F58LH000001');
    await customer.getByLabel('Loan balance').fill('6300');
    await customer.getByLabel('It has had paint work').check();
    await customer.getByRole('button', { name: 'Send my trade-in' }).click();
    await expect(customer.getByText("This VIN doesn't match its 9th character (the check digit): compare each character with the plate or your registration.")).toBeVisible();
    await expect(customer.getByLabel('VIN (optional)')).toHaveValue('2HGFC2F58LH000001');
    await expect(customer.getByLabel('Make')).toHaveValue('Toyota');
    await screenshot(customer, 'shop-trade-in-error-phone', 'en');
    await customer.getByLabel('VIN (optional)').fill('');
    await customer.getByRole('button', { name: 'Send my trade-in' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'Your trade-in was sent.' })).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Save the changes' })).toBeVisible();
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-trade-in-phone', 'en');
  });

  test('the dealer\'s bell tells of it, and the dealer makes an offer on the deal\'s trade-in page', async () => {
    await dealer.goto(`/dealer/customers/${deal.customer}/order/${deal.order}/trade-in`);
    await dealer.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    const popover = dealer.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByRole('link').first()).toContainText('submitted a trade-in');
    await dealer.keyboard.press('Escape');
    await expect(dealer.getByRole('textbox', { name: /^Make/ })).toHaveValue('Toyota');
    await dealer.getByLabel('Amount offered').fill('15250');
    await dealer.getByLabel('Comments for the customer').fill('Clean vehicle, two sets of keys');
    await dealer.getByRole('button', { name: 'Make the offer' }).click();
    await expect(dealer.getByRole('status')).toHaveText('The offer was made.');
  });

  test('the customer reads the offer in French and accepts it after a confirmation', async () => {
    await customer.reload();
    await customer.getByText('Français', { exact: true }).click();
    await expect(customer.getByRole('heading', { level: 2, name: 'Votre véhicule d’échange' })).toBeVisible();
    const offer = customer.getByTestId('trade-in-offer');
    await expect(offer.getByTestId('trade-in-offer-amount')).toHaveText(/^15\s250,00\s\$$/);
    await expect(offer).toContainText('Clean vehicle, two sets of keys');
    await expect(offer).toContainText('En attente de votre réponse');
    await expect(customer.getByLabel('Marque')).toHaveAttribute('readonly', '');
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-trade-in-offer-phone', 'fr');
    await offer.getByRole('button', { name: 'Accepter l’offre' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Accepter cette offre?' });
    await expect(dialog).toContainText('15 250,00 $');
    await screenshot(customer, 'shop-trade-in-accept-phone', 'fr');
    await dialog.getByRole('button', { name: 'Accepter', exact: true }).click();
    await expect(offer).toContainText('Acceptée');
    await expect(offer.getByRole('button', { name: 'Accepter l’offre' })).toHaveCount(0);
    await customer.getByText('English', { exact: true }).click();
    await expect(offer).toContainText('You accepted this offer.');
    await customer.setViewportSize(LAPTOP);
    await screenshot(customer, 'shop-trade-in-accepted-laptop', 'en');
    const dealerView = (await (await dealer.request.get(`/api/dealer/order/${deal.order}/trade_in/`)).json()) as { trade_in: { current_offer: { status: string } } };
    expect(dealerView.trade_in.current_offer.status).toBe('accepted');
  });
});
