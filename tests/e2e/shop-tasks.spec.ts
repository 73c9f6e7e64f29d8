import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, dealLinkOf, makeOwnDeal, screenshot, type MadeDeal } from './support';

// The customer app's appointment and documents tasks (issue 14 items 4, 5 and 6, the customer's half):
// the customer of a Québec demo deal opens their link on a phone, in French; a Sunday (closed) is
// refused beside the picker, a weekday time a week ahead is asked; the page says the dealership will
// confirm it, and the dealer's appointment reads it unconfirmed at that instant. Then the customer
// sends a document (a file that is not a document is refused beside the field), the dealer sees it as
// the customer's, and the customer takes it back after a confirmation. Screenshots FR and EN, phone
// and laptop. The deal is the journey's own, made through the API for a Montréal customer (no other
// journey writes there).

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const ZONE = 'America/Toronto'; // Montréal's clock

/** YYYY-MM-DD on the store's clock, `days` from now. */
const storeDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

test.describe.serial('the customer\'s appointment and documents tasks', () => {
  let dealer: Page;
  let customer: Page;
  let deal: MadeDeal;
  let link: string;

  test.beforeAll(async ({ signedInPage, browser }) => {
    dealer = await signedInPage('admin.qc', { viewport: LAPTOP });
    deal = await makeOwnDeal(dealer, { firstName: 'Rdv', postalCode: 'H2X 1Y4' });
    link = await dealLinkOf(dealer, deal.order);
    customer = await (await browser.newContext({ viewport: PHONE })).newPage();
  });
  test.afterAll(async () => {
    await customer?.context().close();
    await dealer?.context().close();
  });

  test('a closed day is refused beside the picker, and a weekday time is asked, in French on a phone', async () => {
    await customer.goto(new URL(link).pathname);
    await customer.getByText('Français', { exact: true }).click();
    await customer.getByTestId('task-appointment').getByRole('link', { name: 'Demander une heure' }).click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/appointment$/);
    await expect(customer.getByRole('heading', { level: 2, name: 'Votre rendez-vous' })).toBeVisible();
    await expect(customer.getByTestId('appointment-status')).toHaveText('Non fixé');

    let sunday = 7;
    while (weekday(storeDay(sunday)) !== 0) sunday += 1;
    await customer.getByLabel('Date').fill(storeDay(sunday));
    await expect(customer.getByRole('combobox', { name: 'Heure de début' })).toBeDisabled();
    await customer.getByRole('button', { name: 'Demander cette heure' }).click();
    await expect(customer.getByText('Le concessionnaire est fermé ce jour-là. Choisissez un jour d’ouverture.')).toBeVisible();
    await expect(customer.getByLabel('Date')).toHaveValue(storeDay(sunday));

    const tuesday = storeDay(sunday + 2);
    await customer.getByLabel('Date').fill(tuesday);
    await customer.getByRole('combobox', { name: 'Heure de début' }).click();
    await customer.getByRole('option', { name: '10:30', exact: true }).click();
    await customer.getByRole('button', { name: 'Demander cette heure' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'Votre demande a été envoyée.' })).toBeVisible();
    await expect(customer.getByTestId('appointment-status')).toHaveText('En attente du concessionnaire');
    await expect(customer.getByTestId('appointment-time')).toContainText('10 h 30');
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-appointment-phone', 'fr');

    const seen = (await (await dealer.request.get(`/api/dealer/order/${deal.order}/appointment/`)).json()) as { proposed_appointment: string; appointment_status: string };
    expect(seen.appointment_status).toBe('unconfirmed');
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(seen.proposed_appointment)))
      .toBe(`${tuesday}, 10:30`);
  });

  test('reads in English on a laptop, back on the tasks with the step waiting on the dealership', async () => {
    await customer.getByText('English', { exact: true }).click();
    await expect(customer.getByRole('heading', { level: 2, name: 'Your appointment' })).toBeVisible();
    await expect(customer.getByTestId('appointment-status')).toHaveText('Awaiting the dealership');
    await expect(customer.getByRole('heading', { name: 'Ask for another time' })).toBeVisible();
    await customer.setViewportSize(LAPTOP);
    await screenshot(customer, 'shop-appointment-laptop', 'en');
    await customer.getByRole('link', { name: /back/i }).first().click();
    await expect(customer.getByTestId('task-appointment')).toContainText('With your dealership');
  });

  test('sends a document from a phone: a file that is not a document is refused beside it, then the dealer sees it and the customer takes it back', async () => {
    await customer.setViewportSize(PHONE);
    await customer.getByText('Français', { exact: true }).click();
    await customer.getByTestId('task-file-upload').getByRole('link', { name: 'Envoyer vos documents' }).click();
    await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/documents$/);
    await expect(customer.getByRole('heading', { level: 2, name: 'Vos documents' })).toBeVisible();
    await expect(customer.getByText('Vous n’avez encore envoyé aucun document.')).toBeVisible();
    await customer.getByRole('combobox', { name: 'Type de document' }).click();
    await customer.getByRole('option', { name: 'Permis de conduire' }).click();
    await customer.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    await customer.getByRole('button', { name: 'Téléverser' }).click();
    await expect(customer.getByRole('alert').filter({ hasText: 'Ce type de fichier' })).toBeVisible();
    await screenshot(customer, 'shop-documents-error-phone', 'fr');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    await customer.locator('input[type=file]').setInputFiles({ name: 'permis.pdf', mimeType: 'application/pdf', buffer: pdf });
    await customer.getByRole('button', { name: 'Téléverser' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'permis.pdf a été envoyé à votre concessionnaire.' })).toBeVisible();
    await expect(customer.getByTestId('document-row')).toHaveCount(1);
    await expect(customer.getByTestId('document-row')).toContainText('Permis de conduire');
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-documents-phone', 'fr');

    const seen = (await (await dealer.request.get(`/api/dealer/order/${deal.order}/documents/`)).json()) as { results: { file_name: string; uploaded_by: string }[] };
    expect(seen.results.filter((d) => d.uploaded_by === 'customer').map((d) => d.file_name)).toEqual(['permis.pdf']);

    await customer.getByText('English', { exact: true }).click();
    await customer.setViewportSize(LAPTOP);
    await screenshot(customer, 'shop-documents-laptop', 'en');
    await customer.getByRole('button', { name: 'Take back permis.pdf' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Take back this document?' });
    await dialog.getByRole('button', { name: 'Take it back' }).click();
    await expect(customer.getByText('You have not sent any documents yet.')).toBeVisible();
  });
});
