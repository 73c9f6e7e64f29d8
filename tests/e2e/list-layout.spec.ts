import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot } from './support';

// Issue 10 item 8: the customer list, the record, and the fees and add-ons tables on a laptop
// (1366 × 768) and a phone (390 × 844), in English (Ontario admin) and French (Québec admin).
// Each check measures the page as laid out: cut text, clipped controls, sideways overflow.

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const LANGS = [
  { lang: 'en', user: 'admin', list: 'Customers', steps: 'Deal steps', vehicle: 'Vehicle', edit: 'Edit', delete: 'Delete' },
  { lang: 'fr', user: 'admin.qc', list: 'Clients', steps: 'Étapes de la transaction', vehicle: 'Véhicule', edit: 'Modifier', delete: 'Supprimer' },
] as const;

/** How far the page scrolls sideways: 390 or less means nothing sticks out of a phone's screen. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Texts cut by their box (header cells, badge labels) that carry no title to read them in full. */
function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((nodes) => nodes
    .filter((n) => n.scrollWidth > n.clientWidth + 1 && n.closest('[title]') === null)
    .map((n) => `${n.textContent ?? ''} (${n.scrollWidth} > ${n.clientWidth})`));
}

/** Whether the table's scroll box is wider inside than out (then a hint must say so). */
const tableOverflows = (page: Page, tableName: string) => page.getByRole('table', { name: tableName }).evaluate((table) => {
  let box: HTMLElement | null = table.parentElement;
  while (box !== null && box.scrollWidth <= box.clientWidth + 1 && box !== document.body) box = box.parentElement;
  return box !== null && box !== document.body;
});

/** The button lies inside the viewport's width (not clipped, not scrolled away). */
async function inViewport(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name }).first();
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
}

for (const L of LANGS) {
  test.describe.serial(`the lists on a laptop and a phone (${L.lang})`, () => {
    let page: Page;
    test.beforeAll(async ({ signedInPage }) => { page = await signedInPage(L.user, { viewport: LAPTOP, language: L.lang }); });
    test.afterAll(async () => { await page.context().close(); });

    test('at 1366 px every header and badge reads in full, and the table fits or says it scrolls', async () => {
      await page.setViewportSize(LAPTOP);
      await page.goto('/dealer/customers');
      const table = page.getByRole('table', { name: L.list });
      await expect(table.locator('tbody tr')).toHaveCount(10);
      expect(await cutTexts(page, 'table th, table th button')).toEqual([]);
      expect(await cutTexts(page, 'table .mantine-Badge-label')).toEqual([]);
      if (await tableOverflows(page, L.list)) await expect(page.getByRole('note').filter({ hasText: L.lang === 'en' ? 'scroll' : 'défiler' })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(LAPTOP.width);
      await screenshot(page, 'layout-customers-1366', L.lang);
      // A narrower window (1024 px less the menu) cannot hold the columns: the table says it scrolls, and a keyboard can scroll it.
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await tableOverflows(page, L.list)).toBe(true);
      await expect(page.getByRole('note').filter({ hasText: L.lang === 'en' ? 'scroll the table sideways' : 'faites défiler le tableau' })).toBeVisible();
      await expect(page.getByRole('region', { name: L.list })).toHaveAttribute('tabindex', '0');
      expect(await pageWidth(page)).toBeLessThanOrEqual(1024);
    });

    test('at 390 px the customers are cards with name, vehicle and steps; filters and pages fit the screen', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/dealer/customers');
      const cards = page.getByRole('list', { name: L.list }).locator(':scope > li');
      await expect(cards).toHaveCount(10);
      await expect(page.getByRole('table', { name: L.list })).toHaveCount(0);
      const first = cards.first();
      await expect(first.getByRole('link').first()).toBeVisible();
      await expect(first.getByText(L.vehicle, { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: L.steps }).first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      for (const radio of await page.getByRole('radiogroup').first().locator('label').all()) {
        const box = (await radio.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await radio.evaluate((n) => n.scrollWidth <= n.clientWidth + 1)).toBe(true);
      }
      const pager = page.getByRole('navigation', { name: L.lang === 'en' ? 'Pages of the list' : 'Pages de la liste' });
      const controls = await pager.getByRole('button').evaluateAll((nodes) => new Set(nodes.map((n) => Math.round(n.getBoundingClientRect().top))).size);
      expect(controls, 'the pager holds on one line').toBe(1);
      await page.getByLabel(L.lang === 'en' ? 'Sort by' : 'Trier par').selectOption('name');
      await expect(page).toHaveURL(/ordering=name/);
      const firstByName = ((await (await page.request.get('/api/dealer/customer/?ordering=name')).json()) as { results: { full_name: string }[] }).results[0]!.full_name;
      await expect(cards.first().getByRole('link').first()).toHaveText(firstByName);
      await screenshot(page, 'layout-customers-390', L.lang);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the record names the customer in the tab, and phone and e-mail are links to call and write', async () => {
      await page.setViewportSize(PHONE);
      const card = page.getByRole('list', { name: L.list }).locator(':scope > li').filter({ has: page.locator('a[href^="mailto:"]') })
        .filter({ has: page.locator('a[href^="tel:"]') }).first();
      const name = (await card.getByRole('link').first().textContent())!;
      const mail = (await card.locator('a[href^="mailto:"]').first().getAttribute('href'))!;
      await card.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} · ${L.list} · ${L.lang === 'en' ? 'Dealer panel' : 'Panneau concessionnaire'}`);
      await expect(page.locator(`a[href="${mail}"]`).first()).toBeVisible();
      await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'layout-record-390', L.lang);
      await page.setViewportSize(LAPTOP);
      await screenshot(page, 'layout-record-1366', L.lang);
    });

    test('at 390 px Edit and Delete of the fees and the add-ons are on screen', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/dealer/fees-and-discounts');
      await inViewport(page, L.edit);
      await inViewport(page, L.delete);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'layout-fees-390', L.lang);
      await page.goto('/dealer/aftermarket');
      await inViewport(page, L.edit);
      await inViewport(page, L.delete);
      expect(await cutTexts(page, 'table .mantine-Badge-label')).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'layout-addons-390', L.lang);
    });
  });
}
