import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { accessibilityViolations, screenshot, switchLanguage, dealLinkOf } from './support';

// Issue 16 item 5: the Ontario dealer admin adds a picture to a slot of a demo trade-in (one of the
// seed's older deals, which no other journey takes), shares the gallery link, and the link opens
// signed out: the vehicle and its pictures in a grid, a larger view stepped through with the arrow
// keys and closed with Escape, in English and French, on a laptop and a phone. An unknown link
// says so. Screenshots EN and FR at 1366 and 390 px.

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Listed { readonly id: number; readonly customer_id: number; readonly order_id: number | null; readonly vehicle: { readonly make: string; readonly model: string; readonly year: number }; readonly images: Record<string, number | null> }

/** A small photo as a phone takes it (GPS position included: the server strips it). */
const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f9e44' } }).jpeg()
  .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' } }).toBuffer();

test.describe.serial('trade-in gallery', () => {
  let page: Page;
  let visitor: Page;
  let tradeIn: Listed;
  let link = '';

  test.beforeAll(async ({ signedInPage }) => {
    page = await signedInPage('admin', { viewport: LAPTOP });
    const { results } = (await (await page.request.get('/api/dealer/available-trade-ins/?page=1')).json()) as { results: Listed[] };
    const found = results.find((t) => t.order_id !== null && t.images['left'] === null && Object.values(t.images).some((id) => id !== null));
    expect(found, 'a demo trade-in with pictures and an empty left side').toBeDefined();
    tradeIn = found!;
  });
  test.afterAll(async () => { await page.context().close(); await visitor?.context().close(); });

  test('the dealer adds a picture to the left side and shares the gallery link', async () => {
    await page.goto(`/dealer/customers/${tradeIn.customer_id}/order/${tradeIn.order_id}/trade-in`);
    const pictures = page.getByRole('region', { name: 'Pictures' });
    await expect(pictures.getByRole('group', { name: 'Front' }).getByRole('img', { name: 'Front of the vehicle' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await pictures.getByRole('button', { name: 'Add the Left side picture' }).click();
    await (await chooser).setFiles({ name: 'left.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(pictures.getByRole('status')).toHaveText('Picture saved.');
    await expect(pictures.getByRole('group', { name: 'Left side' }).getByRole('img', { name: 'Left side of the vehicle' })).toBeVisible();
    await pictures.getByRole('button', { name: 'Share the gallery' }).click();
    await expect(page.getByTestId('gallery-link')).toHaveValue(/\/dealer\/gallery\/[\w-]{43,}$/);
    link = new URL(await page.getByTestId('gallery-link').inputValue()).pathname;
    await expect(pictures.getByText(/This link works until/)).toBeVisible();
    await pictures.scrollIntoViewIfNeeded();
    await screenshot(page, 'gallery-dealer-slots-laptop', 'en');
  });

  test('a picture that is not one is refused beside its slot, and nothing changes', async () => {
    const pictures = page.getByRole('region', { name: 'Pictures' });
    const chooser = page.waitForEvent('filechooser');
    await pictures.getByRole('button', { name: 'Add the Right side picture' }).click();
    await (await chooser).setFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 not a photo') });
    await expect(pictures.getByRole('group', { name: 'Right side' }).getByRole('alert')).toHaveText('This is not a picture. Send a JPEG, PNG or WebP photo.');
    await expect(pictures.getByRole('group', { name: 'Right side' }).getByText('No picture')).toBeVisible();
  });

  test('the customer adds a dashboard picture from the deal link, on a phone', async ({ browser }: { browser: Browser }) => {
    expect(tradeIn.order_id, 'a trade-in on a deal').not.toBeNull();
    const dealLink = await dealLinkOf(page, tradeIn.order_id!);
    const customer = await (await browser.newContext({ viewport: PHONE })).newPage();
    try {
      await customer.goto(new URL(dealLink).pathname);
      await customer.getByText('English', { exact: true }).click();
      await customer.getByTestId('task-trade-in').getByRole('link').click();
      await expect(customer).toHaveURL(/\/shop\/deal\/[A-Za-z0-9_-]+\/trade-in$/);
      const pictures = customer.getByRole('region', { name: 'Pictures of your vehicle' });
      await expect(pictures.getByRole('group', { name: 'Left side' }).getByRole('img')).toBeVisible();
      const chooser = customer.waitForEvent('filechooser');
      await pictures.getByRole('button', { name: 'Add the Dashboard picture' }).click();
      await (await chooser).setFiles({ name: 'dash.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await expect(pictures.getByRole('status')).toHaveText('Picture saved.');
      await expect(pictures.getByRole('group', { name: 'Dashboard' }).getByRole('img', { name: 'Dashboard of the vehicle' })).toBeVisible();
      await pictures.scrollIntoViewIfNeeded();
      await screenshot(customer, 'gallery-shop-pictures-phone', 'en');
    } finally {
      await customer.context().close();
    }
  });

  test('the link opens signed out: the vehicle, the pictures, a larger view with the keyboard', async ({ browser }: { browser: Browser }) => {
    const context = await browser.newContext({ viewport: LAPTOP });
    visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor).toHaveURL(new RegExp(`${link}$`));
    const title = `${tradeIn.vehicle.year} ${tradeIn.vehicle.make} ${tradeIn.vehicle.model}`;
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(visitor.getByRole('button', { name: 'Open the Left side picture' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Open the Dashboard picture' })).toBeVisible();
    const count = await visitor.getByTestId('gallery-picture').count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(visitor.getByRole('img', { name: 'Left side' })).toHaveJSProperty('complete', true);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'gallery-laptop', 'en');
    await visitor.getByRole('button', { name: 'Open the Front picture' }).click();
    const dialog = visitor.getByRole('dialog');
    await expect(dialog).toContainText(`Front (1 of ${count})`);
    await visitor.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`(2 of ${count})`);
    await visitor.keyboard.press('ArrowLeft');
    await visitor.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(`(${count} of ${count})`);
    await screenshot(visitor, 'gallery-large-laptop', 'en');
    await visitor.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('reads in French and fits a phone, both languages', async () => {
    await switchLanguage(visitor, 'fr');
    await expect(visitor.getByRole('button', { name: 'Ouvrir la photo Côté gauche' })).toBeVisible();
    await expect(visitor.getByText(/Photos du véhicule d’échange partagées par/)).toBeVisible();
    await screenshot(visitor, 'gallery-laptop', 'fr');
    await visitor.setViewportSize(PHONE);
    await expect.poll(() => visitor.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scroll at 390 px' }).toBeLessThanOrEqual(390);
    await screenshot(visitor, 'gallery-phone', 'fr');
    await switchLanguage(visitor, 'en');
    await expect(visitor.getByRole('button', { name: 'Open the Left side picture' })).toBeVisible();
    await screenshot(visitor, 'gallery-phone', 'en');
  });

  test('an unknown link says the link expired or is unknown, in both languages', async () => {
    await visitor.setViewportSize(LAPTOP);
    await visitor.goto(`/dealer/gallery/${'x'.repeat(43)}`);
    await expect(visitor.getByRole('heading', { name: 'This gallery link has expired or is unknown' })).toBeVisible();
    await screenshot(visitor, 'gallery-missing-laptop', 'en');
    await switchLanguage(visitor, 'fr');
    await expect(visitor.getByRole('heading', { name: 'Ce lien de galerie a expiré ou est inconnu' })).toBeVisible();
    await screenshot(visitor, 'gallery-missing-laptop', 'fr');
  });
});
