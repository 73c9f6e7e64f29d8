import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Issue 15: the Ontario dealer admin opens a demo deal's submitted credit application from the deal
// card, sees it masked, reveals it (audited) and approves it (sent to RouteOne, simulated); another
// deal is sent back for further verification. Screenshots EN and FR, laptop (1366) and phone (390).

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Deal { readonly id: number; readonly customer: number; readonly is_archived: boolean; readonly steps: readonly { readonly name: string; readonly status: string }[] }

test.describe.serial('credit application', () => {
  let page: Page;
  let deals: Deal[];
  const url = (d: Deal) => `/dealer/customers/${d.customer}/order/${d.id}/personal-application`;

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: LAPTOP });
    const { results } = (await (await page.request.get('/api/dealer/order/?page_size=100')).json()) as { results: Deal[] };
    deals = results.filter((d) => !d.is_archived && d.steps.some((s) => s.name === 'credit-app' && s.status === 'awaiting-dealer'));
    expect(deals.length).toBeGreaterThanOrEqual(2);
  });
  test.afterAll(async () => { await page.context().close(); });

  test('opens from the deal card, masked, then reveals (audited) and approves after the confirmation', async () => {
    const deal = deals[0]!;
    await page.goto(`/dealer/customers/${deal.customer}`);
    await page.getByRole('link', { name: `Credit application of deal ${deal.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`${url(deal)}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Credit application' })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
    await expect(page.getByText('Awaiting the dealer')).toBeVisible();
    const applicant = page.getByRole('region', { name: 'Applicant', exact: true });
    await expect(applicant).toContainText('••• ••• 286');
    await expect(applicant).not.toContainText('046 454 286');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'credit-masked-laptop', 'en');

    await page.getByRole('button', { name: 'Reveal sensitive answers' }).click();
    await expect(page.getByRole('status')).toHaveText('Sensitive answers revealed (recorded).');
    await expect(applicant).toContainText('046 454 286');
    const trail = await (await page.request.get('/api/dealer/dealership/audit-trail/')).json() as { results: { action: string }[] };
    expect(trail.results.some((r) => r.action === 'credit_application_revealed')).toBe(true);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this credit application?' });
    await expect(dialog).toContainText('sent to RouteOne');
    await screenshot(page, 'credit-approve-confirm-laptop', 'en');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toHaveText('Credit application approved.');
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText(/Credit system reference: R1-/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  });

  test('asks for further verification in French: comments required beside the field, then sent', async () => {
    const deal = deals[1]!;
    await page.goto(url(deal));
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Demande de crédit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Codemandeur' })).toBeVisible();
    await screenshot(page, 'credit-masked-laptop', 'fr');
    await page.getByRole('button', { name: 'Demander une vérification supplémentaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demander une vérification supplémentaire?' });
    await dialog.getByRole('button', { name: 'Envoyer au client' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire.').or(dialog.locator('.mantine-Textarea-error'))).toBeVisible();
    await dialog.getByLabel('Ce que le client doit fournir').fill('Deux talons de paie récents, s’il vous plaît');
    await screenshot(page, 'credit-further-verification-laptop', 'fr');
    await dialog.getByRole('button', { name: 'Envoyer au client' }).click();
    await expect(page.getByRole('status')).toHaveText('Renvoyée au client pour vérification supplémentaire.');
    await expect(page.getByText('Vérification supplémentaire demandée')).toBeVisible();
    await expect(page.getByText(/Deux talons de paie récents/)).toBeVisible();
  });

  test('fits a phone (390 px) in both languages', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url(deals[1]!));
    await expect(page.getByRole('heading', { level: 2, name: 'Demande de crédit' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'credit-phone', 'fr');
    await switchLanguage(page, 'en');
    await page.goto(url(deals[0]!));
    await expect(page.getByRole('heading', { level: 2, name: 'Credit application' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'credit-phone', 'en');
  });
});
