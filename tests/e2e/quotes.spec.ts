import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, type MadeDeal, makeOwnDeal, screenshot, switchLanguage } from './support';

// Issue 15 (quotes): the Ontario dealer admin builds 3 quotes on a demo deal, is refused a 4th
// (explained), changes a term (re-priced), and sends the quotes with a message: the customer's
// e-mail is in the demo outbox. Screenshots EN and FR, laptop (1366) and phone (390).

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Mail { readonly channel: string; readonly to: string; readonly subject: string; readonly body: string }

test.describe.serial('quotes', () => {
  let page: Page;
  let deal: MadeDeal;
  const url = () => `/dealer/customers/${deal.customer}/quote-builder/${deal.order}`;
  const cards = () => page.getByTestId('quote-card');

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: LAPTOP });
    deal = await makeOwnDeal(page, { firstName: 'Quote' });
  });
  test.afterAll(async () => { await page.context().close(); });

  test('opens from the deal card and starts with the deal\'s own vehicle and method', async () => {
    await page.goto(`/dealer/customers/${deal.customer}`);
    await page.getByRole('link', { name: `Quote builder of deal ${deal.order}` }).click();
    await expect(page).toHaveURL(new RegExp(`/quote-builder/${deal.order}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Quote builder' })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start the quotes' }).click();
    await expect(cards()).toHaveCount(1);
    await expect(cards().first().getByTestId('quote-payment')).toContainText('$');
    await expect(page.getByTestId('flow-count')).toHaveText('1 of 3 quotes');
  });

  test('adds a lease and a cash quote; a 4th is refused and explained', async () => {
    for (const [method, count] of [['Lease', 2], ['Cash', 3]] as const) {
      await page.getByRole('combobox', { name: 'Payment method' }).last().click();
      await page.getByRole('option', { name: method, exact: true }).click();
      await page.getByRole('button', { name: 'Add quote' }).click();
      await expect(cards()).toHaveCount(count);
    }
    await expect(page.getByTestId('max-reached')).toContainText('already has 3 quotes');
    await expect(page.getByRole('button', { name: 'Add quote' })).toBeDisabled();
    await expect(page.getByTestId('flow-count')).toHaveText('3 of 3 quotes');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'quotes-three-laptop', 'en');
  });

  test('a changed term is re-priced', async () => {
    const first = cards().first();
    const before = await first.getByTestId('quote-payment').textContent();
    await first.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: '84 months', exact: true }).click();
    await expect(first.getByText('Pricing…')).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(async () => first.getByTestId('quote-payment').textContent(), { timeout: 10_000 }).not.toBe(before);
    await expect(first.getByRole('combobox', { name: 'Term' })).toHaveValue('84 months');
    await expect(first.getByRole('button', { name: 'Reset to the deal' })).toBeEnabled();
  });

  test('sends the quotes with a message: the customer\'s e-mail is in the demo outbox', async () => {
    await page.getByLabel('Message to the customer').fill('Here are the three options we talked about.');
    await page.getByRole('button', { name: 'Send to customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send these quotes?' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'emailed' })).toBeVisible();
    await expect(page.getByTestId('flow-status')).toHaveText('Sent to the customer');
    await expect.poll(async () => {
      const mails = (await (await page.request.get('/api/demo/outbox/')).json()) as Mail[];
      const mail = mails.find((m) => m.channel === 'email' && m.to === deal.email && /quotes|soumissions/i.test(m.subject));
      return mail === undefined ? null : { message: mail.body.includes('three options we talked about'), link: /\/deal\/[A-Za-z0-9_-]+\/customer-quote/.test(mail.body) };
    }, { message: 'the quotes e-mail in the demo inbox', timeout: 15_000 }).toEqual({ message: true, link: true });
    await screenshot(page, 'quotes-sent-laptop', 'en');
  });

  test('a change to a quote already sent asks first (370 px warning)', async () => {
    const second = cards().nth(1);
    await second.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: '36 months', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change a quote already sent?' });
    await expect(dialog).toBeVisible();
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(370);
    await dialog.screenshot({ path: 'test-results/screenshots/quotes-change-warning-en.png' });
    await dialog.getByRole('button', { name: 'Cancel change' }).click();
    await expect(second.getByRole('combobox', { name: 'Term' })).not.toHaveValue('36 months');
  });

  test('reads well on a phone, in English and in French', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url());
    await expect(cards()).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'quotes-phone', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Créateur de soumissions' })).toBeVisible();
    await expect(page.getByTestId('flow-status')).toHaveText('Envoyées au client');
    await screenshot(page, 'quotes-phone', 'fr');
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'quotes-laptop', 'fr');
    await switchLanguage(page, 'en');
  });

  test('the spec\'s praq routes lead to the builder', async () => {
    const flow = (await (await page.request.get(`/praq/${deal.order}/upsert/`)).json()) as { id: number; results: { id: number }[] };
    await page.goto(`/dealer/customers/${deal.customer}/praq/activate/${flow.id}`);
    await expect(page).toHaveURL(new RegExp(`/quote-builder/${deal.order}$`));
    await page.goto(`/dealer/customers/${deal.customer}/praq/create/1/${flow.id}/${deal.order}`);
    await expect(page).toHaveURL(new RegExp(`/quote-builder/${deal.order}$`));
    await expect(cards()).toHaveCount(3);
    await page.goto(`/dealer/customers/${deal.customer}/praq/edit/${flow.results[1]!.id}`);
    await expect(page).toHaveURL(new RegExp(`/quote-builder/${deal.order}$`));
    await expect(cards()).toHaveCount(3);
    await page.goto(`/dealer/customers/${deal.customer}/praq/edit/99999999`);
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
