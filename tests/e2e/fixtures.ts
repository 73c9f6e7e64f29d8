import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page, ViewportSize } from '@playwright/test';
import { signInFully } from './support';

// The Playwright fixture of the journeys: `signedInPage`, a page of its own browser context signed in
// (password, then the one-time code read from the demo inbox) as a demo user of the seed
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

async function signInNewPage(context: BrowserContext, user: DemoUser, options: SignInOptions): Promise<Page> {
  const page = await context.newPage();
  const landing = CHOOSES_A_DEALERSHIP.has(user) ? /\/dealer\/select-dealership$/ : /\/dealer\/customers$/;
  await signInFully(page, `${user}@demo.dealer.test`, landing, options.language);
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
