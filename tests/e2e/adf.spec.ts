import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, switchLanguage } from './support';

// Issue 18.3: ADF leads. An organization admin working in the Vermont store (Green Mountain Auto,
// which no other journey counts customers or deals in) imports an ADF file on the customer list:
// one new lead for a vehicle in stock (created, with its deal), one for a customer of the store
// (matched), one without any contact (refused with its reasons); then opens the new customer and
// exports it as ADF. EN and FR, laptop and phone. Phones 555-02xx: the demo's are 555-01xx.

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

interface Vehicle { readonly vin: string; readonly year: number; readonly make: string; readonly model: string }

/** An ADF document as a lead site sends it: a new customer (unique e-mail), an existing one, one without contact. */
function adfFile(vehicle: Vehicle, newEmail: string, existingEmail: string, phone = '802-555-0242'): string {
  const prospect = (first: string, last: string, contact: string, v: string) => `
  <prospect status="new">
    <requestdate>2026-11-28T09:30:00-05:00</requestdate>${v}
    <customer><contact primarycontact="1"><name part="first">${first}</name><name part="last">${last}</name>${contact}
      <address><street line="1">12 Church St</street><city>Burlington</city><regioncode>VT</regioncode><postalcode>05401</postalcode><country>US</country></address></contact>
      <comments>Is it still available? Test drive this weekend &amp; trade-in appraisal.</comments></customer>
    <vendor><vendorname>Green Mountain Auto</vendorname></vendor>
    <provider><name part="full">Cars.com</name><service>Vehicle listings</service><url>https://www.cars.com</url></provider>
  </prospect>`;
  const wanted = `<vehicle interest="buy" status="used"><year>${vehicle.year}</year><make>${vehicle.make}</make><model>${vehicle.model}</model><vin>${vehicle.vin}</vin></vehicle>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>${
    prospect('Morgan', 'Lavoie-Brooks', `<email>${newEmail}</email><phone type="voice">${phone}</phone>`, wanted)
  }${prospect('Returning', 'Customer', `<email>${existingEmail}</email>`, wanted)}${prospect('No', 'Contact', '', wanted)}\n</adf>\n`;
}

async function importFile(page: Page, xml: string, name: string, labels: { button: string; import: string }): Promise<void> {
  await page.getByRole('button', { name: labels.button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(xml) });
  await dialog.getByRole('button', { name: labels.import, exact: true }).click();
}

test.describe.serial('ADF leads', () => {
  let page: Page;
  let vehicle: Vehicle;
  let existing: { id: number; email: string; full_name: string };
  const run = Date.now();

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('orgadmin', { viewport: LAPTOP, dealership: /Green Mountain Auto/ });
    const stock = (await (await page.request.get('/api/dealer/inventory/search/?condition=Used&stock_status=I')).json()) as { results: Vehicle[] };
    vehicle = stock.results[0]!;
    const customers = (await (await page.request.get('/api/dealer/customer/?ordering=name')).json()) as { results: { id: number; email: string; full_name: string }[] };
    existing = customers.results.find((c) => c.email !== '')!;
  });
  test.afterAll(async () => { await page.context().close(); });

  test('imports a lead file on the customer list: created with a deal, matched, refused with reasons (EN)', async () => {
    await page.goto('/dealer/customers');
    await importFile(page, adfFile(vehicle, `morgan.lb.${run}@example.com`, existing.email), 'cars-com-leads.xml', { button: 'Import ADF leads', import: 'Import' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1 created, 1 matched, 1 refused')).toBeVisible();
    const leads = dialog.getByRole('list', { name: 'Leads of the file' });
    await expect(leads.getByRole('link', { name: 'Morgan Lavoie-Brooks' })).toBeVisible();
    await expect(leads.getByText('New deal for the vehicle of interest (source: Cars.com)').first()).toBeVisible();
    await expect(leads.getByRole('link', { name: existing.full_name })).toBeVisible();
    await expect(leads.getByText('No Contact')).toBeVisible();
    await expect(leads.getByText(/^Email: /)).toBeVisible();
    await screenshot(page, 'adf-import-1366', 'en');
    await leads.getByRole('link', { name: 'Morgan Lavoie-Brooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Lavoie-Brooks' })).toBeVisible();
    await expect(page.getByText(`morgan.lb.${run}@example.com`).first()).toBeVisible();
    await expect(page.getByText(vehicle.model).first()).toBeVisible();
  });

  test('exports the new customer as ADF from the record', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as ADF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-\d+-adf\.xml$/);
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'));
    expect(text).toContain('<?ADF VERSION "1.0"?>');
    expect(text).toContain(`<email>morgan.lb.${run}@example.com</email>`);
    expect(text).toContain(`<vin>${vehicle.vin}</vin>`);
  });

  test('the same file again changes nothing; a hostile file is refused by the file field (FR)', async () => {
    await page.goto('/dealer/customers');
    await switchLanguage(page, 'fr');
    const labels = { button: 'Importer des pistes ADF', import: 'Importer' };
    await importFile(page, adfFile(vehicle, `morgan.lb.${run}@example.com`, existing.email), 'cars-com-leads.xml', labels);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Créées : 1 · associées : 1 · refusées : 1')).toBeVisible();
    await expect(dialog.getByText(/déjà été importé/)).toBeVisible();
    await screenshot(page, 'adf-import-1366', 'fr');
    await dialog.getByRole('button', { name: 'Importer un autre fichier' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'lol.xml', mimeType: 'text/xml', buffer: Buffer.from('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><adf><prospect/></adf>') });
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(dialog.getByText('Le fichier déclare un DOCTYPE ou des entités, refusés par sécurité.')).toBeVisible();
    await screenshot(page, 'adf-refused-1366', 'fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await switchLanguage(page, 'en');
  });

  test('imports on a phone (390 px), EN and FR', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/dealer/customers');
    await importFile(page, adfFile(vehicle, `phone.lead.${run}@example.com`, existing.email, '802-555-0243'), 'phone-leads.xml', { button: 'Import ADF leads', import: 'Import' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1 created, 1 matched, 1 refused')).toBeVisible();
    const box = await dialog.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'adf-import-390', 'en');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await switchLanguage(page, 'fr');
    // A re-sent lead (another request time): both customers are matched now, the deals kept.
    await importFile(page, adfFile(vehicle, `phone.lead.${run}@example.com`, existing.email, '802-555-0243').replaceAll('09:30:00', '10:30:00'), 'phone-leads-2.xml', { button: 'Importer des pistes ADF', import: 'Importer' });
    await expect(page.getByRole('dialog').getByText('Créées : 0 · associées : 2 · refusées : 1')).toBeVisible();
    await screenshot(page, 'adf-import-390', 'fr');
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await switchLanguage(page, 'en');
  });
});
