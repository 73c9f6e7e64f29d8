import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { landingPage } from './vite.landing-page';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build in `outDir`,
 * once: the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * every download again at the lower quality a live answer can afford. Source maps are left alone.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'dealer-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * React, its scheduler and the router: needed by every page, and changed only by an upgrade, so
 * they keep one cached file across deployments of the app's own code. Other libraries stay where
 * the automatic split puts them: grouping Mantine or RxJS would pull their dealer-only parts into
 * the sign-in pages.
 */
export const reactGroup = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ };

/**
 * The modules the panel's landing page (the customer list, where the panel opens after sign-in)
 * runs on a cold load: what the entry, the dealer layout, the list and the feature modules they
 * resolve import statically (vite.landing-page.ts). Issue 34 item 2: one file holds all the list runs (its
 * share of Mantine, the libraries and the app's code), instead of every page's share of them.
 * A root renamed or moved only makes the file smaller, never breaks a page.
 */
const LANDING_ROOTS = [
  'ui/app/dealer-shell.tsx',
  'ui/features/customers/customers-page.tsx',
  'ui/features/customers/customers-module.ts',
  'ui/features/notifications/notifications-module.ts',
  'ui/features/stores/stores-module.ts',
  // What the guards fetch for a signed-in user (ui/shared/session/dealer-startup.ts).
  'adapters/http/contract/stores/stores-routes.ts',
  'adapters/http/contract/payments/payment-routes.ts',
];
/** A customer's record, the page opened most from the list: its deals (the record's index child). */
const RECORD_ROOTS = [
  'ui/features/customers/record/customer-details-page.tsx',
  'ui/app/order-list-with-dms.tsx',
  'ui/features/orders/orders-module.ts',
  'ui/features/dms/dms-module.ts',
];

const landing = landingPage(LANDING_ROOTS.map((file) => path.join(import.meta.dirname, file)));
const record = landingPage(RECORD_ROOTS.map((file) => path.join(import.meta.dirname, file)), false);
/** Find what the landing page and a record run (panelLibraryGroups' first two groups); in the panel's build only. */
export const landingPagePlugins = [landing.plugin, record.plugin];

/**
 * The panel's libraries and code beyond the landing page, in three cached files shared by the other
 * pages (issue 34 item 2): Mantine's core with what it draws with, the app's plumbing (RxJS,
 * i18next, io-ts, fp-ts, Inversify), and the app's own code. Left to the automatic split
 * they were dozens of small files on every page. Charts and the libraries of one screen stay with
 * their screen. Not for the sign-in page, which draws with a few Mantine components only (its own
 * build).
 */
const APP_SHARED = ['core', 'adapters/http', 'ui/shared'].map((dir) => `${path.join(import.meta.dirname, dir)}${path.sep}`);
const FEATURES = `${path.join(import.meta.dirname, 'ui/features')}${path.sep}`;

export const panelLibraryGroups = [
  { name: 'first', priority: 2, test: landing.test },
  // What a record adds to the list's (the modules of both are in `first`, the group before).
  { name: 'record', priority: 1.5, test: record.test },
  { name: 'mantine', priority: 1, test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|clsx|react-number-format|react-textarea-autosize)[\\/]/ },
  { name: 'libs', priority: 1, test: /node_modules[\\/](rxjs|i18next|react-i18next|html-parse-stringify|void-elements|io-ts|fp-ts|inversify|@inversifyjs|reflect-metadata)[\\/]/ },
  // The app's own code beyond the pages (core, the HTTP contract and client, ui/shared, and the
  // features' view models, tokens and ports: every .ts, not the .tsx screens).
  // A `*.part.tsx` (a dialog or panel loaded when opened: ui/shared/lazy-part.ts) keeps a file of its own.
  { name: 'app', priority: 0, test: (id: string) => !id.endsWith('.part.tsx') && (APP_SHARED.some((dir) => id.startsWith(dir)) || (id.startsWith(FEATURES) && id.endsWith('.ts'))) },
];

/** In dev, Vite proxies the server's paths to the API server. */
export const devProxy = { '/api': 'http://127.0.0.1:8080', '/i18n': 'http://127.0.0.1:8080', '/settings': 'http://127.0.0.1:8080' };

/**
 * The build options the apps share: their own folder, source maps (not served in production), React
 * in its own chunk. `page`: an HTML page built into the folder of another build (the sign-in page
 * into the panel's, issue 34): the folder is kept and the page is the input.
 */
export function appBuild(outDir: string, page?: string, libraryGroups: readonly { readonly name: string; readonly priority: number; readonly test: RegExp | ((id: string) => boolean) }[] = []) {
  return {
    outDir,
    emptyOutDir: page === undefined,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { ...(page === undefined ? {} : { input: page }), output: { codeSplitting: { groups: [{ ...reactGroup, priority: 3 }, ...libraryGroups] } } },
  };
}
