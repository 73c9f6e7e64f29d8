import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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

/** In dev, Vite proxies the server's paths to the API server. */
export const devProxy = { '/api': 'http://127.0.0.1:8080', '/i18n': 'http://127.0.0.1:8080', '/settings': 'http://127.0.0.1:8080' };

/**
 * The build options the apps share: their own folder, source maps (not served in production), React
 * in its own chunk. `page`: an HTML page built into the folder of another build (the sign-in page
 * into the panel's, issue 34): the folder is kept and the page is the input.
 */
export function appBuild(outDir: string, page?: string) {
  return {
    outDir,
    emptyOutDir: page === undefined,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { ...(page === undefined ? {} : { input: page }), output: { codeSplitting: { groups: [reactGroup] } } },
  };
}
