import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, devProxy, precompress } from './vite.shared';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist/shop');

// The customer's app (docs/decisions.md "Customer app (shop)"): its own entry (shop/index.html),
// served by the same API server under /shop/ (history mode). `npm run build` builds both apps.
export default defineConfig({
  root: 'shop',
  base: '/shop/',
  publicDir: path.resolve(import.meta.dirname, 'ui/public'), // the same favicons
  plugins: [react(), precompress(OUT_DIR)],
  build: appBuild(OUT_DIR),
  server: {
    port: 5174,
    // The locale files the shop fetches live on the server (/dealer/locales/…).
    proxy: { ...devProxy, '/dealer/locales': 'http://127.0.0.1:8080' },
  },
});
