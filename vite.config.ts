import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, devProxy, landingPagePlugins, panelLibraryGroups, precompress } from './vite.shared';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist/ui');

// The UI is served by the API server under /dealer/ (history mode); in dev, Vite proxies /api.
export default defineConfig({
  root: 'ui',
  base: '/dealer/',
  publicDir: 'public', // favicons, copied as they are (not hashed: browsers ask for /favicon.ico by name)
  plugins: [react(), landingPagePlugins, precompress(OUT_DIR)],
  build: appBuild(OUT_DIR, undefined, panelLibraryGroups),
  server: {
    port: 5173,
    proxy: devProxy,
  },
});
