import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, precompress } from './vite.shared';
import { pickSections, SIGN_IN_SECTIONS } from './ui/shared/i18n-sign-in-sections';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist/ui');
const PAGE = path.resolve(import.meta.dirname, 'ui/sign-in.html');

/** The bundled English common.json of these pages holds only the sections they draw (ui/shared/i18n-sign-in-sections.ts). */
function signInMessages(): Plugin {
  return {
    name: 'sign-in-messages',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]locales[\\/]en-(CA|US)[\\/]common\.json$/.test(id)) return null;
      return JSON.stringify(pickSections(JSON.parse(readFileSync(id, 'utf8')) as Record<string, unknown>, SIGN_IN_SECTIONS));
    },
  };
}

// The sign-in page on its own (issue 34): ui/sign-in.html, built after the panel into the panel's
// folder (the server sends it for /dealer/login and the other pages before
// the panel: verification, reset-password, gallery/:token). A build of its own, so that it shares no chunk
// with the panel: the few files it downloads hold only what it uses. Its React chunk is its own
// too; the panel's files are fetched while the person types (ui/app/prefetch-panel.ts).
export default defineConfig({
  root: 'ui',
  base: '/dealer/',
  publicDir: 'public', // the same favicons, so that the page names them under /dealer/
  // The panel's pages, layout and guard use react-router-dom; here they get the sign-in pages' own
  // small router (ui/app/sign-in-router-dom.tsx): react-router was 26 KB of the page's 171 KB.
  // React itself is preact/compat here (ui/app/sign-in-react.ts): 5 KB instead of react-dom's 54.
  resolve: {
    alias: [
      { find: /^react-router-dom$/, replacement: path.resolve(import.meta.dirname, 'ui/app/sign-in-router-dom.tsx') },
      { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'ui/app/sign-in-react.ts') },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    ],
  },
  plugins: [signInMessages(), react(), precompress(OUT_DIR)],
  build: {
    ...appBuild(OUT_DIR, PAGE),
    // Everything the login page runs at start in the entry's file (rolldown's '$initial': statically
    // imported by the entry), so that the pages loaded later (verification, password reset, gallery)
    // depend on it instead of cutting it into the chunks they share with it.
    rolldownOptions: { input: PAGE, output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/]preact[\\/]/, priority: 3 }, { name: 'sign-in', tags: ['$initial' as const], priority: 2 }] } } },
  },
});
