import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';

// Shared by the browser journeys. They run against the real server seeded with the README's demo
// accounts (playwright.config.ts). Each sign-in texts a code, and the server limits codes per
// account (5 per 10 minutes from one address): journeys share pages where they can.

export const PASSWORD = 'Dealer-Demo-2026';
export const SCREENSHOTS = path.join('test-results', 'screenshots');

export interface OutboxMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly body: string;
  readonly created_at: string;
}

/**
 * The newest one-time code texted since `since` (ms): read from the demo inbox (GET
 * /api/demo/outbox/, newest first), waiting until the server has written it.
 */
export async function latestCode(request: APIRequestContext, since: number, digitsOfPhone?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get('/api/demo/outbox/');
      if (!response.ok()) return null;
      const messages = (await response.json()) as OutboxMessage[];
      const sms = messages
        .filter((m) => m.channel === 'sms' && Date.parse(m.created_at) >= since - 2000)
        .filter((m) => digitsOfPhone === undefined || m.to.replace(/\D/g, '').endsWith(digitsOfPhone))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      code = sms ? (/\b(\d{6})\b/.exec(sms.body)?.[1] ?? null) : null;
      return code;
    }, { message: 'a one-time code in the demo inbox', timeout: 15_000 })
    .not.toBeNull();
  return code!;
}

/** The digits the masked phone on the verification page still shows ("•••-•••-••08" gives "08"). */
export async function phoneDigits(page: Page): Promise<string | undefined> {
  const text = (await page.getByRole('status').filter({ hasText: /•/ }).first().textContent({ timeout: 5_000 }).catch(() => null)) ?? '';
  return /(\d+)\D*$/.exec(text)?.[1];
}

/**
 * Email and password on /dealer/login, then wait for the verification page. Returns when the code was asked for.
 * The session takes the user's saved language; `language` (default English) puts the page back in the language the
 * test reads, since another journey may have left the shared demo account in the other one. null leaves it as is.
 */
export async function signIn(
  page: Page, email: string, labels = { email: 'Email', password: 'Password', submit: 'Sign in' }, language: 'en' | 'fr' | null = 'en',
): Promise<number> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/verification$/);
  if (language !== null) {
    const radio = page.getByRole('radio', { name: language === 'fr' ? 'FR' : 'EN', exact: true });
    await expect(radio).toBeAttached();
    if (!(await radio.isChecked())) await switchLanguage(page, language);
    await expect(radio).toBeChecked();
  }
  return since;
}

/** A different 6-digit code than `code`. */
export function wrongCode(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

export async function screenshot(page: Page, name: string, lang: 'en' | 'fr'): Promise<void> {
  await saveScreenshot(page, `${name}-${lang}.png`);
}

/**
 * Saves the page (whole, unless `options` says otherwise) as test-results/screenshots/<file>, for a
 * person to look at in both languages and at both widths. E2E_SHOTS=0 skips it: CI's clean-clone
 * run, whose pictures nobody opens, saves a sixth of the journeys' time (186 s → 154 s a shard).
 */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = { fullPage: true }): Promise<void> {
  if (process.env.E2E_SHOTS === '0') return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOTS, file), ...options });
}

/** Serious and critical accessibility violations of the page (axe-core), as "rule: element" lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A dialog that is fading in or out is half transparent, and axe reads its text as too pale:
  // the check waits for every finite animation or transition (not a skeleton's endless pulse).
  await page.waitForFunction(() => document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 100)}`));
}

/** Switches the interface language with the EN / FR control. */
export async function switchLanguage(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await page.getByText(lang === 'fr' ? 'FR' : 'EN', { exact: true }).first().click();
}

/** Signs in with the code from the demo inbox and waits for the first page after verification. */
export async function signInFully(page: Page, email: string, landing: RegExp = /\/dealer\/customers$/, verificationLanguage: 'en' | 'fr' = 'en'): Promise<void> {
  await page.goto('/dealer/login');
  const since = await signIn(page, email, undefined, verificationLanguage);
  const [label, button] = verificationLanguage === 'fr' ? ['Code de vérification', 'Vérifier'] : ['Verification code', 'Verify'];
  await page.getByLabel(label).fill(await latestCode(page.request, since, await phoneDigits(page)));
  await page.getByRole('button', { name: button, exact: true }).click();
  // The first page after verification loads the shell, the store's data and its list: on a loaded
  // machine (two servers and two browsers on two cores) that has taken more than 10 s.
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
}

/** A deal as the order list answers it: what the journeys need to open its worksheet. */
export interface DemoDeal {
  readonly id: number;
  readonly customer: number;
  readonly is_archived: boolean;
  readonly vehicle: { readonly formatted_name: string } | null;
  readonly customer_details: { readonly email: string };
}

/**
 * The newest active deal with a vehicle that the signed-in user may open (read from the API, not from
 * the seed's order). With `ontario`, only a deal whose customer lives in Ontario (postal code K, L, M,
 * N or P): other journeys make deals of their own for buyers elsewhere, and the taxes follow the buyer.
 * Only the demo's own deals: those the journeys make (their customers' e-mails end in @example.test)
 * may be in the middle of another journey's deposit, quotes or trade-in.
 */
export async function aDealWithAVehicle(page: Page, options: { readonly ontario?: boolean } = {}): Promise<DemoDeal> {
  const response = await page.request.get('/api/dealer/order/?page_size=50');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: DemoDeal[] };
  for (const d of results) {
    if (d.vehicle === null || d.is_archived || d.customer_details.email.endsWith('@example.test')) continue;
    if (options.ontario !== true) return d;
    const customer = (await (await page.request.get(`/api/dealer/dealership/customers/${d.customer}/`)).json()) as { postal_code?: string };
    if (/^[KLMNP]\d[A-Z]/i.test(customer.postal_code ?? '')) return d;
  }
  throw new Error(options.ontario === true ? 'no deal with a vehicle for an Ontario buyer' : 'no deal with a vehicle');
}

/** The deal's link for the customer (the easy link a rep sends), read through the dealer's session. */
export async function dealLinkOf(dealer: Page, dealId: number): Promise<string> {
  const response = await dealer.request.get(`/api/dealer/order/${dealId}/easy_links/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { order_link: string }).order_link;
}

export interface MadeDeal { readonly customer: number; readonly order: number; readonly email: string }

/**
 * A customer of the signed-in user's store and a deal on the first vehicle in stock, made through
 * the API so that no other journey touches them (journeys that share demo deals step on each
 * other's quotes, trade-ins and DMS pushes). The last name is made unique with letters only.
 */
export async function makeOwnDeal(
  page: Page,
  options: { readonly firstName: string; readonly postalCode?: string; readonly paymentType?: 'finance' | 'lease' | 'cash' },
): Promise<MadeDeal> {
  const headers = { 'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' };
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const letters = [...unique.slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const email = `${options.firstName.toLowerCase()}-${unique}@example.test`;
  const made = await page.request.post('/api/dealer/customer/', {
    headers,
    data: { first_name: options.firstName, last_name: `Own-${letters}`, email, email_confirmation: email, postal_code: options.postalCode ?? 'M5V 2T6', allow_duplicate: true },
  });
  expect(made.status(), await made.text()).toBe(201);
  const customer = ((await made.json()) as { id: number }).id;
  const { results: vehicles } = (await (await page.request.get('/api/dealer/inventory/search/')).json()) as { results: { id: number }[] };
  expect(vehicles.length).toBeGreaterThan(0);
  const order = await page.request.post('/api/dealer/order/', { headers, data: { customer, vehicle: vehicles[0]!.id, payment_type: options.paymentType ?? 'finance' } });
  expect(order.ok(), await order.text()).toBe(true);
  return { customer, order: ((await order.json()) as { id: number }).id, email };
}

/** A platform authenticator in the page's browser (Chrome DevTools Protocol), for passkeys: it verifies the user and keeps its keys. */
export async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}

/** The page scrolls no wider than a phone of `width` px (390 by default). */
export async function fitsThePhone(page: Page, width = 390): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
