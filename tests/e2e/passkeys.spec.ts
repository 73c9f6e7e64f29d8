import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { fitsThePhone, latestCode, phoneDigits, screenshot, signIn, virtualAuthenticator } from './support';

// Passkeys as a second factor (issue 30 item 5), in Chromium with a virtual authenticator (Chrome
// DevTools Protocol): a Québec rep, in French on a phone, adds a passkey on My profile, signs out,
// signs in with the password then the passkey, and finally renames and removes it (other journeys
// use this account with its text message code).
//
// WebAuthn takes no IP address as its relying party: the pages are opened at http://localhost (a
// secure context, like https) on the worker's server, whose RP ID is then "localhost" (no PUBLIC_URL).

const PORT = Number(process.env.E2E_PORT ?? 8191) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const HERE = `http://localhost:${PORT}`;
const PHONE = { width: 390, height: 844 };
const EMAIL = 'jean-francois.belanger@demo.dealer.test';

test.describe.serial('passkeys', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: HERE, viewport: PHONE });
    page = await context.newPage();
    await virtualAuthenticator(page);
  });
  test.afterAll(async () => { await page.context().close(); });

  test('a rep signs in with the text code and adds a passkey on My profile (French, phone)', async () => {
    await page.goto('/dealer/login');
    const since = await signIn(page, EMAIL, undefined, 'fr');
    // No passkey yet: the verification page offers the code only.
    await expect(page.getByRole('button', { name: 'Utiliser une clé d’accès' })).toHaveCount(0);
    await page.getByLabel('Code de vérification').fill(await latestCode(page.request, since, await phoneDigits(page)));
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/, { timeout: 20_000 });

    await page.goto('/dealer/my-profile');
    const section = page.getByRole('region', { name: 'Clés d’accès' });
    // The list loads after the page; on a loaded machine (two servers, two browsers, two cores) more than 10 s.
    await expect(section.getByText('Vous n’avez pas encore de clé d’accès.')).toBeVisible({ timeout: 20_000 });
    await section.getByLabel('Nom de la clé d’accès').fill('Cellulaire du bureau');
    await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(page.getByText('Votre clé d’accès est ajoutée.')).toBeVisible();
    await expect(section.getByText('Cellulaire du bureau', { exact: true })).toBeVisible();
    await expect(section.getByText(/Jamais utilisée/)).toBeVisible();
    await fitsThePhone(page);
    await screenshot(page, 'passkeys-my-profile-phone', 'fr');
  });

  test('signs out, then the password and the passkey open the panel without a code', async () => {
    await page.getByRole('button', { name: /Menu du compte de/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/dealer\/login$/);
    await signIn(page, EMAIL, { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' }, 'fr');
    const use = page.getByRole('button', { name: 'Utiliser une clé d’accès' });
    await expect(use).toBeVisible();
    await fitsThePhone(page);
    await screenshot(page, 'passkeys-verification-phone', 'fr');
    // By keyboard: the button is reached and pressed like any other.
    await use.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dealer\/customers$/, { timeout: 20_000 });
  });

  test('the passkey shows when it was last used; it is renamed, then removed after a confirmation', async () => {
    await page.goto('/dealer/my-profile');
    const section = page.getByRole('region', { name: 'Clés d’accès' });
    await expect(section.getByText(/Dernière utilisation le/)).toBeVisible({ timeout: 20_000 });
    await section.getByRole('button', { name: 'Renommer Cellulaire du bureau' }).click();
    await section.getByLabel('Nouveau nom pour Cellulaire du bureau').fill('Mon cellulaire');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(section.getByText('Mon cellulaire', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Retirer Mon cellulaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer cette clé d’accès ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Retirer la clé d’accès' }).click();
    await expect(page.getByText('Votre clé d’accès est retirée.')).toBeVisible();
    await expect(section.getByText('Vous n’avez pas encore de clé d’accès.')).toBeVisible();
  });
});
