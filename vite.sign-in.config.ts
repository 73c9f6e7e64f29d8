import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, precompress } from './vite.shared';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist/ui');

// The sign-in page on its own (issue 34): ui/sign-in.html, built after the panel into the panel's
// folder (the server sends it for /dealer/login). A build of its own, so that it shares no chunk
// with the panel: the few files it downloads hold only what it uses. Its React chunk is its own
// too; the panel's files are fetched while the person types (ui/app/prefetch-panel.ts).
export default defineConfig({
  root: 'ui',
  base: '/dealer/',
  publicDir: 'public', // the same favicons, so that the page names them under /dealer/
  plugins: [react(), precompress(OUT_DIR)],
  build: appBuild(OUT_DIR, path.resolve(import.meta.dirname, 'ui/sign-in.html')),
});
