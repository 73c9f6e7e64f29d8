import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// The analytics dashboard (issue 17): a dealer admin (the store's general manager) and an organization
// admin read it in English and French on the demo data, every headline figure as the API counts it;
// a rep without the flag is sent to the customer list.

interface Figures {
  readonly leads: readonly { readonly count: number }[];
  readonly deals: number;
  readonly funnel: readonly { readonly step: string; readonly count: number }[];
  readonly trade_in_offers: { readonly made: number; readonly accepted: number };
}
interface Report {
  readonly range: { readonly from: string; readonly to: string };
  readonly stores: readonly { readonly id: number; readonly name: string; readonly current: Figures }[];
  readonly total: { readonly current: Figures } | null;
}

async function report(page: Page): Promise<Report> {
  const r = await page.request.get('/api/dealer/analytics/');
  expect(r.status()).toBe(200);
  return await r.json() as Report;
}

const kpi = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true }).locator('[data-kpi-value]');
const leadsOf = (f: Figures) => f.leads.reduce((n, l) => n + l.count, 0);
const soldOf = (f: Figures) => f.funnel.find((s) => s.step === 'sold')?.count ?? 0;
const digits = (n: number) => new RegExp(`^${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '[ ,\u00a0\u202f]?')}$`);

async function expectHeadlines(page: Page, f: Figures, labels: { leads: string; deals: string; sold: string; offers: string }): Promise<void> {
  await expect(kpi(page, labels.leads)).toHaveText(digits(leadsOf(f)));
  await expect(kpi(page, labels.deals)).toHaveText(digits(f.deals));
  await expect(kpi(page, labels.sold)).toHaveText(digits(soldOf(f)));
  await expect(kpi(page, labels.offers)).toHaveText(digits(f.trade_in_offers.accepted));
}

const EN = { leads: 'Leads', deals: 'Deals', sold: 'Sold', offers: 'Trade-in offers accepted' };
const FR = { leads: 'Prospects', deals: 'Transactions', sold: 'Vendues', offers: "Offres d'échange acceptées" };

test('a general manager opens the dashboard from the navbar, reads its figures as a table, exports them, and reads it in French', async ({ signedInPage }) => {
  // Two accessibility scans, an export and both languages: more than a minute under the full run's load.
  test.slow();
  const page = await signedInPage('admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/dealer\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const r = await report(page);
  expect(r.stores).toHaveLength(1);
  const f = r.stores[0]!.current;
  await expectHeadlines(page, f, EN);
  const funnel = page.getByRole('region', { name: 'Deal funnel' });
  await funnel.getByText('Table').click();
  await expect(funnel.getByRole('row')).toHaveCount(1 + 1 + f.funnel.length);
  await expect(funnel.getByRole('row', { name: /^Sold/ }).getByRole('cell').first()).toHaveText(digits(soldOf(f)));
  const [download] = await Promise.all([page.waitForEvent('download'), funnel.getByRole('button', { name: /Export CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`analytics-funnel-${r.range.from}-${r.range.to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Step,Deals,Share of deals,Conversion');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'analytics-admin', 'en');

  await page.getByRole('textbox', { name: 'From' }).fill('2026-03-02');
  await page.getByRole('textbox', { name: 'To' }).fill('2026-03-01');
  await expect(page.getByText('The last day must come after the first day.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue('2026-03-01');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(kpi(page, EN.leads)).toHaveText(digits(leadsOf(f)));

  await switchLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expectHeadlines(page, f, FR);
  await expect(page.getByRole('region', { name: 'Entonnoir des transactions' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'analytics-admin', 'fr');
  await switchLanguage(page, 'en');
});

test('an organization admin sees the roll-up of the group\'s stores and each store side by side, in English and French', async ({ signedInPage }) => {
  const page = await signedInPage('orgadmin', { dealership: /Lakeshore Motors/ });
  await page.goto('/dealer/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const r = await report(page);
  expect(r.stores.length).toBeGreaterThan(1);
  await expectHeadlines(page, r.total!.current, EN);
  const side = page.getByRole('region', { name: 'Stores side by side', exact: true });
  for (const s of r.stores) await expect(side.getByRole('columnheader', { name: s.name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Stores' }).click();
  await page.getByRole('option', { name: r.stores[1]!.name }).click();
  await expectHeadlines(page, r.stores[1]!.current, EN);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'analytics-organization', 'en');
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('region', { name: 'Concessionnaires côte à côte', exact: true })).toBeVisible();
  await expectHeadlines(page, r.stores[1]!.current, FR);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'analytics-organization', 'fr');
  await switchLanguage(page, 'en');
});

test('a sales rep without the flag is not offered the dashboard and is sent to the customer list', async ({ signedInPage }) => {
  const page = await signedInPage('rep');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await page.goto('/dealer/analytics');
  await expect(page).toHaveURL(/\/dealer\/customers$/);
  expect((await page.request.get('/api/dealer/analytics/')).status()).toBe(403);
});
