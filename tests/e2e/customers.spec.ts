import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, signInFully, switchLanguage } from './support';

// The customers screens against the seeded demo data, as the Ontario dealer admin (one sign-in,
// one page for the whole file). Targets are read from the API first, so the journeys do not
// depend on which names the seed picked.

interface Customer { readonly id: number; readonly full_name: string; readonly last_name: string; readonly email: string; readonly archive_status: string }
interface Page10 { readonly count: number; readonly results: readonly Customer[] }

async function customers(page: Page, query: string): Promise<Page10> {
  const response = await page.request.get(`/api/dealer/customer/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Page10;
}

/** Picks `label`'s option `option` in a Mantine multi-select of the filter panel. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The archive dialog (issue 35 item 3): the reason is required, then Archive. */
async function archiveWithReason(page: Page, title: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Reason' }).or(dialog.getByRole('combobox', { name: 'Reason' })).first().click();
  await page.getByRole('option', { name: reason, exact: true }).click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toHaveCount(0);
}

const rows = (page: Page) => page.getByRole('table', { name: 'Customers' }).locator('tbody tr');

test.describe.serial('the customers screens', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: { width: 1440, height: 900 } }); // axe needs a context of its own
    context = page.context();
  });
  test.afterAll(async () => { await context.close(); });

  test('the list: columns, steps, paging, sorting by a header', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('list', { name: 'Deal steps' }).first()).toBeVisible();
    const { count } = await customers(page, 'page=1');
    const total = count.toLocaleString('en-CA');
    await expect(page.getByText(`1–10 of ${total} customers`)).toBeVisible();
    await page.getByRole('button', { name: 'Page 2 of', exact: false }).click();
    await expect(page).toHaveURL(/\/dealer\/customers\?page=2$/);
    await expect(page.getByText(`11–20 of ${total} customers`)).toBeVisible();
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect(page).toHaveURL(/\?ordering=name$/);
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await screenshot(page, 'customers-list', 'en');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('search waits for the typing to stop, ignores accents and case, and is kept in the URL', async () => {
    const target = (await customers(page, 'page=1')).results[0]!;
    await page.goto('/dealer/customers');
    const typed = target.last_name.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
    await page.getByLabel('Search', { exact: true }).fill(typed);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(typed)}`));
    await expect(rows(page).filter({ hasText: target.full_name })).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(typed);
    await expect(rows(page).filter({ hasText: target.full_name })).toHaveCount(1);
  });

  test('three filters combine, a reload keeps them, and an empty result offers to clear them', async () => {
    const expected = (await customers(page, 'payment_type=finance&condition=Used&awaiting=dealer')).count; // under 1,000: no thousands separator
    expect(expected).toBeGreaterThan(0);
    await page.goto('/dealer/customers');
    await page.getByRole('button', { name: 'Filters' }).click();
    await pick(page, 'Payment type', 'Finance');
    await pick(page, 'Condition', 'Used');
    await page.getByRole('radiogroup', { name: 'Waiting on' }).getByText('Awaiting dealer', { exact: true }).click();
    await expect(page).toHaveURL(/\?awaiting=dealer&payment_type=finance&condition=Used$/);
    await expect(page.getByText(new RegExp(`of ${expected} customers`))).toBeVisible();
    await page.reload();
    await expect(page.getByText(new RegExp(`of ${expected} customers`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: 'Awaiting dealer' })).toBeChecked();
    await screenshot(page, 'customers-filtered', 'en');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff); // the BOM: Excel reads the accents right
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Status,Email,Phone,Vehicle of interest,Payment,Deal steps,Waiting on,Rep,Created');
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((line) => line.includes(',Dealer,'))).toBe(true);
    await page.getByLabel('Search', { exact: true }).fill('zzzz-nobody-has-this-name');
    await expect(page.getByText('No customer matches these filters')).toBeVisible();
    await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/);
    await expect(rows(page)).toHaveCount(10);
  });

  test('open a customer, archive it as lost, and find it among the lost customers', async () => {
    const target = (await customers(page, 'ordering=name')).results[0]!;
    await page.goto(`/dealer/customers?search=${encodeURIComponent(target.full_name)}`);
    await page.getByRole('link', { name: target.full_name }).click();
    await expect(page).toHaveURL(new RegExp(`/dealer/customers/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.full_name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Deals' })).toBeVisible();
    await page.getByRole('button', { name: 'Change the status' }).click();
    await page.getByRole('menuitem', { name: 'Mark as lost' }).click();
    await archiveWithReason(page, 'Archive this customer?', 'No response');
    await expect(page.getByText('The customer is now Lost.')).toBeVisible();
    await page.getByRole('link', { name: '← Back to the customers' }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText('No customer matches these filters')).toBeVisible(); // the list shows Active customers
    await page.getByRole('button', { name: /^Filters/ }).click();
    await pick(page, 'Customer status', 'Lost');
    await expect(page).toHaveURL(/archive_status=Lost/);
    await expect(rows(page).filter({ hasText: target.full_name })).toHaveCount(1);
  });

  test('add a deal with a vehicle picked from the inventory search, archive it, find it archived', async () => {
    const target = (await customers(page, 'ordering=-name')).results[0]!;
    await page.goto(`/dealer/customers/${target.id}`);
    await page.getByRole('link', { name: 'Add a deal' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${target.id}/add$`));
    await page.getByLabel('Search the inventory').fill('Civic');
    // The search runs 500 ms after typing stops: a card clicked in the list before it (the whole
    // stock, Civics among it) is gone when the answer draws the new one (session 21's CI run).
    const vehicles = page.getByRole('radiogroup', { name: /^Vehicle/ });
    await expect(vehicles.getByRole('radio').filter({ hasNotText: 'Civic' })).toHaveCount(0);
    const choice = vehicles.getByRole('radio').filter({ hasText: 'Civic' }).first();
    await expect(choice).toBeVisible();
    const vehicle = (await choice.getAttribute('aria-label'))!;
    await choice.click();
    await expect(choice).toBeChecked();
    await page.getByRole('radio', { name: 'Finance' }).check();
    await page.getByLabel('Down payment (finance)').fill('2,500');
    await screenshot(page, 'add-order', 'en');
    await page.getByRole('button', { name: 'Add the deal' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${target.id}$`));
    const deal = page.getByRole('article').filter({ hasText: vehicle }).first();
    await expect(deal).toBeVisible();
    // Session 20's clean-clone run once saw this click, under load, open no dialog (the button kept the
    // focus; cause not found, see docs/status.md): the click is tried again until the dialog shows.
    await expect(async () => {
      if (await page.getByRole('dialog', { name: 'Archive this deal?' }).count() === 0) await deal.getByRole('button', { name: 'Archive' }).click({ timeout: 5_000 });
      await expect(page.getByRole('dialog', { name: 'Archive this deal?' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await archiveWithReason(page, 'Archive this deal?', 'Financing declined');
    await expect(page.getByText('The deal was archived.')).toBeVisible();
    await page.getByRole('tab', { name: /^Archived/ }).click();
    await expect(page.getByRole('article').filter({ hasText: vehicle }).first()).toContainText(/Archived on .+ by .+ — Financing declined/);
  });

  test('a duplicate customer: the warning links to the existing record, and adding anyway works', async () => {
    const existing = (await customers(page, 'ordering=email')).results.find((c) => c.email !== '')!;
    await page.goto('/dealer/customers/add');
    await page.getByLabel('First name').fill('Sophie');
    await page.getByLabel('Last name').fill('Côté-Gagné');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Confirm the email').fill(existing.email);
    await page.getByLabel('Postal code').fill('m5v 2t6');
    await page.getByLabel('Phone').fill('416-555');
    await page.getByLabel('Phone').blur();
    await expect(page.getByText('Enter a 10-digit phone number, for example (514) 555-0123.')).toBeVisible();
    await page.getByLabel('Phone').fill('');
    await page.getByRole('button', { name: 'Add the customer' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'This customer may already exist' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: existing.full_name })).toHaveAttribute('href', `/dealer/customers/${existing.id}`);
    await expect(page.getByText('A customer with this contact information already exists.')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue('Côté-Gagné');
    await screenshot(page, 'add-customer-duplicate', 'en');
    await warning.getByRole('button', { name: 'Add anyway' }).click();
    await expect(page).toHaveURL(/\/dealer\/customers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sophie Côté-Gagné' })).toBeVisible();
    // Edit: the form replaces the contact details, and hides once saved.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Phone').fill('(416) 555-0199');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A new phone means a new duplicate check, and the e-mail is still the other customer's.
    await page.getByRole('alert').filter({ hasText: existing.full_name }).getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('The customer was saved.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Edit the customer' })).toHaveCount(0);
    await expect(page.getByText('Toronto ON M5V 2T6')).toBeVisible();
    await expect(page.getByText('(416) 555-0199')).toBeVisible();
  });

  test('leaving the customer form with changes asks before discarding them', async () => {
    await page.goto('/dealer/customers/add');
    await page.getByLabel('First name').fill('Half-typed');
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/customers\/add$/);
    await expect(page.getByLabel('First name')).toHaveValue('Half-typed');
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/);
  });

  test('list, record, add customer and add deal in English and French', async () => {
    // Four screens, each read and photographed in two languages: more than a minute under the full run's load.
    test.slow();
    const target = (await customers(page, 'awaiting=dealer')).results[0]!;
    const screens: readonly [string, string, Record<'en' | 'fr', string>][] = [
      ['customers-list', '/dealer/customers', { en: 'Customers', fr: 'Clients' }],
      ['customer-record', `/dealer/customers/${target.id}`, { en: target.full_name, fr: target.full_name }],
      ['add-customer', '/dealer/customers/add', { en: 'Add a customer', fr: 'Ajouter un client' }],
      ['add-order', `/dealer/customers/${target.id}/add`, { en: target.full_name, fr: target.full_name }],
    ];
    for (const [name, path, titles] of screens) {
      await page.goto(path);
      for (const lang of ['en', 'fr'] as const) {
        await switchLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1, name: titles[lang] })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await screenshot(page, name, lang);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
      await switchLanguage(page, 'en');
    }
  });

  test('the links sent to a customer open a page about their deal; an unknown link a friendly page', async () => {
    const target = (await customers(page, 'awaiting=dealer')).results[0]!;
    const link = await page.request.get(`/api/dealer/customer/${target.id}/invitation_link/`);
    expect(link.ok()).toBe(true);
    const { url } = (await link.json()) as { url: string };
    const visitor = await context.browser()!.newPage({ viewport: { width: 420, height: 800 } });
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(target.full_name.split(' ')[0]!, { exact: false }).first()).toBeVisible();
    await screenshot(visitor, 'customer-invitation-link', 'en');
    await visitor.close();
    const french = await context.browser()!.newContext({ locale: 'fr-CA', viewport: { width: 420, height: 800 } });
    const lost = await french.newPage();
    const missing = await lost.goto(`${new URL(url).origin}/deal/no-such-link-token-0000000000000`);
    expect(missing?.status()).toBe(404);
    await expect(lost.getByRole('heading', { level: 1, name: 'Ce lien est expiré ou ne fonctionne plus' })).toBeVisible();
    await screenshot(lost, 'customer-link-not-found', 'fr');
    await french.close();
  });
});

test('a corporate user may look but not add, edit or assign', async ({ page }) => {
  await signInFully(page, 'corporate@demo.dealer.test');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Add a customer' })).toHaveCount(0);
  await rows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a deal' })).toHaveCount(0);
  await expect(page.getByText('Corporate accounts cannot change this.')).toBeVisible();
  // A deal's card: its links may be read, but sending the customer a link is a right corporate users lose.
  const [deal] = ((await (await page.request.get('/api/dealer/order/?page_size=1')).json()) as { results: { id: number; customer: number }[] }).results;
  await page.goto(`/dealer/customers/${deal!.customer}`);
  await expect(page.getByRole('button', { name: `Customer links of deal ${deal!.id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Email the link of deal/ })).toHaveCount(0);
});
