import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Issue 16 item 6, the DMS link: a sales manager sends a deal to the (simulated) DMS from the deal
// card and sees it pushed with the DMS's deal number; a deal whose customer has no phone comes back
// refused, the field named with a link to the customer record. The journey makes its own customers
// and deals through the API (no other journey touches them), on a laptop and on a phone, EN and FR.

const CSRF = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

interface Made { readonly customer: number; readonly order: number; readonly vehicle: string }

/** A customer of the manager's store (with or without a phone) and a deal on a vehicle in stock. */
async function makeDeal(page: Page, tag: string, withPhone: boolean): Promise<Made> {
  const headers = { 'X-CSRFToken': await CSRF(page) };
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const base = {
    first_name: 'Dms', last_name: `${tag}-${[...unique.slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`, email: `dms-${tag}-${unique}@example.test`, email_confirmation: `dms-${tag}-${unique}@example.test`,
    ...(withPhone ? { phone: `514555${unique.slice(-4)}` } : {}), allow_duplicate: true,
  };
  let made = await page.request.post('/api/dealer/customer/', { headers, data: { ...base, postal_code: 'H2X 1Y4' } });
  if (made.status() === 400 && (await made.text()).includes('postal_code')) made = await page.request.post('/api/dealer/customer/', { headers, data: { ...base, postal_code: '05401' } });
  expect(made.status(), await made.text()).toBe(201);
  const customer = ((await made.json()) as { id: number }).id;
  const { results: vehicles } = (await (await page.request.get('/api/dealer/inventory/search/')).json()) as { results: { id: number; formatted_name?: string }[] };
  const vehicle = vehicles[vehicles.length - 1]!;
  const order = await page.request.post('/api/dealer/order/', { headers, data: { customer, vehicle: vehicle.id, payment_type: 'cash' } });
  expect(order.ok(), await order.text()).toBe(true);
  const body = (await order.json()) as { id: number; vehicle: { formatted_name: string } | null };
  return { customer, order: body.id, vehicle: body.vehicle?.formatted_name ?? '' };
}

test.describe.serial('the DMS link on the deal card', () => {
  let page: Page;
  let good: Made;
  let noPhone: Made;
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('manager', { viewport: { width: 1366, height: 768 } });
    good = await makeDeal(page, 'Sent', true);
    noPhone = await makeDeal(page, 'Nophone', false);
  });
  test.afterAll(async () => { await page.context().close(); });

  const section = (id: number) => page.getByRole('region', { name: `DMS of deal ${id}` });

  test('a manager sends a deal and sees it pushed with the DMS deal number', async () => {
    await page.goto(`/dealer/customers/${good.customer}`);
    const dms = section(good.order);
    await expect(dms.getByText('Not sent to the DMS yet.')).toBeVisible();
    await dms.getByRole('button', { name: `Send deal ${good.order} to the DMS` }).click();
    await expect(page.getByTestId(`dms-state-${good.order}`)).toHaveText('Sent', { timeout: 20_000 });
    await expect(dms.getByText(/^DMS deal SIM-\d{6}$/)).toBeVisible();
    await expect(dms.getByText(/Last sent .* by /)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'dms-pushed-laptop', 'en');

    // Sending again asks first: the DMS already has the deal.
    await dms.getByRole('button', { name: `Send deal ${good.order} to the DMS` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this deal to the DMS again?' });
    await expect(dialog).toContainText('SIM-');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId(`dms-state-${good.order}`)).toHaveText('Sent');

    const info = (await (await page.request.get(`/api/dms-integrations/integrations/sync-info/${good.order}/`)).json()) as { history: unknown[] };
    expect(info.history).toHaveLength(1);
  });

  test('a deal whose customer has no phone shows the DMS\'s field error, linked to the customer record', async () => {
    await page.goto(`/dealer/customers/${noPhone.customer}`);
    const dms = section(noPhone.order);
    await dms.getByRole('button', { name: `Send deal ${noPhone.order} to the DMS` }).click();
    await expect(page.getByTestId(`dms-state-${noPhone.order}`)).toHaveText('Failed', { timeout: 20_000 });
    await expect(dms.getByText('The DMS refused these fields:')).toBeVisible();
    await expect(dms.getByText('Customer\'s phone')).toBeVisible();
    await expect(dms.getByRole('link', { name: 'Fix on the customer record' })).toHaveAttribute('href', `/dealer/customers/${noPhone.customer}`);
    // The rest of the card still works.
    await expect(page.getByRole('article', { name: `Deal ${noPhone.order}: ${noPhone.vehicle}` }).getByRole('button', { name: 'History' })).toBeVisible();
    await screenshot(page, 'dms-refused-laptop', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('region', { name: `DMS de la transaction ${noPhone.order}` }).getByText('Téléphone du client')).toBeVisible();
    await expect(page.getByRole('region', { name: `DMS de la transaction ${noPhone.order}` }).getByRole('link', { name: 'Corriger dans la fiche du client' })).toBeVisible();
    await screenshot(page, 'dms-refused-laptop', 'fr');
    await page.goto(`/dealer/customers/${good.customer}`);
    await expect(page.getByTestId(`dms-state-${good.order}`)).toHaveText('Envoyée');
    await screenshot(page, 'dms-pushed-laptop', 'fr');
    await switchLanguage(page, 'en');
  });

  test('on a phone (390 px), in both languages', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dealer/customers/${noPhone.customer}`);
    await expect(section(noPhone.order).getByText('Customer\'s phone')).toBeVisible();
    await screenshot(page, 'dms-refused-phone', 'en');
    await page.goto(`/dealer/customers/${good.customer}`);
    await expect(page.getByTestId(`dms-state-${good.order}`)).toHaveText('Sent');
    await screenshot(page, 'dms-pushed-phone', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByTestId(`dms-state-${good.order}`)).toHaveText('Envoyée');
    await screenshot(page, 'dms-pushed-phone', 'fr');
    await page.goto(`/dealer/customers/${noPhone.customer}`);
    await expect(page.getByRole('region', { name: `DMS de la transaction ${noPhone.order}` }).getByText('Téléphone du client')).toBeVisible();
    await screenshot(page, 'dms-refused-phone', 'fr');
    await switchLanguage(page, 'en');
  });
});
