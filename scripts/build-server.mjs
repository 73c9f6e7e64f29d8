// The server as one JavaScript file (issue 34.6): adapters/di/server.ts and what it imports of ours
// (adapters/, core/, the locales' JSON) bundled by esbuild into dist/server/server.js, the packages of
// node_modules left as imports, the source map in a file of its own (server.js.map, read only under
// `node --enable-source-maps`). Run without tsx, the process holds no TypeScript compiler and no
// inline source maps: ~40 MB less of JS heap than `node --import tsx adapters/di/server.ts`.
//
// `import.meta.url` in our sources names the source file, not the bundle: the files read next to it
// (the migrations, the locales, package.json) still resolve, wherever the checkout is moved.
//
//   node scripts/build-server.mjs [--if-stale]   (npm run build does it; npm start does it when sources are newer)
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'dist/server/server.js');
const outdir = path.dirname(serverBundle);

/** The newest modification time under dir (node_modules and dist skipped). */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether dist/server/server.js is missing or older than a source it is built from. */
export function serverBundleStale() {
  if (!existsSync(serverBundle)) return true;
  const sources = Math.max(newest(path.join(root, 'adapters')), newest(path.join(root, 'core')), newest(path.join(root, 'locales')),
    statSync(path.join(root, 'package.json')).mtimeMs, statSync(fileURLToPath(import.meta.url)).mtimeMs);
  return sources > statSync(serverBundle).mtimeMs;
}

/** `import.meta.url` of a source file, as seen from the bundle: the source file's own URL. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/** fp-ts's modules by their folder (`fp-ts/Either`), which Node's ESM resolution refuses: its CommonJS file, as tsx loads it. */
const fpTsFiles = {
  name: 'fp-ts-files',
  setup(build) {
    build.onResolve({ filter: /^fp-ts\/[A-Za-z]+$/ }, (args) => ({ path: `fp-ts/lib/${args.path.slice('fp-ts/'.length)}.js`, external: true }));
  },
};

export async function buildServer() {
  const { build, stop } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  // Every package stays an import of node_modules but our own core (its package exports TypeScript).
  const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => name !== '@dealer-panel/core');
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'adapters/di/server.ts' },
    outdir,
    // What the server imports with `await import()` (Stripe, the mail intake, the PDF renderer, S3…) is a
    // chunk of its own, loaded when first used: in one file, its packages' imports would load at start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Class and function names as in the sources (errors are told apart by name).
    keepNames: true,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [fpTsFiles, sourceUrls],
  }).finally(() => stop()); // esbuild's service process (~150 MB) would otherwise live as long as npm start
}

// `--if-stale`: only when a source is newer than the bundle (the benchmarks' servers ask so).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && (!process.argv.includes('--if-stale') || serverBundleStale())) {
  await buildServer();
  console.log(`built ${path.relative(root, serverBundle)}`);
}
