import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, screenshot, switchLanguage } from './support';

// /marketscan (issue 17 item 6) as the demo super admin in Lakeshore Motors: a fee of the journey's
// own (made through the API, not on any deal by default, deleted at the end) is mapped to a
// MarketScan type, saved and read back; a type off the list is refused for its row; undo asks
// first; the worksheet's breakdown shows the demo fees' types in English and French. A dealer
// admin is refused the page and its API. Screenshots EN and FR, laptop and phone.

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SUFFIX = String(Date.now() % 1_000_000);
const NAME = `Paperwork check ${SUFFIX}`;
const NAME_FR = `Vérification des papiers ${SUFFIX}`;

/** The page from its top (a full-page shot of a scrolled page draws the sticky header over the middle). */
const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));
const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
const putMapping = async (request: APIRequestContext, csrf: string, mappings: Record<string, unknown>) =>
  request.put('/api/dealer/marketscan/', { data: { mappings }, headers: { 'X-CSRFToken': csrf } });

test.describe.serial('the MarketScan mapping', () => {
  let page: Page;
  let feeId: number;
  const typeSelect = (name: string) => page.getByRole('combobox', { name });

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('superadmin', { viewport: LAPTOP, dealership: /Lakeshore Motors/ });
    const made = await page.request.post('/api/dealer/fees/global/', {
      data: { name: NAME, name_fr: NAME_FR, amount: '42', include_by_default: false }, headers: { 'X-CSRFToken': await csrfOf(page) },
    });
    expect(made.status()).toBe(201);
    feeId = ((await made.json()) as { id: number }).id;
  });
  test.afterAll(async () => {
    await page.request.delete(`/api/dealer/fees/global/${feeId}/`, { headers: { 'X-CSRFToken': await csrfOf(page) } });
    await page.context().close();
  });

  test('maps a fee to a MarketScan type, saves it and reads it back, in English', async () => {
    await page.goto('/dealer/marketscan');
    await expect(page.getByRole('heading', { level: 1, name: 'MarketScan' })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
    // The demo fees come with their types.
    await expect(typeSelect('MarketScan type of Documentation fee')).toHaveValue('Documentation fee');
    const mine = typeSelect(`MarketScan type of ${NAME}`);
    await expect(mine).toHaveValue('');
    await mine.click();
    await page.getByRole('option', { name: 'Registration', exact: true }).click();
    await expect(page.getByText('1 row changed, not saved yet.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'MarketScan types saved.' })).toBeVisible();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await page.reload();
    await expect(typeSelect(`MarketScan type of ${NAME}`)).toHaveValue('Registration');
    const listed = (await (await page.request.get('/api/dealer/marketscan/')).json()) as { results: { id: number; marketscan_type: string | null; amount: string }[] };
    expect(listed.results.find((r) => r.id === feeId)).toMatchObject({ marketscan_type: 'registration', amount: '42.00' });
    await top(page);
    await screenshot(page, 'marketscan-laptop', 'en');
    await page.setViewportSize(PHONE);
    await expect(typeSelect(`MarketScan type of ${NAME}`)).toBeVisible();
    await top(page);
    await screenshot(page, 'marketscan-phone', 'en');
    await page.setViewportSize(LAPTOP);
  });

  test('refuses a type off the list for its row (400) and keeps the saved mapping', async () => {
    const refused = await putMapping(page.request, await csrfOf(page), { [feeId]: 'bogus' });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({ [`mappings.${feeId}`]: ['choice.invalid'] });
    const listed = (await (await page.request.get('/api/dealer/marketscan/')).json()) as { results: { id: number; marketscan_type: string | null }[] };
    expect(listed.results.find((r) => r.id === feeId)?.marketscan_type).toBe('registration');
  });

  test('reads in French; undoing the changes asks first', async () => {
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'MarketScan' })).toBeVisible();
    const mine = typeSelect(`Type MarketScan de ${NAME_FR}`);
    await expect(mine).toHaveValue('Immatriculation');
    await mine.click();
    await page.getByRole('option', { name: 'Autre', exact: true }).click();
    await expect(page.getByText('1 ligne modifiée, pas encore enregistrée.')).toBeVisible();
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abandonner les modifications?' });
    await dialog.getByRole('button', { name: 'Continuer la modification' }).click();
    await expect(mine).toHaveValue('Autre');
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    await page.getByRole('dialog', { name: 'Abandonner les modifications?' }).getByRole('button', { name: 'Abandonner' }).click();
    await expect(mine).toHaveValue('Immatriculation');
    expect(await accessibilityViolations(page)).toEqual([]);
    await top(page);
    await screenshot(page, 'marketscan-laptop', 'fr');
    await page.setViewportSize(PHONE);
    await expect(mine).toBeVisible();
    await top(page);
    await screenshot(page, 'marketscan-phone', 'fr');
    await page.setViewportSize(LAPTOP);
  });

  test('the worksheet\'s breakdown shows each fee\'s MarketScan type, in French and in English', async () => {
    const deal = await aDealWithAVehicle(page, { ontario: true });
    await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    const cash = page.getByRole('region', { name: 'Comptant', exact: true });
    await cash.getByRole('button', { name: 'Afficher le détail du calcul' }).click();
    const breakdown = cash.getByRole('region', { name: 'Calcul du paiement : Comptant' });
    await expect(breakdown).toContainText('MarketScan Frais de documentation');
    await switchLanguage(page, 'en');
    const cashEn = page.getByRole('region', { name: 'Cash', exact: true });
    await expect(cashEn.getByRole('region', { name: 'How the Cash payment is calculated' })).toContainText('MarketScan Documentation fee');
  });
});

test('a dealer admin can neither open /marketscan nor change it', async ({ signedInPage }) => {
  const admin = await signedInPage('admin', { viewport: LAPTOP });
  await admin.goto('/dealer/marketscan');
  await expect(admin.getByRole('heading', { level: 1, name: 'MarketScan' })).toHaveCount(0);
  expect((await admin.request.get('/api/dealer/marketscan/')).status()).toBe(403);
  const refused = await putMapping(admin.request, await csrfOf(admin), { 1: 'doc_fee' });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([403, 'forbidden']);
  await admin.context().close();
});
