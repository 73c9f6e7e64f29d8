import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The UI is served by the API server under /dealer/ (history mode); in dev, Vite proxies /api.
export default defineConfig({
  root: 'ui',
  base: '/dealer/',
  publicDir: false,
  plugins: [react()],
  build: { outDir: '../dist/ui', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/i18n': 'http://127.0.0.1:8080', '/settings': 'http://127.0.0.1:8080' },
  },
});
