import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, dealLinkOf, makeOwnDeal, screenshot, type MadeDeal } from './support';

// Issue 15 item 1: the customer's own app (shop/, under /shop/). The Ontario admin sends two quotes
// on a finance deal of its own (made through the API: no other journey adds quotes to it); the customer opens the deal link on a phone, sees the deal's tasks, compares the
// quotes and picks one, in English and in French. Then the admin opens the customer's view from the
// deal card: marked "viewed by", read-only. Screenshots in test-results/screenshots/.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };


const openAsCustomer = async (browser: Browser, url: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(url);
  return page;
};

test.describe.serial('the customer app', () => {
  let dealer: Page;
  let customer: Page;
  let deal: MadeDeal;
  let link: string;

  test.beforeAll(async ({ signedInPage }) => {
    dealer = await signedInPage('admin', { viewport: LAPTOP });
    deal = await makeOwnDeal(dealer, { firstName: 'Shop' });
    const csrf = (await dealer.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const post = async (url: string, data: object) => {
      const r = await dealer.request.post(url, { data, headers: { 'X-CSRFToken': csrf } });
      expect(r.ok(), `${url}: ${await r.text()}`).toBe(true);
      return r.json() as Promise<{ id: number }>;
    };
    const flow = (await (await dealer.request.get(`/praq/${deal.order}/upsert/`)).json()) as { id: number; status: string };
    if (flow.status === 'draft') await post(`/api/dealer/praq/flow/${flow.id}/activate/`, {});
    await post(`/api/dealer/praq/flow/${flow.id}/quotes/`, { method: 'finance', term: 84 });
    await post('/api/dealer/praq/quotes_submitted_events', { praq_flow: flow.id, message: 'Two options, as discussed.' });
    link = await dealLinkOf(dealer, deal.order);
    expect(link).toMatch(/\/deal\/[A-Za-z0-9_-]+$/);
  });
  test.afterAll(async () => {
    await customer?.context().close();
    await dealer.context().close();
  });

  test('the deal link opens the app on a phone: the deal\'s tasks, what waits on the customer first', async ({ browser }) => {
    customer = await openAsCustomer(browser, new URL(link).pathname);
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+$/);
    await customer.getByText('English', { exact: true }).click();
    await expect(customer.getByRole('heading', { level: 2, name: /^Hello / })).toBeVisible();
    const quotesTask = customer.getByTestId('task-customer-quote');
    await expect(quotesTask).toContainText('To do');
    await expect(customer.getByTestId('task-deposit')).toBeVisible();
    await expect(customer.getByTestId('to-do-count')).toContainText('waiting for you');
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-tasks-phone', 'en');
  });

  test('compares the quotes side by side and picks one as primary', async () => {
    await customer.getByTestId('task-customer-quote').getByRole('link', { name: 'Compare the quotes' }).click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/quotes$/);
    await expect(customer.getByRole('heading', { level: 2, name: 'Compare your quotes' })).toBeVisible();
    await expect(customer.getByText('Two options, as discussed.')).toBeVisible();
    const cards = customer.locator('[data-testid^="quote-"]').filter({ has: customer.getByTestId('quote-payment') });
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByTestId('quote-payment')).toContainText('$');
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-quotes-phone', 'en');
    await cards.nth(1).getByRole('button', { name: 'Choose this quote' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'Your choice is saved' })).toBeVisible();
    await expect(cards.nth(1).getByText('Your choice')).toBeVisible();
    await expect(cards.nth(1).getByRole('button', { name: 'Choose this quote' })).toHaveCount(0);
    await expect(cards.first().getByText(/per payment than your choice/)).toBeVisible();
    await screenshot(customer, 'shop-quote-chosen-phone', 'en');
    // Add-ons on the chosen quote: re-priced by the same engine.
    const addons = customer.getByRole('region', { name: 'Accessories and protection' });
    await expect(addons).toBeVisible();
    const before = await cards.nth(1).getByTestId('quote-payment').textContent();
    await addons.getByRole('checkbox').first().check();
    await addons.getByRole('button', { name: 'Save my choices' }).click();
    await expect(addons.getByText('Your quote was updated.')).toBeVisible();
    await expect.poll(async () => cards.nth(1).getByTestId('quote-payment').textContent()).not.toBe(before);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-addons-phone', 'en');
    await customer.getByRole('link', { name: 'Back to your tasks' }).click();
    await expect(customer.getByTestId('task-customer-quote')).toContainText('Done');
  });

  test('speaks Québec French, and keeps the choice across pages', async () => {
    await customer.getByText('Français', { exact: true }).click();
    await expect(customer.getByRole('heading', { level: 2, name: /^Bonjour / })).toBeVisible();
    await expect(customer.getByTestId('task-customer-quote')).toContainText('Terminé');
    await screenshot(customer, 'shop-tasks-phone', 'fr');
    await customer.getByRole('link', { name: 'Comparer les soumissions' }).click();
    await expect(customer.getByRole('heading', { level: 2, name: 'Comparez vos soumissions' })).toBeVisible();
    await expect(customer.getByText('Votre choix', { exact: true })).toBeVisible();
    await screenshot(customer, 'shop-quotes-phone', 'fr');
    await customer.setViewportSize(LAPTOP);
    await screenshot(customer, 'shop-quotes-laptop', 'fr');
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 2, name: 'Comparez vos soumissions' })).toBeVisible();
  });

  test('the dealer opens the customer\'s view from the deal card: marked, read-only', async () => {
    await dealer.goto(`/dealer/customers/${deal.customer}`);
    const [view] = await Promise.all([
      dealer.context().waitForEvent('page'),
      dealer.getByRole('button', { name: `See deal ${deal.order} as the customer sees it (read-only, recorded)` }).click(),
    ]);
    await expect(view).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+$/);
    await expect(view.getByTestId('viewed-by')).toBeVisible();
    await expect(view.getByTestId('viewed-by')).toContainText(/Viewed by|Consulté par/);
    await view.getByText('English', { exact: true }).click();
    await view.getByTestId('task-customer-quote').getByRole('link').click();
    await expect(view.getByText('Read-only: the customer makes this choice.')).toBeVisible();
    for (const button of await view.getByRole('button', { name: 'Choose this quote' }).all()) await expect(button).toBeDisabled();
    await screenshot(view, 'shop-viewed-by-dealer-laptop', 'en');
    const trail = (await (await dealer.request.get('/api/dealer/dealership/audit-trail/?action=login_as_customer')).json()) as { results: { action: string }[] };
    expect(trail.results.some((r) => r.action === 'login_as_customer')).toBe(true);
    await view.close();
  });

  test('when the dealership asks customers to sign in, a code e-mailed to the customer opens the deal', async ({ browser }) => {
    const csrf = (await dealer.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const setLogin = async (on: boolean) => {
      const r = await dealer.request.patch('/api/dealer/dealership/update/', { data: { compulsory_login: on }, headers: { 'X-CSRFToken': csrf } });
      expect(r.ok(), await r.text()).toBe(true);
    };
    await setLogin(true);
    try {
      const page = await openAsCustomer(browser, new URL(link).pathname);
      await page.getByText('English', { exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Confirm it is you' })).toBeVisible();
      const since = Date.now();
      await page.getByRole('button', { name: 'Email me a code' }).click();
      await expect(page.getByText(/We sent a code to .+•••@/)).toBeVisible();
      await page.getByLabel('Code').fill('000000');
      await page.getByRole('button', { name: 'Open my deal' }).click();
      await expect(page.getByText('This code is not right or has expired.', { exact: false })).toBeVisible();
      await expect(page.getByLabel('Code')).toHaveValue('000000');
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'shop-sign-in-phone', 'en');
      let code: string | null = null;
      await expect.poll(async () => {
        const mails = (await (await page.request.get('/api/demo/outbox/')).json()) as { channel: string; body: string; created_at: string }[];
        const mail = mails.find((m) => m.channel === 'email' && Date.parse(m.created_at) >= since - 2000 && /\b\d{6}\b/.test(m.body));
        code = mail === undefined ? null : /\b(\d{6})\b/.exec(mail.body)![1]!;
        return code;
      }, { message: 'the sign-in code in the demo outbox', timeout: 15_000 }).not.toBeNull();
      await page.getByLabel('Code').fill(code!);
      await page.getByRole('button', { name: 'Open my deal' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Hello / })).toBeVisible();
      await page.context().close();
    } finally {
      await setLogin(false);
    }
  });
});
