import { generateSync } from 'otplib';
import { expect, test } from './fixtures';
import { signIn, signInFully } from './support';

// Issue 30.5: a demo staff member sets up an authenticator app on My profile (the test is the app:
// it computes the codes from the key shown in text), signs out, signs in with the app's code, then
// with a recovery code, in French on a phone.

const EMAIL = 'rep@demo.dealer.test';
const PHONE = { width: 390, height: 844 };

test.describe.serial('an authenticator app as second factor', () => {
  let secret = '';
  let codes: string[] = [];

  test('is set up on My profile with its QR code, and the recovery codes are shown once', async ({ page }) => {
    await signInFully(page, EMAIL);
    await page.goto('/dealer/my-profile');
    const section = page.getByRole('region', { name: 'Sign-in security' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Code').fill(generateSync({ secret }));
    await section.getByRole('button', { name: 'Turn on the app' }).click();
    const list = section.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    await section.getByRole('button', { name: 'I saved them' }).click();
    await expect(list).toHaveCount(0);
    await expect(section.getByText('Authenticator app', { exact: true })).toBeVisible();
    await expect(section.getByText('10 recovery codes left')).toBeVisible();
  });

  test('signs in with the app\'s code, in French on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/dealer/login');
    await signIn(page, EMAIL, undefined, 'fr');
    await page.getByRole('button', { name: 'Vérifier autrement' }).click();
    await expect(page.getByText('Entrez le code de votre application d’authentification')).toBeVisible();
    // A code works once: wait for a step the enrollment did not use.
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
    await page.getByLabel('Code', { exact: true }).fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/, { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  test('signs in with a recovery code, once, and is told how many are left', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/dealer/login');
    await signIn(page, EMAIL, undefined, 'fr');
    await page.getByRole('button', { name: 'Vérifier autrement' }).click();
    await page.locator('label').filter({ hasText: /^Code de récupération$/ }).click();
    await expect(page.getByRole('radio', { name: 'Code de récupération' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Code de récupération' }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(page.getByText('il vous reste 9 codes')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/, { timeout: 20_000 });
    await context.close();
  });
});
