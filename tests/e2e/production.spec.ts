import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { startDayOneInstance, type DayOneInstance } from '../harness/day-one-instance';
import { fitsThePhone, screenshot, switchLanguage, virtualAuthenticator } from './support';

// Issue 30.7 in Chromium: a fresh APP_MODE=production server (no demo, no inbox) on an empty
// database, an SMTP server and a Twilio-compatible endpoint beside it, the store made by `setup`.
// Every code and link below travels through the outbox, the relay and a provider, as in a store:
// - the first admin sets her password from the link `setup` printed and signs in with a texted code;
// - she invites a sales rep from the Users screen: the invitation arrives over SMTP;
// - the rep (French, on a phone) sets a password, enrolls an authenticator app at her first sign-in,
//   adds a passkey (a virtual authenticator) and signs in with it; she forgets her password and resets
//   it from the e-mailed link;
// - the admin's number answers STOP, and the Messages screen shows each message with its state.
// The server listens on E2E_PORT + 40 (default 8231), away from the workers' demo servers.

const PORT = Number(process.env.E2E_PORT ?? 8191) + 40;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const ADMIN_PASSWORD = 'Claire-Premier-Jour-2026!';
const REP = { email: 'sophie.lavoie@laurier.example', first: 'Sophie', last: 'Lavoie', password: 'Sophie-Ventes-2026!' };
const ADMIN_PHONE = '514-555-0142';

const appCode = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
const linkIn = (text: string) => /(https?:\/\/\S+reset-password\?token=\S+)/.exec(text)?.[1] ?? '';

async function signInWithPassword(page: Page, email: string, password: string, labels: { email: string; password: string; submit: string }): Promise<void> {
  await page.goto('/dealer/login');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/verification$/);
}

const EN = { email: 'Email', password: 'Password', submit: 'Sign in' };
const FR = { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' };

/** The page in `lang`, whatever the browser's language chose. */
async function inLanguage(page: Page, lang: 'en' | 'fr'): Promise<void> {
  const radio = page.getByRole('radio', { name: lang === 'fr' ? 'FR' : 'EN', exact: true });
  await expect(radio).toBeAttached();
  if (!(await radio.isChecked())) await switchLanguage(page, lang);
  await expect(radio).toBeChecked();
}

async function newPage(browser: Browser, instance: DayOneInstance, viewport: { width: number; height: number }, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: instance.url, viewport, locale });
  return context.newPage();
}

test.describe.serial('a production store, from setup to every second factor', () => {
  // Starting the instance migrates an empty database and starts a server (about 20 s idle, more on a loaded machine).
  test.setTimeout(240_000);
  let instance: DayOneInstance;
  let admin: Page;
  let rep: Page;
  let secret = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(480_000);
    instance = await startDayOneInstance(PORT);
    admin = await newPage(browser, instance, LAPTOP, 'en-CA');
    rep = await newPage(browser, instance, PHONE, 'fr-CA');
    await virtualAuthenticator(rep);
  });
  test.afterAll(async () => {
    await admin?.context().close();
    await rep?.context().close();
    await instance?.stop();
  });

  test('the first admin sets her password from the printed link and signs in with a texted code', async () => {
    expect(instance.setPasswordLink.startsWith(`${instance.url}/dealer/reset-password?token=`)).toBe(true);
    await admin.goto(instance.setPasswordLink);
    await inLanguage(admin, 'en');
    await expect(admin.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
    await admin.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByLabel('Confirm the new password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Save my password' }).click();
    await expect(admin.getByText('Your password is saved.')).toBeVisible();

    await signInWithPassword(admin, instance.adminEmail, ADMIN_PASSWORD, EN);
    // The session takes her saved language (the store's, French): she reads English.
    await inLanguage(admin, 'en');
    // No factor yet, texts configured: the panel asks for her mobile number.
    await admin.getByLabel('Mobile phone').fill(ADMIN_PHONE);
    const sent = instance.twilio.messages.length;
    await admin.getByRole('button', { name: 'Send the code' }).click();
    await expect.poll(() => instance.twilio.messages.length, { message: 'a text at the Twilio endpoint', timeout: 30_000 }).toBeGreaterThan(sent);
    const text = instance.twilio.messages[sent]!;
    expect(text.to).toBe('+15145550142');
    await admin.getByLabel('Verification code').fill(/(\d{6})/.exec(text.body)?.[1] ?? '');
    await admin.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(admin).not.toHaveURL(/\/dealer\/(verification|login)/, { timeout: 30_000 });
    await screenshot(admin, 'production-first-admin', 'en');
  });

  test('she invites a sales rep from the Users screen; the invitation arrives over SMTP from the store', async () => {
    await admin.goto('/dealer/users');
    await admin.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill(REP.first);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(REP.last);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(REP.email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Sales rep', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(dialog).toBeHidden();
    const invitation = await instance.mail.next(REP.email);
    expect(invitation.from).toContain('Concession Laurier');
    expect(invitation.text).toContain(`${instance.url}/dealer/reset-password?token=`);
    await rep.goto(linkIn(invitation.text));
  });

  test('the rep (French, phone) chooses her password and enrolls an authenticator app at her first sign-in', async () => {
    await inLanguage(rep, 'fr');
    await expect(rep.getByRole('heading', { name: 'Bienvenue! Choisissez votre mot de passe' })).toBeVisible();
    await rep.getByLabel('Nouveau mot de passe', { exact: true }).fill(REP.password);
    await rep.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill(REP.password);
    await rep.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await expect(rep.getByText('Votre mot de passe est enregistré.', { exact: false })).toBeVisible();

    await signInWithPassword(rep, REP.email, REP.password, FR);
    // Texts are on, so the panel first offers a phone; she takes an app instead.
    await rep.getByRole('button', { name: 'Vérifier autrement' }).click();
    await rep.getByText('Configurer une application d’authentification', { exact: true }).click();
    const shown = rep.getByTestId('totp-secret');
    await expect(shown).toBeVisible();
    secret = (await shown.innerText()).replace(/\s/g, '');
    await fitsThePhone(rep);
    await screenshot(rep, 'production-enroll-app-phone', 'fr');
    await rep.getByLabel('Code', { exact: true }).fill(appCode(secret));
    await rep.getByRole('button', { name: 'Activer l’application' }).click();
    await expect(rep.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await rep.getByRole('button', { name: 'Je les ai conservés' }).click();
    await expect(rep).not.toHaveURL(/\/dealer\/(verification|login)/, { timeout: 30_000 });
  });

  test('she adds a passkey on My profile, signs out, and signs in with the password then the passkey', async () => {
    await rep.goto('/dealer/my-profile');
    const section = rep.getByRole('region', { name: 'Clés d’accès' });
    await expect(section.getByText('Vous n’avez pas encore de clé d’accès.')).toBeVisible({ timeout: 20_000 });
    await section.getByLabel('Nom de la clé d’accès').fill('Cellulaire de Sophie');
    await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(rep.getByText('Votre clé d’accès est ajoutée.')).toBeVisible();

    await rep.getByRole('button', { name: /Menu du compte de/ }).click();
    await rep.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(rep).toHaveURL(/\/dealer\/login$/);
    await signInWithPassword(rep, REP.email, REP.password, FR);
    // Her ways, one under another on the phone: the app she enrolled first, the passkey, a recovery code.
    await rep.getByText('Clé d’accès', { exact: true }).click();
    await fitsThePhone(rep);
    await screenshot(rep, 'production-verify-ways-phone', 'fr');
    await rep.getByRole('button', { name: 'Utiliser une clé d’accès' }).click();
    await expect(rep).not.toHaveURL(/\/dealer\/(verification|login)/, { timeout: 30_000 });
    await fitsThePhone(rep);
    await screenshot(rep, 'production-passkey-signed-in-phone', 'fr');
  });

  test('she forgets her password: the e-mailed link sets a new one, and her app signs her in', async () => {
    await rep.getByRole('button', { name: /Menu du compte de/ }).click();
    await rep.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(rep).toHaveURL(/\/dealer\/login$/);
    const seen = instance.mail.mails.length;
    await rep.getByRole('link', { name: 'Mot de passe oublié?' }).click();
    // The sign-in page has a Courriel field too: wait for the reset page (its code loads on the click)
    // before typing, or the address goes into the page being left (session 23's run).
    await expect(rep.getByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' })).toBeVisible();
    await rep.getByLabel('Courriel', { exact: true }).fill(REP.email);
    await rep.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(rep.getByText(/nous lui avons envoyé un lien/)).toBeVisible();
    const reset = await instance.mail.next(REP.email, { after: seen });
    expect(reset.html).toContain('lang="fr');
    await rep.goto(linkIn(reset.text));
    const renewed = 'Sophie-Encore-2026!';
    await rep.getByLabel('Nouveau mot de passe', { exact: true }).fill(renewed);
    await rep.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill(renewed);
    await rep.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    await expect(rep.getByText('Votre mot de passe a été changé.', { exact: false })).toBeVisible();

    await signInWithPassword(rep, REP.email, renewed, FR);
    await rep.getByText('Application d’authentification', { exact: true }).click();
    await rep.getByLabel('Code', { exact: true }).fill(appCode(secret, 1));
    await rep.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(rep).not.toHaveURL(/\/dealer\/(verification|login)/, { timeout: 30_000 });
  });

  test("the admin's number answers STOP; the Messages screen shows each message once with its state", async () => {
    const stop = await instance.twilio.sendInbound(`${instance.url}/api/messages/twilio/inbound/`, { from: '+15145550142', body: 'STOP' });
    expect(stop.status).toBe(200);
    await admin.goto('/dealer/messages');
    await expect(admin.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible({ timeout: 30_000 });
    const invitation = admin.getByRole('row').filter({ hasText: 'Invitation' });
    await expect(invitation).toHaveCount(1);
    await expect(invitation).toContainText('Sent');
    await expect(admin.getByRole('row').filter({ hasText: 'One-time code' }).first()).toBeVisible();
    await screenshot(admin, 'production-messages', 'en');
  });
});
