import nodemailer from 'nodemailer';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, switchLanguage } from './support';

// Issue 30.6: ADF leads by e-mail. The organization admin in the Vermont store opens "Import ADF
// leads" and finds the store's address; a lead e-mailed to it (nodemailer to the server's SMTP
// listener, scripts/e2e-server.mjs) becomes a customer, an e-mail without ADF is listed as kept
// aside with its reason. EN and FR.

const LAPTOP = { width: 1366, height: 768 };

/** Sends an e-mail to the worker's SMTP listener (1000 ports above its HTTP server). */
async function mail(page: Page, to: string, subject: string, text: string): Promise<void> {
  const port = Number(new URL(page.url()).port) + 1000;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'leads@cars.example', to, subject, text });
  } finally {
    transport.close();
  }
}

const lead = (email: string) => `<?xml version="1.0" encoding="UTF-8"?>
<adf><prospect status="new"><requestdate>2026-12-06T09:30:00-05:00</requestdate>
<customer><contact primarycontact="1"><name part="first">Avery</name><name part="last">Mailed-Lead</name><email>${email}</email><phone>802-555-0277</phone>
<address><city>Burlington</city><regioncode>VT</regioncode><postalcode>05401</postalcode><country>US</country></address></contact></customer>
<vendor><vendorname>Green Mountain Auto</vendorname></vendor><provider><name part="full">Cars.com</name></provider></prospect></adf>`;

test.describe.serial('ADF leads by e-mail', () => {
  let page: Page;
  const run = Date.now();
  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('orgadmin', { viewport: LAPTOP, dealership: /Green Mountain Auto/ });
  });
  test.afterAll(async () => { await page.context().close(); });

  test('shows the store\'s address; a lead e-mailed to it is a customer, an e-mail without ADF is kept aside (EN, FR)', async () => {
    await page.goto('/dealer/customers');
    await page.getByRole('button', { name: 'Import ADF leads' }).click();
    const dialog = page.getByRole('dialog');
    const address = (await dialog.locator('code').textContent()) ?? '';
    expect(address).toMatch(/^leads\+[a-z2-7]{16}@leads\.demo\.dealer\.test$/);
    await mail(page, address, `Lead ${run}`, `New lead:\n${lead(`avery.${run}@example.com`)}`);
    await mail(page, address, `Question ${run}`, 'Is the blue one still there?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Import ADF leads' }).click();
    const kept = page.getByRole('dialog').getByRole('list', { name: 'Emails kept aside' });
    await expect(kept.getByText(`“Question ${run}”`, { exact: false })).toBeVisible();
    await expect(kept.getByText('No ADF lead in the message nor an .xml attachment.').first()).toBeVisible();
    await expect(kept.getByText(`Lead ${run}`)).toHaveCount(0);
    await screenshot(page, 'adf-mail-1366', 'en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    const found = (await (await page.request.get('/api/dealer/customer/?search=Avery')).json()) as { results: { full_name: string; email: string }[] };
    expect(found.results.filter((c) => c.email === `avery.${run}@example.com`).map((c) => c.full_name)).toEqual(['Avery Mailed-Lead']);
    await switchLanguage(page, 'fr');
    await page.getByRole('button', { name: 'Importer des pistes ADF' }).click();
    const fr = page.getByRole('dialog').getByRole('list', { name: 'Courriels mis de côté' });
    await expect(fr.getByText(`« Question ${run} »`, { exact: false })).toBeVisible();
    await expect(fr.getByText('Aucune piste ADF dans le message ni en pièce jointe .xml.').first()).toBeVisible();
    await screenshot(page, 'adf-mail-1366', 'fr');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
    await switchLanguage(page, 'en');
  });
});
