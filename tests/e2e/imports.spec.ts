import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, saveScreenshot, switchLanguage } from './support';

// Issue 31 item 5: a dealer admin brings a small vehicle file in (its own column names, one bad
// row): maps the columns, dry-runs, reads the refusal beside its row, imports, reads the report and
// undoes it; then a 3-row customer file from another CRM; then the page in Québec French on a phone.

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const RUN = String(Date.now() % 1_000_000).padStart(6, '0');

/** A VIN with its check digit (position 9) right: Honda's 1HG, model year K (2019), serial from the run. */
function vin(serial: string): string {
  const values: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const draft = `1HGCV1F30KA${serial}`;
  const sum = [...draft].reduce((total, c, i) => total + (/\d/.test(c) ? Number(c) : values[c] ?? 0) * (weights[i] ?? 0), 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const VEHICLES = [
  'Serial Code,Tag,Yr,Brand,Line,N/U,Asking $',
  `${vin(RUN)},IMP-${RUN}-1,2019,Honda,Accord,Used,24995`,
  `${vin(String(Number(RUN) + 1).padStart(6, '0'))},IMP-${RUN}-2,2019,Honda,Civic,New,29995`,
  `${vin(String(Number(RUN) + 2).padStart(6, '0'))},IMP-${RUN}-3,2019,Honda,Pilot,Used,free`,
].join('\n');

const CUSTOMERS = ['First Name,Last Name,Email,Postal Code', ...['Ann Tremblay', 'Bo Gagnon', 'Chloé Roy'].map((name, n) => `${name.replace(' ', ',')},crm${RUN}.${n}@example.com,H2X 1Y4`)].join('\n');

async function choose(page: Page, tab: string, name: string, text: string): Promise<void> {
  await page.getByRole('tabpanel', { name: tab }).locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

async function mapColumn(page: Page, column: string, field: string): Promise<void> {
  await page.getByRole('combobox', { name: `Field fed by the column “${column}”` }).click();
  await page.getByRole('option', { name: field, exact: true }).click();
}

test.describe.serial('imports', () => {
  let page: Page;
  test.setTimeout(150_000);
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await page.context().close(); });

  test('vehicles: maps a file of its own column names, dry-runs, sees the refusal beside its row, imports and undoes', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Imports', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/inventory\/imports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Vehicles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Customers' })).toBeVisible();

    await choose(page, 'Vehicles', 'lot.csv', VEHICLES);
    await expect(page.getByRole('heading', { name: 'Columns of the file' })).toBeVisible();
    // The guess reads "Brand"; the other headers are the store's own, mapped by hand.
    await expect(page.getByRole('combobox', { name: 'Field fed by the column “Brand”' })).toHaveValue('Make');
    await expect(page.getByRole('combobox', { name: 'Field fed by the column “Serial Code”' })).toHaveValue('Not imported');
    await mapColumn(page, 'Serial Code', 'VIN');
    await mapColumn(page, 'Tag', 'Stock number');
    await mapColumn(page, 'Yr', 'Year');
    await mapColumn(page, 'Line', 'Model');
    await mapColumn(page, 'N/U', 'Condition');
    await mapColumn(page, 'Asking $', 'Price');
    // Saved for the store (with its kind, a full feed by default): the next file with these headers reads the same way.
    await page.getByRole('button', { name: 'Save these columns for the store' }).click();
    await expect(page.getByText('The columns are saved')).toBeVisible();
    await page.getByText('Partial feed (adds and updates only)').click();
    await expect(page.getByRole('radio', { name: 'Partial feed (adds and updates only)' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Dry run: nothing was written' })).toBeVisible();
    await expect(page.getByTestId('imports-counts')).toContainText('Added: 2');
    await expect(page.getByTestId('imports-counts')).toContainText('Refused: 1');
    // The refusal beside its row in the file's first rows, and in the list of refused rows.
    const badRow = page.getByRole('row').filter({ hasText: `IMP-${RUN}-3` });
    await expect(badRow).toContainText('Row 4, column “Asking $”: This is not an amount');
    await expect(page.getByRole('row').filter({ hasText: `IMP-${RUN}-1` })).toContainText('✓');
    await expect(page.getByRole('cell', { name: /^This is not an amount/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Import report — lot.csv' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('imports-counts')).toContainText('Added: 2');
    await expect(page.getByTestId('imports-counts')).toContainText('Refused: 1');
    await expect(page.getByRole('row').filter({ hasText: 'lot.csv' }).filter({ hasText: 'Done' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
    await expect(dialog).toContainText('lot.csv');
    await dialog.getByRole('button', { name: 'Undo the import' }).click();
    await expect(page.getByText('This import was undone.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo this import' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'lot.csv' }).filter({ hasText: 'Undone' })).toHaveCount(1);
  });

  test('vehicles: a file with a header and no rows is refused in plain words, the file kept', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    await choose(page, 'Vehicles', 'empty.csv', 'Serial Code,Tag\n');
    await expect(page.getByText('The file has a header row but no vehicles.')).toBeVisible();
  });

  test('vehicles: a dry run with 150 refused rows lists them 100 a page', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `BADVIN${String(i)},PAGE-${RUN}-${String(i)},2019,Honda,Civic,Used,1000`);
    await choose(page, 'Vehicles', 'many.csv', ['Serial Code,Tag,Yr,Brand,Line,N/U,Asking $', ...rows].join('\n'));
    await page.getByText('Partial feed (adds and updates only)').click();
    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect(page.getByTestId('imports-counts')).toContainText('Refused: 150');
    await expect(page.getByRole('cell', { name: '101', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '102', exact: true })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Pages of refused rows' }).getByRole('button', { name: 'Page 2 of 2' }).click();
    await expect(page.getByRole('cell', { name: '151', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '101', exact: true })).toHaveCount(0);
    await saveScreenshot(page, 'imports-refusals-page-2-laptop-en.png');
  });

  test('customers: a 3-row file from another CRM is dry-run and imported', async () => {
    await page.getByRole('tab', { name: 'Customers' }).click();
    await choose(page, 'Customers', 'crm.csv', CUSTOMERS);
    const panel = page.getByRole('tabpanel', { name: 'Customers' });
    await expect(panel.getByRole('combobox', { name: 'Field fed by the column “Email”' })).toHaveValue('Email');
    await panel.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect(panel.getByTestId('customer-imports-counts')).toContainText('Created: 3');
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Import report — crm.csv' })).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByTestId('customer-imports-counts')).toContainText('Created: 3');
    await expect(panel.getByRole('row').filter({ hasText: 'crm.csv' })).toHaveCount(1);
  });

  test('customers: the same file again matches each row to the customer it created, and says why', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Customers' });
    await panel.getByRole('button', { name: 'Import another file' }).click();
    await choose(page, 'Customers', 'crm-again.csv', CUSTOMERS);
    await panel.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect(panel.getByTestId('customer-imports-counts')).toContainText('Matched to an existing customer: 3');
    await expect(panel.getByRole('row').filter({ hasText: 'Tremblay' }).filter({ hasText: '@example.com' })).toContainText(/Matches Ann Tremblay \(customer #\d+\) by email and name with postal code\./);
    await expect(panel.getByRole('heading', { name: 'Rows matched to an existing customer' })).toBeVisible();
    // Each matched row names its customer (the server's name, not a number), as a link to the customer.
    for (const name of ['Ann Tremblay', 'Bo Gagnon', 'Chloé Roy']) await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', /\/dealer\/customers\/\d+/);
    await expect(panel.getByRole('link', { name: /^Customer #\d+$/ })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'imports-customers-matched-laptop-en.png');
    await switchLanguage(page, 'fr');
    const clients = page.getByRole('tabpanel', { name: 'Clients' });
    await expect(clients.getByRole('row').filter({ hasText: 'Tremblay' }).filter({ hasText: '@example.com' })).toContainText(/Correspond à Ann Tremblay \(client n° \d+\) par courriel et nom avec code postal\./);
    await expect(clients.getByRole('heading', { name: 'Lignes jumelées à un client existant' })).toBeVisible();
    await saveScreenshot(page, 'imports-customers-matched-laptop-fr.png');
    await switchLanguage(page, 'en');
  });

  test('vehicles: sets a scheduled pull (http refused beside its field), pulls now and reads why it failed, then stops it after asking', async () => {
    await page.getByRole('tab', { name: 'Vehicles' }).click();
    const section = page.getByTestId('feed-pull');
    await expect(section.getByText('No scheduled pull')).toBeVisible();
    await section.getByRole('textbox', { name: 'Feed address' }).fill('http://provider.example/feed.csv');
    await section.getByRole('textbox', { name: 'Every how many hours' }).fill('6');
    await section.getByRole('button', { name: 'Save the pull' }).click();
    await expect(section.getByText('The address must start with https://.')).toBeVisible();
    // The panel's own address: a pull that would read the server's network is refused.
    await section.getByRole('textbox', { name: 'Feed address' }).fill('https://127.0.0.1/lot.csv');
    await section.getByLabel('Username (optional)').fill('dealer');
    await section.getByLabel('Password (optional)').fill('s3cret-pass');
    await section.getByRole('button', { name: 'Save the pull' }).click();
    await expect(section.getByText('The pull is saved.')).toBeVisible();
    await expect(section.getByText(/A username and password are saved/)).toBeVisible();
    await expect(section.getByLabel('Password (optional)')).toHaveValue('');
    await section.getByRole('button', { name: 'Pull now' }).click();
    await expect(section.getByTestId('feed-pull-last')).toContainText('failed: the address leads to a private network, which is refused', { timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'lot.csv' }).filter({ hasText: 'Failed' }).first()).toContainText('Why: the address leads to a private network, which is refused');
    await section.getByRole('button', { name: 'Stop the pull' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop the scheduled pull?' });
    await expect(dialog).toContainText('https://127.0.0.1/lot.csv');
    await dialog.getByRole('button', { name: 'Stop the pull' }).click();
    await expect(section.getByText('The pull is stopped.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Pull now' })).toHaveCount(0);
  });

  test('reads in Québec French on a phone, nothing wider than the screen', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Vehicles' }).click();
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Importations' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Véhicules' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Clients' })).toBeVisible();
    await choose(page, 'Véhicules', 'lot.csv', VEHICLES);
    await expect(page.getByRole('heading', { name: 'Colonnes du fichier' })).toBeVisible();
    // The columns saved earlier are taken for this file; the store's kind, a full feed, too.
    await expect(page.getByRole('combobox', { name: 'Champ alimenté par la colonne « Serial Code »' })).toHaveValue('NIV');
    await expect(page.getByRole('radio', { name: 'Flux complet (les véhicules absents deviennent non disponibles)' })).toBeChecked();
    await page.getByRole('button', { name: 'Essai à blanc', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Essai à blanc : rien n’a été enregistré' })).toBeVisible();
    await expect(page.getByTestId('imports-counts')).toContainText('Rendu non disponible');
    // A full feed that would make vehicles unavailable asks first; going back imports nothing.
    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer un flux complet?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revenir' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Rapport d’importation/ })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('row').filter({ hasText: 'Échouée' }).first()).toContainText('Raison : l’adresse');
    await saveScreenshot(page, 'imports-phone-fr.png');
    await switchLanguage(page, 'en');
  });
});
