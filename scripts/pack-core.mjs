// Builds @dealer-panel/core into core/dist and packs it as an npm tarball (core/README.md).
//
//   node scripts/pack-core.mjs               build, pack, print the tarball's path
//   node scripts/pack-core.mjs --out <dir>   the same, the tarball written into <dir>
//   node scripts/pack-core.mjs --build-only  only core/dist (npm run build -w @dealer-panel/core)
//
// JavaScript: esbuild bundles every public module as an entry point of its own with shared chunks
// (not the tests, not the contexts' testing/ folders of fixtures; core/testing, the `./testing`
// entry of in-memory ports, is public), so that plain Node ESM can run it: relative imports
// need no extension any more, and fp-ts stays a dependency, imported as `fp-ts/lib/X.js` (fp-ts
// has no exports map, so `fp-ts/Either` does not resolve under Node ESM). Declarations: tsc
// (core/tsconfig.build.json), their import paths rewritten the same way so that they resolve
// under `moduleResolution: node16/nodenext` as well as `bundler`.
// The working core/package.json keeps pointing to the .ts sources (the server, Vite, tsx and
// Vitest read them); only the packed package.json points to dist.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORE = path.join(ROOT, 'core');
const DIST = path.join(CORE, 'dist');
const NOT_PUBLISHED = new Set(['dist', 'node_modules']);
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // A context's testing/ folder (fixtures, worlds) is not published; core/testing is (the ./testing entry).
    const privateTesting = entry.name === 'testing' && dir !== CORE;
    if (entry.isDirectory()) return NOT_PUBLISHED.has(entry.name) || privateTesting ? [] : sourcesUnder(full);
    const isModule = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts');
    return isModule ? [path.relative(CORE, full)] : [];
  });
}

/** The modules of contexts' testing/ folders that core/testing imports (directly or not): published with it. */
export function testingHelpers(entries) {
  const found = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const module = queue.pop();
    for (const [, , specifier] of readFileSync(path.join(CORE, module), 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = `${path.relative(CORE, path.resolve(path.dirname(path.join(CORE, module)), specifier))}.ts`;
      if (/(^|\/)testing\//.test(target) && !target.startsWith('testing/') && !found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return [...found].sort();
}

/**
 * Every public module of core, relative to core/: the .ts files but tests and the testing/ folders
 * of contexts; core/testing (the `./testing` entry) and the helpers it imports from those folders.
 */
export function publicModules(dir = CORE) {
  const modules = sourcesUnder(dir);
  return [...modules, ...testingHelpers(modules.filter((m) => m.startsWith('testing/')))];
}

/** `fp-ts/Either` and `fp-ts/lib/Either` → `fp-ts/lib/Either.js`, the file plain Node ESM finds. */
export function fpTsForNode(specifier) {
  const match = /^fp-ts\/(?:lib\/)?([^/]+?)(?:\.js)?$/.exec(specifier);
  return match ? `fp-ts/lib/${match[1]}.js` : specifier;
}

const fpTsExternal = {
  name: 'fp-ts-for-node',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^fp-ts(\/|$)/ }, (args) => ({ path: fpTsForNode(args.path), external: true }));
  },
};

function isRelative(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** Resolve a declaration's relative import to the `.js` path its `.d.ts` sits beside. */
function relativeForNode(specifier, fromFile) {
  if (specifier.endsWith('.js')) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(CORE, fromFile)}: cannot resolve '${specifier}' among the declarations`);
}

const IMPORT_PATH = /(\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\2/gm;

function rewriteDeclaration(file) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(IMPORT_PATH, (_whole, before, quote, specifier) => {
    const forNode = isRelative(specifier) ? relativeForNode(specifier, file) : fpTsForNode(specifier);
    return `${before}${quote}${forNode}${quote}`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function run(command, args, cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_workspace/i.test(key)));
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

async function emitJavaScript(entryPoints) {
  await build({
    absWorkingDir: CORE,
    entryPoints,
    outdir: DIST,
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [fpTsExternal],
    logLevel: 'warning',
  });
}

function emitDeclarations() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  run(process.execPath, [tsc, '-p', path.join(CORE, 'tsconfig.build.json')], CORE);
  for (const file of filesUnder(DIST)) if (file.endsWith('.d.ts')) rewriteDeclaration(file);
}

/** core/dist from scratch: one .js and one .d.ts per public module, shared code in dist/chunks/. */
export async function buildCore() {
  rmSync(DIST, { recursive: true, force: true });
  await emitJavaScript(publicModules());
  emitDeclarations();
  return DIST;
}

/** The packed package.json: the working one, its exports pointing to dist, no build scripts. */
export function publishedManifest(working) {
  const kept = Object.fromEntries(Object.entries(working).filter(([key]) => !['scripts', 'files', 'exports'].includes(key)));
  return {
    ...kept,
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './testing': { types: './dist/testing/index.d.ts', default: './dist/testing/index.js' },
      './package.json': './package.json',
      './*': { types: './dist/*.d.ts', default: './dist/*.js' },
    },
    files: ['dist'],
  };
}

/** Builds core, stages what is published in a temporary folder, packs it; returns the tarball's path. */
export async function packCore(outDir = mkdtempSync(path.join(tmpdir(), 'dealer-core-tarball-'))) {
  await buildCore();
  const stage = mkdtempSync(path.join(tmpdir(), 'dealer-core-stage-'));
  try {
    cpSync(DIST, path.join(stage, 'dist'), { recursive: true });
    cpSync(path.join(CORE, 'README.md'), path.join(stage, 'README.md'));
    const working = JSON.parse(readFileSync(path.join(CORE, 'package.json'), 'utf8'));
    writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(publishedManifest(working), null, 2)}\n`);
    mkdirSync(outDir, { recursive: true });
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', path.resolve(outDir)], stage));
    const tarball = path.join(path.resolve(outDir), packed.filename);
    if (!statSync(tarball).isFile()) throw new Error(`npm pack wrote no ${tarball}`);
    return tarball;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args) {
  if (args.includes('--build-only')) {
    console.error(`built ${path.relative(ROOT, await buildCore())}`);
    return;
  }
  const out = option(args, '--out');
  console.log(out === undefined ? await packCore() : await packCore(out));
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
