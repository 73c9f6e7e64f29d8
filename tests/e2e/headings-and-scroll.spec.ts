import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, switchLanguage } from './support';

// Issue 29 item 6: a deal's step pages have one h1 (the customer's name; the step is its section), and
// the analytics dashboard read in French on a phone has no scrollable region a keyboard cannot reach.

const PHONE = { width: 390, height: 844 };

test('every step page of a deal has exactly one h1', async ({ signedInPage }) => {
  const page = await signedInPage('admin');
  const deal = await aDealWithAVehicle(page);
  const base = `/dealer/customers/${deal.customer}`;
  // Each step page by the heading it shows once drawn, so the count is taken on the whole page.
  const steps: readonly (readonly [string, string | RegExp])[] = [
    [`${base}/order/${deal.id}/trade-in`, 'Trade-in'], [`${base}/order/${deal.id}/personal-application`, 'Credit application'],
    [`${base}/order/${deal.id}/deposit`, 'Deposit'], [`${base}/order/${deal.id}/appointment`, 'Appointment'],
    [`${base}/quote-builder/${deal.id}`, 'Quote builder'], [`${base}/file-upload/${deal.id}`, 'Documents'],
  ];
  for (const [url, title] of steps) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
  }
  await page.context().close();
});

test('the analytics dashboard in French on a phone: every scrollable region is reachable by keyboard', async ({ signedInPage }) => {
  const page = await signedInPage('admin', { viewport: PHONE });
  await page.goto('/dealer/analytics');
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Entonnoir des transactions' });
  await funnel.getByText('Tableau').click();
  await expect(funnel.getByRole('table')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await switchLanguage(page, 'en');
  await page.context().close();
});
