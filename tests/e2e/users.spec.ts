import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, latestCode, screenshot, switchLanguage, type OutboxMessage } from './support';

// The users screen (issue 13): the Ontario dealer admin invites a sales rep; the rep chooses a
// password from the e-mailed link, signs in and cannot open /users; the admin deactivates the rep
// and the rep's open session ends on its next request. Screenshots EN and FR, laptop and phone.

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const REP = { first: 'Olivier', last: 'Gagnon', email: `olivier.${stamp}@demo.dealer.test`, phone: '4165550177', password: 'Premier-Mot-2026' };
const repRow = (page: Page) => page.getByRole('row').filter({ hasText: REP.email });

/** The set-password link of the newest invitation e-mailed to `to`, read from the demo inbox. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | null = null;
  await expect.poll(async () => {
    const messages = (await (await request.get('/api/demo/outbox/')).json()) as OutboxMessage[];
    const mail = messages.find((m) => m.channel === 'email' && m.to === to);
    link = mail ? (/(https?:\/\/\S+reset-password\?token=\S+)/.exec(mail.body)?.[1] ?? null) : null;
    return link;
  }, { message: 'an invitation in the demo inbox', timeout: 15_000 }).not.toBeNull();
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe.serial('the users screen', () => {
  let admin: Page;
  let rep: Page;
  test.beforeAll(async ({ signedInPage }) => { admin = await signedInPage('admin', { viewport: LAPTOP }); });
  test.afterAll(async () => { await admin.context().close(); await rep?.context().close(); });

  test('lists the store\'s users with filters in the URL', async () => {
    await admin.goto('/dealer/users');
    await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: 'rep@demo.dealer.test' })).toContainText('Sales rep');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('chen');
    await expect(admin).toHaveURL(/search=chen/);
    await expect(admin.getByRole('row')).toHaveCount(2);
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('');
    await expect(admin).not.toHaveURL(/search=/);
    expect(await accessibilityViolations(admin)).toEqual([]);
  });

  test('invites a sales rep: errors beside the fields, then the invitation is sent', async () => {
    await admin.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(dialog.getByText('Required.').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'First name' }).fill(REP.first);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(REP.last);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(REP.email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Sales rep', exact: true }).click();
    await expect(admin.getByRole('option', { name: 'Organization admin' })).toHaveCount(0);
    await screenshot(admin, 'users-invite', 'en');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(repRow(admin)).toContainText('Invited');
  });

  test('the rep chooses a password from the e-mail, signs in, and cannot open /users', async ({ browser }) => {
    const context = await browser.newContext({ viewport: LAPTOP });
    rep = await context.newPage();
    await rep.goto(await invitationLink(admin.request, REP.email));
    await expect(rep.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
    await rep.getByLabel('New password', { exact: true }).fill(REP.password);
    await rep.getByLabel('Confirm the new password', { exact: true }).fill(REP.password);
    await rep.getByRole('button', { name: 'Save my password' }).click();
    await expect(rep.getByText('Your password is saved.')).toBeVisible();

    await rep.goto('/dealer/login');
    await rep.getByLabel('Email', { exact: true }).fill(REP.email);
    await rep.getByLabel('Password', { exact: true }).fill(REP.password);
    await rep.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(rep).toHaveURL(/\/dealer\/verification$/);
    await rep.getByLabel('Mobile phone').fill(REP.phone);
    const since = Date.now();
    await rep.getByRole('button', { name: 'Send the code' }).click();
    await rep.getByLabel('Verification code').fill(await latestCode(rep.request, since, REP.phone.slice(-4)));
    await rep.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(rep).toHaveURL(/\/dealer\/customers$/);

    await rep.goto('/dealer/users');
    await expect(rep.getByText('You do not have access to this page').first()).toBeVisible();
    await expect(rep).not.toHaveURL(/\/dealer\/users$/);
    await admin.reload();
    await expect(repRow(admin)).toContainText('Active');
  });

  test('the admin deactivates the rep after a confirmation; the rep\'s open session ends on its next request', async () => {
    await repRow(admin).getByRole('button', { name: `Actions for ${REP.first} ${REP.last}` }).click();
    await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Deactivate this user?' });
    await expect(confirm).toContainText(`${REP.first} ${REP.last} will be signed out everywhere`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(repRow(admin)).toContainText('Inactive');
    await rep.goto('/dealer/customers');
    await expect(rep).toHaveURL(/\/dealer\/login/);
  });

  test('edits a user in the drawer: only the roles the admin may give are offered', async () => {
    await repRow(admin).getByRole('button', { name: `Actions for ${REP.first} ${REP.last}` }).click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    const drawer = admin.getByRole('dialog', { name: `Edit ${REP.first} ${REP.last}` });
    await drawer.getByRole('combobox', { name: 'Role' }).click();
    await expect(admin.getByRole('option', { name: 'Dealer admin', exact: true })).toBeVisible();
    await expect(admin.getByRole('option', { name: 'Organization admin' })).toHaveCount(0);
    await admin.keyboard.press('Escape');
    await drawer.getByRole('textbox', { name: 'Phone' }).fill('123');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Phone' })).toHaveValue('123');
    await expect(drawer.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    // Leaving with unsaved changes asks first; keeping them leaves what was typed.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Phone' })).toHaveValue('123');
    await drawer.getByRole('textbox', { name: 'Phone' }).fill('416-555-0177');
    await drawer.getByRole('checkbox', { name: 'Manage deposits and refunds' }).check();
    await screenshot(admin, 'users-edit', 'en');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
  });

  test('screenshots in English and French, laptop and phone', async () => {
    await admin.goto('/dealer/users');
    await expect(repRow(admin)).toBeVisible();
    await screenshot(admin, 'users', 'en');
    await admin.setViewportSize(PHONE);
    await expect(admin.getByText(REP.email)).toBeVisible();
    await screenshot(admin, 'users-phone', 'en');
    await switchLanguage(admin, 'fr');
    await expect(admin.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await screenshot(admin, 'users-phone', 'fr');
    await admin.setViewportSize(LAPTOP);
    await expect(admin.getByRole('columnheader', { name: 'Dernière activité' })).toBeVisible();
    await screenshot(admin, 'users', 'fr');
    await switchLanguage(admin, 'en'); // the choice is kept on the user: leave it as found
    await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});
