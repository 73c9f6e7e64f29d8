import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { OutboxMessage } from './support';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Issue 10 item 9: what the API could already do with a deal is now on its card (commission
// number, the customer's links, send the link, confirm), a vehicle added twice to one customer is
// warned about, and the add-deal form opens in view. As the Ontario dealer admin, on a laptop.

interface Deal {
  readonly id: number;
  readonly customer: number;
  readonly customer_details: { readonly full_name: string; readonly email: string };
  readonly status: string;
  readonly confirmed_at: string | null;
  readonly vehicle: { readonly formatted_name: string; readonly stock_number: string; readonly stock_status: string } | null;
}

const ENDED = ['canceled', 'declined', 'refunded', 'expired', 'failed'];

async function activeDeals(page: Page, query: string): Promise<{ count: number; results: Deal[] }> {
  const response = await page.request.get(`/api/dealer/order/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { count: number; results: Deal[] };
}

test.describe.serial('the deal card', () => {
  let page: Page;
  let deal: Deal;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: { width: 1366, height: 768 } });
    // A deal still to confirm, of a customer with an e-mail address, with a vehicle still in stock.
    const { results } = await activeDeals(page, 'page_size=100');
    deal = results.find((d) => d.confirmed_at === null && !ENDED.includes(d.status) && d.customer_details.email !== ''
      && d.vehicle !== null && d.vehicle.stock_status === 'I')!;
    expect(deal).toBeDefined();
  });
  test.afterAll(async () => { await page.context().close(); });

  const card = () => page.getByRole('article', { name: `Deal ${deal.id}: ${deal.vehicle!.formatted_name}` });

  test('a commission number: refused with the reason beside the field, then saved', async () => {
    await page.goto(`/dealer/customers/${deal.customer}`);
    await card().getByRole('button', { name: `Change the commission number of deal ${deal.id}` }).click();
    const field = card().getByRole('textbox', { name: 'Commission number' });
    await field.fill('no spaces!');
    await card().getByRole('button', { name: 'Save' }).click();
    await expect(card().getByText('Use 1 to 20 letters, digits or hyphens.')).toBeVisible();
    await expect(field).toHaveValue('no spaces!');
    await field.fill(`e2e-${deal.id}`);
    await card().getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Commission number E2E-${deal.id} was saved.`)).toBeVisible();
    await expect(card().getByText(`E2E-${deal.id}`, { exact: true })).toBeVisible();
  });

  test('the customer\'s links to the deal and each step, to open or copy', async () => {
    await card().getByRole('button', { name: `Customer links of deal ${deal.id}` }).click();
    const dealLink = page.getByRole('link', { name: 'Open the link: The deal' });
    await expect(dealLink).toHaveAttribute('href', /\/deal\/[^/]+$/);
    await expect(page.getByRole('link', { name: 'Open the link: Trade-in' })).toHaveAttribute('href', /\/deal\/[^/]+\/trade-in$/);
    await expect(page.getByRole('button', { name: 'Copy the link: The deal' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('send the link: asked first, then e-mailed through the outbox', async () => {
    const since = Date.now();
    await card().getByRole('button', { name: `Email the link of deal ${deal.id} to the customer` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the deal link?' });
    await expect(dialog).toContainText(deal.customer_details.email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(`The link was emailed to ${deal.customer_details.email}.`)).toBeVisible();
    await expect.poll(async () => {
      const messages = (await (await page.request.get('/api/demo/outbox/')).json()) as OutboxMessage[];
      return messages.some((m) => m.channel === 'email' && m.to === deal.customer_details.email && Date.parse(m.created_at) >= since - 2000 && m.body.includes('/deal/'));
    }).toBe(true);
  });

  test('confirm the deal: asked first, cancelling changes nothing, confirming marks it completed', async () => {
    await card().getByRole('button', { name: 'Confirm the deal' }).click();
    await page.getByRole('dialog', { name: 'Confirm this deal?' }).getByRole('button', { name: 'Cancel' }).click();
    expect((await (await page.request.get(`/api/dealer/order/${deal.id}/`)).json()).confirmed_at).toBeNull();
    await card().getByRole('button', { name: 'Confirm the deal' }).click();
    await page.getByRole('dialog', { name: 'Confirm this deal?' }).getByRole('button', { name: 'Confirm the deal' }).click();
    await expect(page.getByText('The deal was confirmed.')).toBeVisible();
    await expect(card().getByText(/^Confirmed on /)).toBeVisible();
    await expect(card().getByRole('button', { name: 'Confirm the deal' })).toHaveCount(0);
    expect((await (await page.request.get(`/api/dealer/order/${deal.id}/`)).json()).status).toBe('completed');
    await screenshot(page, 'deal-card', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the history lists what was just done, newest first, with who did it; Escape closes it', async () => {
    await card().getByRole('button', { name: `History of deal ${deal.id}` }).click();
    const history = page.getByRole('dialog', { name: `History of deal ${deal.id}` });
    await expect(history.getByText('Deal confirmed')).toBeVisible();
    await expect(history.getByText('Deal link emailed to the customer')).toBeVisible();
    await expect(history.getByText('Commission number set to', { exact: false })).toBeVisible();
    const sentences = await history.locator('.mantine-Timeline-itemTitle').allTextContents();
    expect(sentences.indexOf('Deal confirmed')).toBeLessThan(sentences.indexOf('Deal link emailed to the customer'));
    await expect(history.getByText(/by Karen Mitchell$/).first()).toBeVisible();
    // The times are the store's, its zone named (issue 29 item 2), not the browser's unlabelled clock.
    await expect(history.getByText(/^\d{4}-\d{2}-\d{2} .+\s[A-Z]{3,4} · by Karen Mitchell$/).first()).toBeVisible();
    await screenshot(page, 'deal-history', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
  });

  test('the add-deal form opens in view; the same vehicle twice is warned about, then added when asked', async () => {
    const before = (await activeDeals(page, `customer=${deal.customer}`)).count;
    // Opened by its address (a reload, a shared link) on a phone, the page starts at the top and the record's
    // cards fill several screens: the form's title is in view only because the form scrolled there.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dealer/customers/${deal.customer}/add`);
    await expect(page.getByRole('heading', { name: `New deal for ${deal.customer_details.full_name}` })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByLabel('Search the inventory').fill(deal.vehicle!.stock_number);
    const choice = page.getByRole('radio').filter({ hasText: deal.vehicle!.stock_number }).first();
    await choice.click();
    await page.getByRole('button', { name: 'Add the deal', exact: true }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'This customer already has a deal for this vehicle' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(`Deal ${deal.id}: ${deal.vehicle!.formatted_name}, stock ${deal.vehicle!.stock_number}`);
    expect((await activeDeals(page, `customer=${deal.customer}`)).count).toBe(before);
    await screenshot(page, 'duplicate-deal', 'en');
    await warning.getByRole('button', { name: 'Add the deal anyway' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${deal.customer}$`));
    await expect.poll(async () => (await activeDeals(page, `customer=${deal.customer}`)).count).toBe(before + 1);
  });

  test('the card in French on a phone: every action on screen, nothing sticks out', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(page, 'fr');
    const french = page.getByRole('article', { name: `Transaction ${deal.id} : ${deal.vehicle!.formatted_name}` });
    await expect(french.getByRole('button', { name: `Liens du client pour la transaction ${deal.id}` })).toBeVisible();
    await expect(french.getByText(/^Confirmée le /)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await french.scrollIntoViewIfNeeded();
    await screenshot(page, 'deal-card-390', 'fr');
    await french.getByRole('button', { name: `Historique de la transaction ${deal.id}` }).click();
    const historique = page.getByRole('dialog', { name: `Historique de la transaction ${deal.id}` });
    await expect(historique.getByText('Transaction confirmée')).toBeVisible();
    await screenshot(page, 'deal-history-390', 'fr');
    await historique.getByRole('button', { name: 'Fermer' }).click();
    await expect(historique).toBeHidden();
    await switchLanguage(page, 'en');
  });
});
