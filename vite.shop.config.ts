import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, devProxy, precompress } from './vite.shared';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist/shop');
const PAGES = [path.join(import.meta.dirname, 'shop/features'), path.join(import.meta.dirname, 'shop/app/credit-route')];

/**
 * The deal's pages other than its tasks are loaded when opened (shop/app/shop-router.tsx); what they
 * share with the tasks (the libraries, ui/shared, core, the contract) stays in one file loaded at
 * start, not in the handful of small files the automatic split made of it (issue 34 item 3).
 */
const shopLibraryGroups = [
  { name: 'shop-shared', priority: 1, test: (id: string) => !PAGES.some((dir) => id.startsWith(dir)) || id.endsWith('.ts') },
];

// The customer's app (docs/decisions.md "Customer app (shop)"): its own entry (shop/index.html),
// served by the same API server under /shop/ (history mode). `npm run build` builds both apps.
export default defineConfig({
  root: 'shop',
  base: '/shop/',
  publicDir: path.resolve(import.meta.dirname, 'ui/public'), // the same favicons
  plugins: [react(), precompress(OUT_DIR)],
  build: appBuild(OUT_DIR, undefined, shopLibraryGroups),
  server: {
    port: 5174,
    // The locale files the shop fetches live on the server (/dealer/locales/…).
    proxy: { ...devProxy, '/dealer/locales': 'http://127.0.0.1:8080' },
  },
});
