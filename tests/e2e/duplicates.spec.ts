import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, switchLanguage } from './support';

// Issue 18 item 4: a sales manager merges two duplicate customers in French without losing a deal,
// then undoes it from the kept customer's record; the screen in English and French on a laptop and a
// phone. The journey makes its own pair through the API (the demo's order does not matter) and puts
// it away at the end (deals archived, customers Lost) so that no later journey meets it first.

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const csrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

async function api(page: Page, method: 'POST' | 'PATCH', url: string, data: unknown): Promise<Record<string, unknown>> {
  const r = await page.request.fetch(url, { method, data, headers: { 'x-csrftoken': await csrf(page) } });
  expect(r.ok(), `${method} ${url}: ${await r.text()}`).toBe(true);
  return (await r.json()) as Record<string, unknown>;
}

/** A few letters nobody else's name has: the pair is this run's own. */
const tag = () => Array.from(String(Date.now()).slice(-6), (d) => 'qwrtzpsdfg'[Number(d)]).join('');

interface Pair { readonly kept: number; readonly other: number; readonly keptName: string; readonly otherName: string; readonly deals: readonly { id: number; vehicle: string }[] }

async function makePair(page: Page): Promise<Pair> {
  const suffix = tag();
  const phone = `416555${String(Date.now()).slice(-4)}`;
  const person = (first: string, last: string, email: string, phoneText: string) => ({
    first_name: first, last_name: last, email, email_confirmation: email, phone: phoneText, address_line_1: '12 Queen St W', address_line_2: '',
    city: 'Toronto', province: 'on', postal_code: 'M5V 2T6', note: '', allow_duplicate: true,
  });
  const a = await api(page, 'POST', '/api/dealer/customer/', person('Éloïse', `Bérubé-${suffix}`, `eloise.${suffix}@exemple.ca`, phone));
  const b = await api(page, 'POST', '/api/dealer/customer/', person('Eloise', `Berube-${suffix}`, '', `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`));
  const stock = (await (await page.request.get('/api/dealer/inventory/search/?stock_status=I')).json()) as { results: { id: number; formatted_name: string }[] };
  expect(stock.results.length).toBeGreaterThan(1);
  const [first, second] = [stock.results[0]!, stock.results[1]!];
  const dealA = await api(page, 'POST', '/api/dealer/order/', { customer: a['id'], vehicle: first.id, payment_type: 'finance', allow_duplicate: true });
  const dealB = await api(page, 'POST', '/api/dealer/order/', { customer: b['id'], vehicle: second.id, payment_type: 'cash', allow_duplicate: true });
  return {
    kept: a['id'] as number, other: b['id'] as number, keptName: `Éloïse Bérubé-${suffix}`, otherName: `Eloise Berube-${suffix}`,
    deals: [{ id: dealA['id'] as number, vehicle: first.formatted_name }, { id: dealB['id'] as number, vehicle: second.formatted_name }],
  };
}

async function putAway(page: Page, pair: Pair): Promise<void> {
  for (const deal of pair.deals) await page.request.patch(`/api/dealer/order/${deal.id}/set_archive_status_order/`, { data: { archivedStatus: true, id: deal.id }, headers: { 'x-csrftoken': await csrf(page) } });
  await page.request.post('/api/dealer/customer/set_archive_status/', { data: { id_list: [pair.kept, pair.other], status: 'Lost' }, headers: { 'x-csrftoken': await csrf(page) } });
}

const dealsOf = async (page: Page, customer: number) =>
  ((await (await page.request.get(`/api/dealer/order/?customer=${customer}`)).json()) as { results: { id: number }[] }).results.map((d) => d.id).sort((x, y) => x - y);

test('a sales manager merges two duplicate customers in French without losing a deal, then undoes it', async ({ signedInPage }) => {
  const page = await signedInPage('manager', { viewport: LAPTOP });
  const pair = await makePair(page);
  try {
    await page.goto('/dealer/customers');
    await switchLanguage(page, 'fr');
    await page.getByRole('link', { name: /^Doublons possibles/ }).click();
    await expect(page).toHaveURL(/\/dealer\/customers\/duplicates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Doublons possibles' })).toBeVisible();
    const card = page.getByRole('listitem', { name: `${pair.keptName} · ${pair.otherName}` });
    await expect(card.getByText('Même téléphone')).toBeVisible();
    await expect(card.getByText('Même nom et code postal')).toBeVisible();
    await card.getByRole('button', { name: 'Comparer' }).click();
    await expect(card.getByRole('radio', { name: new RegExp(`^${pair.keptName}`) })).toBeChecked();
    await expect(card.getByTestId('merge-counts')).toContainText('1 transaction');
    await expect(card.getByRole('cell', { name: `eloise.${pair.keptName.split('-')[1]}@exemple.ca` }).first()).toBeVisible();
    await screenshot(page, 'duplicates-laptop', 'fr');

    await card.getByRole('button', { name: `Fusionner dans ${pair.keptName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionner ces clients?' });
    await expect(dialog).toContainText('1 transaction');
    await dialog.getByRole('button', { name: 'Fusionner', exact: true }).click();
    await expect(page.getByText(`${pair.otherName} a été fusionné dans ${pair.keptName}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la fusion' })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await dealsOf(page, pair.kept)).toEqual(pair.deals.map((d) => d.id).sort((x, y) => x - y));

    // The kept record shows both deals, and offers the undo.
    await page.goto(`/dealer/customers/${pair.kept}`);
    for (const deal of pair.deals) await expect(page.getByRole('article').filter({ hasText: deal.vehicle }).first()).toBeVisible();
    const banner = page.getByTestId('merge-undo-banner');
    await expect(banner).toContainText(`${pair.otherName} a été fusionné dans ce client`);
    await screenshot(page, 'duplicates-kept-record-laptop', 'fr');
    await banner.getByRole('button', { name: 'Annuler la fusion' }).click();
    await expect(page.getByText('La fusion a été annulée').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await dealsOf(page, pair.kept)).toEqual([pair.deals[0]!.id]);
    expect(await dealsOf(page, pair.other)).toEqual([pair.deals[1]!.id]);
    expect((await page.request.get(`/api/dealer/dealership/customers/${pair.other}/`)).status()).toBe(200);

    // The screen again, in English, with the keyboard: Tab to the pair's Compare, Enter.
    await switchLanguage(page, 'en');
    await page.goto('/dealer/customers/duplicates');
    const again = page.getByRole('listitem', { name: `${pair.keptName} · ${pair.otherName}` });
    await again.getByRole('button', { name: 'Compare' }).focus();
    await page.keyboard.press('Enter');
    await expect(again.getByTestId('merge-counts')).toContainText('1 deal');
    await screenshot(page, 'duplicates-laptop', 'en');
  } finally {
    await switchLanguage(page, 'en').catch(() => undefined);
    await putAway(page, pair);
  }
});

test('on a phone the comparison stacks, in English and French', async ({ signedInPage }) => {
  const page = await signedInPage('manager', { viewport: PHONE });
  const pair = await makePair(page);
  try {
    await page.goto('/dealer/customers/duplicates');
    const card = page.getByRole('listitem', { name: `${pair.keptName} · ${pair.otherName}` });
    await card.getByRole('button', { name: 'Compare' }).click();
    await expect(card.getByTestId('merge-counts')).toContainText('1 deal');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(page, 'duplicates-phone', 'en');
    await switchLanguage(page, 'fr');
    await expect(card.getByTestId('merge-counts')).toContainText('1 transaction');
    await screenshot(page, 'duplicates-phone', 'fr');
  } finally {
    await switchLanguage(page, 'en').catch(() => undefined);
    await putAway(page, pair);
  }
});

test('a sales rep is not offered the duplicates and is refused the screen', async ({ signedInPage }) => {
  const page = await signedInPage('rep');
  await expect(page.getByRole('link', { name: /^Possible duplicates/ })).toHaveCount(0);
  await page.goto('/dealer/customers/duplicates');
  await expect(page.getByText('You do not have access to this page').first()).toBeVisible();
});
