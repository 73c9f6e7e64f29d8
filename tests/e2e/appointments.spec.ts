import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Issue 14 item 4: the Ontario dealer admin proposes an appointment on a demo deal within the
// store's hours, then confirms it; the customer is e-mailed with an .ics. Screenshots EN and FR,
// laptop and phone (390 px).

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Deal {
  readonly id: number;
  readonly customer: number;
  readonly customer_details: { readonly full_name: string; readonly email: string };
  readonly status: string;
  readonly is_archived: boolean;
  readonly appointment_status: string | null;
}
interface Mail { readonly channel: string; readonly to: string; readonly subject: string; readonly attachments?: { filename: string; content_type: string; content: string }[] }

/** A day a week ahead on the store's clock (Toronto), as the date field takes it. */
const weekAhead = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' })
  .format(new Date(Date.now() + 7 * 86_400_000));

test.describe.serial('appointments', () => {
  let page: Page;
  let deal: Deal;
  const url = () => `/dealer/customers/${deal.customer}/order/${deal.id}/appointment`;

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: LAPTOP });
    const response = await page.request.get('/api/dealer/order/?page_size=100');
    const { results } = (await response.json()) as { results: Deal[] };
    deal = results.find((d) => !d.is_archived && d.appointment_status !== 'confirmed' && d.customer_details.email !== ''
      && !['canceled', 'declined', 'refunded', 'expired', 'failed'].includes(d.status))!;
    expect(deal).toBeDefined();
  });
  test.afterAll(async () => { await page.context().close(); });

  test('proposes a time among the open slots: the page shows it on the store\'s clock, unconfirmed', async () => {
    await page.goto(url());
    await expect(page.getByRole('heading', { level: 2, name: 'Appointment' })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
    await expect(page.getByText('Store hours')).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(weekAhead());
    await page.getByRole('combobox', { name: 'Start time' }).click();
    await page.getByRole('option', { name: '14:00', exact: true }).click();
    await page.getByRole('button', { name: 'Propose this time' }).click();
    await expect(page.getByTestId('appointment-status')).toHaveText('Unconfirmed');
    await expect(page.getByTestId('appointment-time')).toContainText('2:00');
    await expect(page.getByRole('status')).toContainText('Time proposed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'appointment-proposed-laptop', 'en');
  });

  test('confirms it after the modal: the customer gets the e-mail with the .ics', async () => {
    await page.getByRole('button', { name: 'Confirm appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this appointment?' });
    await expect(dialog).toContainText('calendar file');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByTestId('appointment-status')).toHaveText('Confirmed');
    await expect(page.getByRole('status')).toContainText('Appointment confirmed');
    const day = weekAhead().replace(/-/g, '');
    await expect.poll(async () => {
      const mails = (await (await page.request.get('/api/demo/outbox/')).json()) as Mail[];
      const mail = mails.find((m) => m.channel === 'email' && m.to === deal.customer_details.email && /confirm/i.test(m.subject));
      const ics = mail?.attachments?.[0];
      return ics === undefined ? null : { type: ics.content_type, starts: new RegExp(`DTSTART:${day}T\\d{6}Z`).test(ics.content), uid: /UID:appointment-/.test(ics.content) };
    }, { message: 'the confirmation e-mail with its .ics in the demo inbox', timeout: 15_000 }).toEqual({ type: 'text/calendar; charset=utf-8', starts: true, uid: true });
    await screenshot(page, 'appointment-confirmed-laptop', 'en');
  });

  test('reads well on a phone, in English and in French', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url());
    await expect(page.getByTestId('appointment-status')).toHaveText('Confirmed');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'appointment-phone', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Rendez-vous' })).toBeVisible();
    await expect(page.getByTestId('appointment-status')).toHaveText('Confirmé');
    await expect(page.getByRole('button', { name: 'Annuler le rendez-vous' })).toBeVisible();
    await screenshot(page, 'appointment-phone', 'fr');
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'appointment-confirmed-laptop', 'fr');
    await switchLanguage(page, 'en');
  });
});
