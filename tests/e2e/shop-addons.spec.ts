import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, dealLinkOf, makeOwnDeal, screenshot, type MadeDeal } from './support';

// Issue 35 item 4: a new accessory reaches the customer where the deal is built. The Québec admin adds
// an accessory on /dealer/aftermarket (in French, their language); the customer of a deal of the
// journey's own opens their link on a phone, goes from the tasks to the add-ons, finds it with its
// price and the payment with it, picks it: the payment changes to what the server's engine answers,
// and the dealer's deal carries it. French then English, 390 px, no serious axe violation.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

test.describe.serial('the customer adds the store\'s accessories to their deal', () => {
  let dealer: Page;
  let customer: Page;
  let deal: MadeDeal;
  let link: string;
  const unique = `${Date.now()}`.slice(-6);
  const titleEn = `Ski rack ${unique}`;
  const titleFr = `Porte-skis ${unique}`;
  let accessoryId: number;
  let before: string;

  test.beforeAll(async ({ signedInPage, browser }) => {
    dealer = await signedInPage('admin.qc', { language: 'fr', viewport: LAPTOP });
    deal = await makeOwnDeal(dealer, { firstName: 'Ajout', postalCode: 'H2X 1Y4' });
    link = await dealLinkOf(dealer, deal.order);
    customer = await (await browser.newContext({ viewport: PHONE })).newPage();
  });
  test.afterAll(async () => {
    await customer?.context().close();
    await dealer?.context().close();
  });

  test('the admin adds an accessory on the add-ons screen', async () => {
    await dealer.goto('/dealer/aftermarket');
    await dealer.getByRole('button', { name: 'Ajouter un accessoire' }).click();
    const dialog = dealer.getByRole('dialog', { name: 'Ajouter un accessoire' });
    await dialog.getByLabel('Titre (anglais)').fill(titleEn);
    await dialog.getByLabel('Titre (français)').fill(titleFr);
    await dialog.getByRole('combobox', { name: 'Catégorie', exact: true }).click();
    await dealer.getByRole('option', { name: 'Esthétique (A)', exact: true }).click();
    await dialog.getByLabel('Code d’article').fill(`SKI-${unique}`);
    await dialog.getByLabel('Prix').fill('649,00'); // typed as a Québec user writes it
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(dealer.getByText(`${titleFr} a été enregistré.`).or(dealer.getByText(`${titleEn} a été enregistré.`))).toBeVisible();
    const list = (await (await dealer.request.get(`/api/dealer/aftermarket/accessory/?search=${encodeURIComponent(titleEn)}`)).json()) as { results: { id: number; active: boolean }[] };
    expect(list.results).toHaveLength(1);
    expect(list.results[0]!.active).toBe(true);
    accessoryId = list.results[0]!.id;
  });

  test('the customer finds it on their deal in French on a phone and picks it: the payment changes', async () => {
    await customer.goto(new URL(link).pathname);
    await customer.getByText('Français', { exact: true }).click();
    await customer.getByTestId('open-addons').click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/addons$/);
    await expect(customer.getByRole('heading', { level: 2, name: 'Accessoires et protection' })).toBeVisible();
    const card = customer.getByTestId(`addon-accessories-${accessoryId}`);
    await expect(card).toContainText(titleFr);
    await expect(card).toContainText('649,00');
    await expect(card).toContainText('Votre paiement avec cet ajout');
    before = (await customer.getByTestId('deal-payment').textContent()) ?? '';
    expect(before).toMatch(/\d/);
    await card.getByRole('checkbox', { name: `Ajouter ${titleFr} à ma transaction` }).click(); // checked once the server answers
    await expect(card.getByRole('checkbox')).toBeChecked();
    await expect(customer.getByTestId('deal-payment')).not.toHaveText(before);
    await expect(card).toContainText('Votre paiement sans cet ajout');
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-addons-phone', 'fr');

    const order = (await (await dealer.request.get(`/api/dealer/order/${deal.order}/`)).json()) as { accessory_ids: number[] };
    expect(order.accessory_ids).toEqual([accessoryId]);
    // The staff's worksheet shows the customer's pick on the deal's method.
    await dealer.goto(`/dealer/customers/${deal.customer}/order/${deal.order}/pricing-worksheet`);
    const accessories = dealer.locator('[data-chosen="true"]').getByRole('group', { name: 'Accessoires', exact: true });
    await expect(accessories.getByRole('checkbox', { name: new RegExp(`^(${titleFr}|${titleEn})`) })).toBeChecked();
  });

  test('reads in English, and unpicking it brings the payment back', async () => {
    await customer.getByText('English', { exact: true }).click();
    await expect(customer.getByRole('heading', { level: 2, name: 'Accessories and protection' })).toBeVisible();
    const card = customer.getByTestId(`addon-accessories-${accessoryId}`);
    await expect(card).toContainText(titleEn);
    await expect(card).toContainText('Your payment without it');
    const picked = (await customer.getByTestId('deal-payment').textContent()) ?? '';
    await card.getByRole('checkbox', { name: `Add ${titleEn} to my deal` }).click();
    await expect(card.getByRole('checkbox')).not.toBeChecked();
    await expect(customer.getByTestId('deal-payment')).not.toHaveText(picked);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-addons-phone', 'en');
    const order = (await (await dealer.request.get(`/api/dealer/order/${deal.order}/`)).json()) as { accessory_ids: number[] };
    expect(order.accessory_ids).toEqual([]);
  });
});
