import type { Page } from '@playwright/test';
import { MFA_CONTEXT, PASSWORD_CONTEXT, startTestIdp, type TestIdp } from '../api/support/saml-idp';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage } from './support';

// Manufacturer single sign-on in the browser (issue 13.9): the Ontario admin links a third source to
// a local identity provider; a new person signs in from the store's sign-in page with the button,
// the identity provider posts back, and they land in the panel as a sales rep; a password account's
// e-mail is refused with the reason on the sign-in page, in English and French; phone and laptop.

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

async function putConnection(admin: Page, idp: TestIdp, enabled: boolean): Promise<void> {
  const csrf = (await admin.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const saved = await admin.request.put('/api/dealer/dealership/sso/custom_sso/', {
    headers: { 'x-csrftoken': csrf },
    data: { enabled, label: 'Genesis Retail', idp_entity_id: idp.entityId, idp_sso_url: idp.ssoUrl, idp_certificate: idp.keys.cert, mfa_contexts: [MFA_CONTEXT], new_user_role: 'dealer_sales_rep' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe.serial('manufacturer sign-in', () => {
  let idp: TestIdp;
  let admin: Page;
  let store = 0;
  test.beforeAll(async ({ signedInPage }) => {
    idp = await startTestIdp();
    admin = await signedInPage('admin', { viewport: LAPTOP });
    store = ((await (await admin.request.get('/api/dealer/user/current_user/')).json()) as { user: { dealership: { id: number } } }).user.dealership.id;
    await putConnection(admin, idp, true);
  });
  test.afterAll(async () => {
    await putConnection(admin, idp, false);
    await idp.close();
  });

  test('the store page gives the manufacturer the links of a connection that is on (issue 35.5)', async () => {
    await admin.goto('/dealer/dealerships');
    const card = admin.getByRole('form', { name: 'Other sign-in source' });
    await expect(card.getByRole('link', { name: /\/metadata\/?$/ })).toBeVisible();
    const metadata = await card.getByRole('link', { name: /\/metadata\/?$/ }).getAttribute('href');
    expect((await admin.request.get(metadata ?? '')).status()).toBe(200);
    await expect(admin.getByRole('form', { name: 'Volkswagen' }).getByText(/These links work once this connection is on and saved/)).toBeVisible();
  });

  test('a new person signs in with the manufacturer on a phone and works as a sales rep', async ({ browser }) => {
    idp.signInNext({ email: `nina.${stamp}@genesis.example`, firstName: 'Nina', lastName: 'Portal', authnContext: MFA_CONTEXT });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/dealer/login?store=${store}`);
    const button = page.getByRole('button', { name: 'Sign in with Genesis Retail' });
    await expect(button).toBeVisible();
    await screenshot(page, 'login-sso-phone', 'en');
    await button.click();
    await expect(page).toHaveURL(/\/dealer\/customers/);
    await page.goto('/dealer/users');
    await expect(page.getByText('You do not have access to this page').first()).toBeVisible();
    await context.close();
  });

  test('without a second factor at the manufacturer, the store\'s one-time code follows', async ({ browser }) => {
    idp.signInNext({ email: `nina.${stamp}@genesis.example`, authnContext: PASSWORD_CONTEXT });
    const context = await browser.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await page.goto(`/dealer/login?store=${store}`);
    await page.getByRole('button', { name: 'Sign in with Genesis Retail' }).click();
    await expect(page).toHaveURL(/\/dealer\/verification/);
    await context.close();
  });

  test('a refused sign-in says why on the sign-in page, in English and French', async ({ browser }) => {
    idp.signInNext({ email: 'admin@demo.dealer.test', authnContext: MFA_CONTEXT });
    const context = await browser.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await page.goto(`/dealer/login?store=${store}`);
    await page.getByRole('button', { name: 'Sign in with Genesis Retail' }).click();
    await expect(page).toHaveURL(/sso_error=source_mismatch/);
    await expect(page.getByRole('alert')).toContainText('signs in with a password here');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-sso-refused-laptop', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('button', { name: 'Se connecter avec Genesis Retail' })).toBeVisible();
    await expect(page.getByRole('alert')).not.toContainText('signs in with a password');
    await screenshot(page, 'login-sso-refused-laptop', 'fr');
    await context.close();
  });
});
