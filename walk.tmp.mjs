// Throwaway walkthrough of the running product (npm start on :8080): not part of the suite.
import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:8080';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const log = (...m) => console.log(...m);

async function signIn(page, email) {
  await page.goto(`${BASE}/dealer/login`);
  const since = Date.now();
  await page.locator('input[type=email], input[name=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill('Dealer-Demo-2026');
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(/verification/);
  let code = null;
  for (let i = 0; i < 40 && code === null; i++) {
    const inbox = await (await page.request.get(`${BASE}/api/demo/outbox/`)).json();
    const m = inbox.find((x) => x.channel === 'sms' && Date.parse(x.created_at) >= since - 2000);
    code = m ? /\b(\d{6})\b/.exec(m.body)?.[1] ?? null : null;
    if (code === null) await page.waitForTimeout(250);
  }
  await page.locator('input').first().fill(code);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(/customers|select-dealership/);
}

const errors = [];
async function watch(page, who) {
  page.on('pageerror', (e) => errors.push(`${who} pageerror ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 500) errors.push(`${who} ${r.status()} ${r.url()}`); });
}

// Admin on a laptop, English.
{
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-CA' });
  const page = await ctx.newPage(); await watch(page, 'admin');
  await signIn(page, 'admin@demo.dealer.test');
  for (const path of ['users', 'dealerships', 'disclosure', 'activity', 'my-profile']) {
    await page.getByRole('navigation').getByRole('link').first().waitFor();
    const link = path === 'my-profile' ? null : page.getByRole('navigation').getByRole('link', { name: { users: 'Users', dealerships: 'Dealerships', disclosure: 'Disclosures', activity: 'Activity log' }[path] });
    if (link) await link.click(); else await page.goto(`${BASE}/dealer/${path}`);
    await page.waitForURL(new RegExp(path));
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/walk/admin-${path}-en.png`, fullPage: true });
    log('admin opened', path, await page.locator('h1').first().innerText());
  }
  // Change a dealership field, try to leave, cancel, save, come back.
  await page.getByRole('navigation').getByRole('link', { name: 'Dealerships' }).click();
  await page.waitForTimeout(1000);
  const phone = page.getByLabel('Phone', { exact: true });
  const before = await phone.inputValue();
  await phone.fill('(416) 555-0188');
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await page.waitForTimeout(600);
  log('dirty guard dialog:', await page.getByRole('dialog').count());
  await page.screenshot({ path: '/tmp/walk/admin-dirty-guard.png' });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  log('still on', page.url(), 'phone kept', await phone.inputValue());
  await phone.fill('12');
  await page.getByRole('button', { name: /Save/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/walk/admin-dealership-bad-phone.png', fullPage: true });
  await phone.fill(before);
  await page.getByRole('button', { name: /Save/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/walk/admin-dealership-saved.png' });
  await ctx.close();
}

// Sales rep on a phone, French browser.
{
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CA', isMobile: true, hasTouch: true });
  const page = await ctx.newPage(); await watch(page, 'rep');
  await page.goto(`${BASE}/dealer/login`);
  await page.waitForTimeout(800);
  log('rep login h1:', await page.locator('h1').first().innerText());
  await page.screenshot({ path: '/tmp/walk/rep-login-fr.png', fullPage: true });
  await signIn(page, 'rep@demo.dealer.test');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/walk/rep-customers-fr.png', fullPage: true });
  for (const path of ['users', 'dealerships', 'activity', 'my-profile']) {
    await page.goto(`${BASE}/dealer/${path}`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/walk/rep-${path}-fr.png`, fullPage: true });
    log('rep at', path, '->', page.url().replace(BASE, ''), '|', (await page.locator('body').innerText()).slice(0, 80).replace(/\n/g, ' / '));
  }
  await ctx.close();
}
await browser.close();
log('errors:', errors);
