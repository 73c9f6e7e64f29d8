import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page, ViewportSize } from '@playwright/test';
import { latestCode, PASSWORD } from './support';

// The Playwright fixture of the journeys: `signedInPage`, a page of its own browser context signed in
// (password, then the one-time code read from the demo inbox, through the API) as a demo user of the seed
// (adapters/persistence/seed/demo-staff.ts). Worker-scoped, so a serial describe's beforeAll can
// sign in once for all its tests:
//
//   let page: Page;
//   test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin', { viewport: LAPTOP }); });
//   test.afterAll(async () => { await page.context().close(); });
//
// A context the describe leaves open is closed with the worker.

/** A demo user with a phone on file, by the local part of their e-mail address (…@demo.dealer.test). */
export type DemoUser = 'admin' | 'admin.qc' | 'manager' | 'rep' | 'corporate' | 'orgadmin' | 'superadmin';

export interface SignInOptions {
  /** The new context's viewport; the config's otherwise. */
  readonly viewport?: ViewportSize;
  /** The language the verification page is read in (default English; the Québec staff's pages are French). */
  readonly language?: 'en' | 'fr';
  /** For a user of several dealerships: the one picked on /dealer/select-dealership, which then opens the customers. */
  readonly dealership?: RegExp;
}

/** Opens a browser context and signs `user` in; the page is on the first page after verification. */
export type SignedInPage = (user: DemoUser, options?: SignInOptions) => Promise<Page>;

/** These users belong to several dealerships (or all): they land on the choice of one. */
const CHOOSES_A_DEALERSHIP: ReadonlySet<DemoUser> = new Set<DemoUser>(['orgadmin', 'superadmin']);

/**
 * Signs `email` in through the API the sign-in pages call, in the browser context's own cookie jar:
 * the password, a texted code (read from the demo inbox), then the language the test reads. The
 * sign-in screens themselves are the journeys of access.spec.ts and its neighbours; here the page
 * only needs a verified session, and typing it costs every journey seconds of the suite's time.
 */
async function signInByApi(context: BrowserContext, email: string, language: 'en' | 'fr'): Promise<void> {
  const { request } = context;
  const headers = async () => ({ 'X-CSRFToken': (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' });
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers: await headers(), data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  expect((await request.get('/settings/')).ok()).toBe(true);
  await post('/api/dealer/user/login/', { email, password: PASSWORD });
  const since = Date.now();
  const sent = await post('/api/dealer/user/send_otp/', {});
  const masked = String(sent['masked_phone'] ?? '');
  const digits = /(\d+)\D*$/.exec(masked)?.[1];
  const verified = await post('/api/dealer/user/verification/', { token: await latestCode(request, since, digits) });
  expect(verified['fully_authenticated']).toBe(true);
  // The session took the user's saved language; another journey may have left it in the other one.
  const current = String(((await (await request.get('/i18n/')).json()) as { language?: string }).language ?? '');
  if (language === 'fr' && current !== 'fr_CA') await post('/i18n/', { language: 'fr_CA' });
  if (language === 'en' && !current.startsWith('en')) {
    const me = (await (await request.get('/api/dealer/user/current_user/')).json()) as { user?: { dealership?: { country?: string } | null } };
    await post('/i18n/', { language: me.user?.dealership?.country === 'CA' ? 'en_CA' : 'en_US' });
  }
}

async function signInNewPage(context: BrowserContext, user: DemoUser, options: SignInOptions): Promise<Page> {
  const page = await context.newPage();
  const chooses = CHOOSES_A_DEALERSHIP.has(user);
  await signInByApi(context, `${user}@demo.dealer.test`, options.language ?? 'en');
  await page.goto(chooses ? '/dealer/select-dealership' : '/dealer/customers');
  // The first page loads the shell, the store's data and its list: on a loaded machine (two servers
  // and two browsers on two cores) that has taken more than 10 s.
  await expect(page).toHaveURL(chooses ? /\/dealer\/select-dealership$/ : /\/dealer\/customers$/, { timeout: 20_000 });
  if (options.dealership !== undefined) {
    await page.getByRole('list', { name: 'Your dealerships' }).getByRole('button', { name: options.dealership }).click();
    await expect(page).toHaveURL(/\/dealer\/customers$/);
  }
  return page;
}

export const test = base.extend<object, { signedInPage: SignedInPage }>({
  signedInPage: [async ({ browser }, use) => {
    const open = new Set<BrowserContext>();
    await use(async (user, options = {}) => {
      const context = await browser.newContext(options.viewport === undefined ? {} : { viewport: options.viewport });
      open.add(context);
      context.on('close', () => open.delete(context));
      return signInNewPage(context, user, options);
    });
    for (const context of open) await context.close();
  }, { scope: 'worker' }],
});

export { expect };
