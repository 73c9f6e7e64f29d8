import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInFully, aDealWithAVehicle, type DemoDeal } from './support';

// Issue 10.1: leaving the pricing worksheet showed "This page could not be shown" with no header,
// because an effect returned scrollIntoView's Promise and React called it as the cleanup. For each
// role that opens worksheets, the worksheet is left by the three ways out, and the page reached
// must render with the header and without the error page.

type Deal = DemoDeal;


async function openWorksheet(page: Page, deal: Deal): Promise<void> {
  await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
  await expect(page.getByRole('heading', { name: 'Pricing worksheet' })).toBeVisible();
  // The first price of a deal another journey may be writing to, on a loaded machine: more than 10 s once.
  await expect(page.getByTestId('ws-cash-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 25_000 });
}

async function expectRenderedWithHeader(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pricing worksheet' })).toHaveCount(0);
}

const ROLES = ['admin@demo.dealer.test', 'manager@demo.dealer.test', 'rep@demo.dealer.test', 'corporate@demo.dealer.test'] as const;

for (const email of ROLES) {
  test(`${email} leaves the worksheet by the sidebar, "Back to the deals" and "Back to the customers"`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await signInFully(page, email);
      const deal = await aDealWithAVehicle(page);

      await openWorksheet(page, deal);
      await page.getByRole('navigation').getByRole('link', { name: 'Customers', exact: true }).click();
      await expect(page).toHaveURL(/\/dealer\/customers$/);
      await expectRenderedWithHeader(page);

      await openWorksheet(page, deal);
      await page.getByRole('link', { name: 'Back to the deals', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dealer/customers/${deal.customer}$`));
      await expectRenderedWithHeader(page);
      await expect(page.getByRole('heading', { name: 'Deals' })).toBeVisible();

      await openWorksheet(page, deal);
      await page.getByRole('link', { name: '← Back to the customers', exact: true }).click();
      await expect(page).toHaveURL(/\/dealer\/customers(\?.*)?$/);
      await expectRenderedWithHeader(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
