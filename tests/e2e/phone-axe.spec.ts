import { expect, test } from './fixtures';
import { accessibilityViolations, aDealWithAVehicle, switchLanguage } from './support';

// Issue 35.6: on a phone, in English and in French, the pricing worksheet (its custom fee rows and
// breakdown scroll sideways in focusable, named regions) and the dealership settings have no serious
// or critical axe violation.

const PHONE = { width: 390, height: 844 };

test('the worksheet and the dealership settings on a phone, in English and French, pass axe', async ({ signedInPage }) => {
  // Four axe scans of long pages (the settings page grew a section in session 17): 90 s was passed under load.
  test.setTimeout(240_000);
  const page = await signedInPage('admin', { viewport: PHONE });
  const deal = await aDealWithAVehicle(page, { ontario: true });
  for (const lang of ['en', 'fr'] as const) {
    await page.goto(`/dealer/customers/${deal.customer}/order/${deal.id}/pricing-worksheet`);
    await switchLanguage(page, lang);
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'Pricing worksheet' : 'Feuille de calcul du prix', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: lang === 'en' ? 'Down payment' : 'Mise de fonds' }).first()).toBeVisible();
    await page.getByRole('button', { name: lang === 'en' ? 'Show the breakdown' : 'Afficher le détail du calcul' }).first().click();
    expect(await accessibilityViolations(page), `worksheet ${lang}`).toEqual([]);
    await page.goto('/dealer/dealerships');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: lang === 'en' ? 'Card payments' : 'Paiements par carte' })).toBeVisible();
    expect(await accessibilityViolations(page), `dealership settings ${lang}`).toEqual([]);
  }
  await switchLanguage(page, 'en');
  await page.context().close();
});
