import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { checkFrenchScreen, englishOnlyStrings, type ScreenReport } from './french-checks';
import { latestCode, PASSWORD, phoneDigits, switchLanguage } from './support';

// Every built screen in Québec French at a laptop (1366 × 768) and a phone (390 × 844) width, with a
// screenshot of each (test-results/screenshots/fr-<screen>-<width>.png). A screen fails on English
// left in, a number written with a decimal point, or a label cut by its box (french-checks.ts).

test.describe.configure({ timeout: 240_000 }); // two widths of many screens, on a shared machine

const SIZES = [{ width: 1366, height: 768 }, { width: 390, height: 844 }] as const;
const english = englishOnlyStrings();

/**
 * Waits until nothing is loading: no request in flight for a moment (given up after 15 s: a page
 * that polls may never be idle that long on a loaded machine, and the whole walk must not wait its
 * time-out on it), then no skeleton, no spinner.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Skeleton, .mantine-Loader:visible')).toHaveCount(0);
}

/** Shows `screen` at both widths (`open` brings it up again after each resize) and checks each. */
async function walk(page: Page, screen: string, open: () => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open();
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    expectClean(await checkFrenchScreen(page, screen, english));
  }
}

function expectClean(report: ScreenReport): void {
  expect.soft(report, `fr-${report.screen}-${report.width}`).toEqual({ ...report, english: [], pointDecimals: [], cut: [] });
}

async function frenchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: SIZES[0] });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept()); // leaving a half-filled form between screens
  return page;
}

/** The password step in French; the verification page is checked on the way. */
async function signInInFrench(page: Page, email: string, landing: RegExp): Promise<void> {
  await page.goto('/dealer/login');
  await switchLanguage(page, 'fr');
  await page.getByLabel('Courriel', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/verification$/);
  const fr = page.getByRole('radio', { name: 'FR', exact: true });
  if (!(await fr.isChecked())) await switchLanguage(page, 'fr');
  await walk(page, 'verification', async () => { await expect(page.getByLabel('Code de vérification')).toBeVisible(); });
  await page.setViewportSize(SIZES[0]);
  await page.getByLabel('Code de vérification').fill(await latestCode(page.request, since, await phoneDigits(page)));
  await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

interface Deal { readonly id: number; readonly customer: number; readonly is_archived: boolean; readonly vehicle: unknown }

test('the pages reached without signing in, in French', async ({ browser }) => {
  const page = await frenchPage(browser);
  await page.goto('/dealer/login');
  await switchLanguage(page, 'fr');
  await walk(page, 'login', async () => { await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible(); });
  for (const [screen, url] of [
    ['reset-password', '/dealer/reset-password'],
    ['error-page', '/dealer/error-message/server/REF-1234'],
    ['trader-panel-warning', '/dealer/trader-panel-warning'],
    ['trader-panel-successful-login', '/dealer/trader-panel-successful-login'],
    ['demo-inbox', '/dealer/demo-inbox'],
  ] as const) {
    await walk(page, screen, async () => { await page.goto(url); await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); });
  }
  await page.context().close();
});

test.describe('the Québec dealer admin, in French', () => {
  let page: Page;
  let deal: Deal;
  test.beforeAll(async ({ browser }) => {
    page = await frenchPage(browser);
    await signInInFrench(page, 'admin.qc@demo.dealer.test', /\/dealer\/customers$/);
    const response = await page.request.get('/api/dealer/order/?page_size=50');
    deal = ((await response.json()) as { results: Deal[] }).results.find((d) => d.vehicle !== null && !d.is_archived)!;
    expect(deal, 'a demo deal with a vehicle').toBeDefined();
  });
  test.afterAll(async () => { await page.context().close(); });

  const h1 = (name?: string | RegExp): Locator => page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });

  test('the customers screens and the worksheet', async () => {
    const at = (url: string, ready: () => Promise<void>) => async () => { await page.goto(url); await ready(); };
    // A table on a laptop, cards on a phone: the list's range says the page is there at both widths.
    await walk(page, 'customers', at('/dealer/customers', async () => { await expect(page.getByText(/ sur \d[\d\s\u202f]* clients?$/).first()).toBeVisible(); }));
    const record = `/dealer/customers/${deal.customer}`;
    await walk(page, 'customer-record', at(record, async () => { await expect(h1()).toBeVisible(); }));
    await walk(page, 'add-customer', at('/dealer/customers/add', async () => { await expect(h1()).toBeVisible(); }));
    await walk(page, 'add-deal', at(`${record}/add`, async () => { await expect(h1()).toBeVisible(); }));
    await walk(page, 'worksheet', at(`${record}/order/${deal.id}/pricing-worksheet`, async () => {
      await expect(page.getByTestId('ws-lease-payment')).toHaveText(/\d,\d{2}\s\$/, { timeout: 30_000 }); // priced by the server
    }));
    await walk(page, 'worksheet-breakdown', async () => {
      await page.goto(`${record}/order/${deal.id}/pricing-worksheet`);
      await expect(page.getByTestId('ws-lease-payment')).toHaveText(/\d,\d{2}\s\$/, { timeout: 30_000 });
      await page.getByRole('region', { name: 'Location', exact: true }).getByRole('button', { name: /détail du calcul/ }).click();
    });
  });

  test('fees and discounts: the list, the form and its errors, the delete dialog, a toast', async () => {
    const open = async () => { await page.goto('/dealer/fees-and-discounts'); await expect(page.locator('tbody tr').first()).toBeVisible(); };
    await walk(page, 'fees', open);
    await walk(page, 'fee-form-errors', async () => {
      await open();
      await page.getByRole('button', { name: 'Ajouter des frais' }).click();
      const amount = page.getByRole('dialog').getByRole('textbox', { name: 'Montant', exact: true });
      await amount.fill('1234,5'); // typed the French way: kept as 1234.5, written back in French
      await expect(amount).toHaveValue('1\u00a0234,5\u00a0$');
      await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByRole('dialog').locator('[aria-invalid="true"]').first()).toBeVisible();
    });
    await walk(page, 'fee-delete', async () => {
      await open();
      await page.locator('tbody tr').first().getByRole('button', { name: /^Supprimer / }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300); // the modal's opening transition
    });
    await walk(page, 'fee-deal-rows', async () => {
      await page.goto(`/dealer/fees-and-discounts?order=${deal.id}`);
      await page.getByRole('button', { name: 'Ajouter des frais personnalisés' }).click();
    });
    await walk(page, 'fee-saved-toast', async () => {
      await open();
      await page.locator('tbody tr').first().getByRole('button', { name: /^Modifier / }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByRole('button', { name: 'OK, merci' })).toBeVisible();
    });
  });

  test('add-ons, my profile, a page not built yet', async () => {
    await walk(page, 'aftermarket-accessories', async () => { await page.goto('/dealer/aftermarket'); await expect(page.locator('tbody tr').first()).toBeVisible(); });
    await walk(page, 'aftermarket-plans', async () => {
      await page.goto('/dealer/aftermarket');
      await page.getByRole('tab', { name: 'Plans de protection' }).click();
      await expect(page.locator('tbody tr').first()).toBeVisible();
    });
    await walk(page, 'accessory-form', async () => {
      await page.goto('/dealer/aftermarket');
      await page.locator('tbody tr').first().getByRole('button', { name: /^Modifier / }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300); // the modal's opening transition
    });
    await walk(page, 'plan-form', async () => {
      await page.goto('/dealer/aftermarket');
      await page.getByRole('tab', { name: 'Plans de protection' }).click();
      await page.locator('tbody tr').first().getByRole('button', { name: /^Modifier / }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
    });
    // A long toast ("… n'est plus offert aux clients."): its "OK, merci" button must keep its whole label.
    // Switched off at one width and back on at the other, so the store ends as it was.
    await walk(page, 'addon-toast', async () => {
      await page.goto('/dealer/aftermarket');
      await page.locator('tbody tr').filter({ hasText: 'Protecteur de pare-chocs arrière' }).getByRole('switch').click({ force: true });
      await expect(page.getByRole('button', { name: 'OK, merci' })).toBeVisible();
    });
    await walk(page, 'my-profile', async () => { await page.goto('/dealer/my-profile'); await expect(h1()).toBeVisible(); });
    for (const screen of ['users', 'dealerships', 'disclosure', 'activity'] as const) {
      await walk(page, screen, async () => { await page.goto(`/dealer/${screen}`); await expect(h1()).toBeVisible(); });
    }
    await walk(page, 'not-built', async () => { await page.goto('/dealer/questionnaire'); await expect(h1()).toBeVisible(); });
    await walk(page, 'navigation', async () => {
      await page.goto('/dealer/customers');
      const burger = page.getByRole('button', { name: 'Ouvrir la navigation' });
      if (await burger.isVisible()) { await burger.click(); await page.waitForTimeout(300); }
    });
  });
});

test.describe('the super admin, in French, at the Québec store', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await frenchPage(browser);
    await signInInFrench(page, 'superadmin@demo.dealer.test', /\/dealer\/select-dealership$/);
  });
  test.afterAll(async () => { await page.context().close(); });

  test('select a dealership, then every panel of /payments', async () => {
    await walk(page, 'select-dealership', async () => { await expect(page.getByRole('list', { name: 'Vos concessionnaires' })).toBeVisible(); });
    await page.getByRole('list', { name: 'Vos concessionnaires' }).getByRole('button', { name: /Automobiles Saint-Laurent/ }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/);
    for (const [screen, tab] of [['payments-settings', 'Paramètres'], ['payments-lenders', 'Prêteurs'], ['payments-incentives', 'Incitatifs'], ['payments-taxes', 'Taxes de vente']] as const) {
      await walk(page, screen, async () => {
        await page.goto('/dealer/payments');
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await settled(page);
        if (screen === 'payments-lenders') await page.getByRole('navigation', { name: 'Prêteurs' }).locator('a, button').first().click();
      });
    }
  });

  // Every dealer page is built now (issue 17): the "not available yet" panel has no page left to show.
  test('the price profiles and the pricing report, in French', async () => {
    await walk(page, 'price-profiles', async () => {
      await page.goto('/dealer/price-profiles');
      await expect(page.getByRole('heading', { name: 'Profils de prix', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
    });
    await walk(page, 'pricing-report', async () => {
      await page.goto('/dealer/pricing-report?ordering=-days');
      await expect(page.getByRole('heading', { name: 'Rapport de prix', level: 1 })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: /Prix/ }).first()).toBeVisible();
    });
  });
});
