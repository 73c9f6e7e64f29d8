import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { saveScreenshot, screenshot, switchLanguage } from './support';

// My profile as a sales manager uses it: the name, a notification flag, a photo, and an e-mail
// change that asks for the password. Everything changed is put back, other journeys use this user.

test.describe.serial('my profile', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('manager'); });
  test.afterAll(async () => { await page.context().close(); });

  test('changes the first name and a notification, shown at once in the header, and keeps them after a reload', async () => {
    await page.goto('/dealer/my-profile');
    const first = page.getByLabel('First name');
    const original = await first.inputValue();
    await first.fill('Maxime');
    await page.getByLabel('pays a deposit').uncheck();
    await page.getByRole('button', { name: 'Save my information' }).click();
    await expect(page.getByText('Your information is saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Maxime/ }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Maxime');
    await expect(page.getByLabel('pays a deposit')).not.toBeChecked();
    await page.getByLabel('First name').fill(original);
    await page.getByLabel('pays a deposit').check();
    await page.getByRole('button', { name: 'Save my information' }).click();
    await expect(page.getByText('Your information is saved.').first()).toBeVisible();
  });

  test('a bad value is shown at its field and what was typed stays; a new e-mail asks for the password', async () => {
    await page.goto('/dealer/my-profile');
    await page.getByLabel('Phone').fill('555-0101');
    await page.getByLabel('Email').fill('someone-else@demo.dealer.test');
    await expect(page.getByLabel('Your password')).toBeVisible();
    await page.getByRole('button', { name: 'Save my information' }).click();
    await expect(page.getByLabel('Phone')).toHaveValue('555-0101');
    await expect(page.getByText('Enter a 10-digit phone number, for example (514) 555-0123.').first()).toBeVisible();
    await page.getByLabel('Phone').fill('416-555-0123');
    await page.getByLabel('Your password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Save my information' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('someone-else@demo.dealer.test');
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect(page.getByLabel('Your password')).toHaveCount(0);
  });

  test('uploads a photo (shown in the header), refuses a file that is not a picture, removes it after a confirmation', async () => {
    await page.goto('/dealer/my-profile');
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1c7ed6' } }).jpeg().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Your photo is saved.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Photo of/ })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(page.getByText('This file is not a JPEG, PNG or WebP picture.')).toBeVisible();
    await screenshot(page, 'my-profile', 'en');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { name: 'Mes renseignements' })).toBeVisible();
    await screenshot(page, 'my-profile', 'fr');
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your photo is removed.')).toBeVisible();
  });

  test('lists the messages sent to me: the sign-in code said sent with its channel, state and date, never its digits; in French and on a phone', async () => {
    await page.goto('/dealer/my-profile');
    const section = page.getByRole('region', { name: 'Messages sent to me' });
    const items = section.getByTestId('my-message');
    await expect(items.first()).toBeVisible();
    await expect(section.getByText('A sign-in code was sent').first()).toBeVisible();
    await expect(items.first()).toContainText(/E-mail|Email|Text message/);
    await expect(items.first()).toContainText(/Queued|Sent|Delivered|Sending|Failed/);
    expect(await section.innerText()).not.toMatch(/\b\d{6}\b/);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-messages', 'en');
    await switchLanguage(page, 'fr');
    const fr = page.getByRole('region', { name: 'Messages qui m’ont été envoyés' });
    await expect(fr.getByText('Un code de connexion a été envoyé').first()).toBeVisible();
    await screenshot(page, 'my-messages', 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await fr.scrollIntoViewIfNeeded();
    const box = await fr.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'my-messages-phone-fr.png');
    await switchLanguage(page, 'en');
    await expect(section).toBeVisible();
    await saveScreenshot(page, 'my-messages-phone-en.png');
  });
});
