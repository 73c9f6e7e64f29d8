// Moves source files and rewrites every relative import that reaches them (and theirs), so a
// folder reorganisation is one mechanical, reviewable commit.
//   node scripts/move-modules.mjs moves.txt [--dry-run]
// moves.txt: one "old/path.ts new/path.ts" a line (a folder moves every file under it: "core/commerce/addons core/addons");
// blank lines and "#" comments are ignored. Paths are relative to the repository root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [movesFile, flag] = process.argv.slice(2);
if (!movesFile) {
  console.error('usage: node scripts/move-modules.mjs moves.txt [--dry-run]');
  process.exit(2);
}
const dryRun = flag === '--dry-run';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
const tracked = git('ls-files').split('\n').filter(Boolean);
const trackedSet = new Set(tracked);

// Expand folder moves into file moves.
const moves = new Map();
for (const line of readFileSync(movesFile, 'utf8').split('\n')) {
  const text = line.replace(/#.*/, '').trim();
  if (text === '') continue;
  const [from, to, extra] = text.split(/\s+/);
  if (!from || !to || extra) throw new Error(`bad line: ${line}`);
  if (trackedSet.has(from)) { moves.set(from, to); continue; }
  const prefix = from.endsWith('/') ? from : `${from}/`;
  const under = tracked.filter((f) => f.startsWith(prefix));
  if (under.length === 0) throw new Error(`nothing tracked at ${from}`);
  for (const f of under) moves.set(f, path.posix.join(to, f.slice(prefix.length)));
}
const targets = new Set();
for (const [from, to] of moves) {
  if (targets.has(to) || (trackedSet.has(to) && !moves.has(to))) throw new Error(`two files would land on ${to} (from ${from})`);
  targets.add(to);
}
const newPath = (f) => moves.get(f) ?? f;

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const EXTS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];
/** The tracked file a relative specifier written in `file` names, or null. */
function resolveSpec(file, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  for (const ext of EXTS) if (trackedSet.has(base + ext)) return { target: base + ext, ext };
  // "./x.js" written for "./x.ts" (NodeNext style)
  const noJs = base.replace(/\.js$/, '');
  for (const ext of ['.ts', '.tsx']) if (trackedSet.has(noJs + ext)) return { target: noJs + ext, ext: '.js', jsStyle: true };
  return null;
}
function specFor(fromFile, target, how) {
  let rel = path.posix.relative(path.posix.dirname(fromFile), target);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  if (how.jsStyle) return rel.replace(/\.tsx?$/, '.js');
  if (how.ext === '') return rel;
  if (how.ext.startsWith('/index')) return rel.slice(0, -how.ext.length);
  return rel.slice(0, -how.ext.length);
}

const SPEC = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
let rewritten = 0;
const unresolved = [];
for (const file of tracked) {
  if (!CODE.test(file) || file.startsWith('node_modules/')) continue;
  const text = readFileSync(file, 'utf8');
  const moved = newPath(file);
  const out = text.replace(SPEC, (whole, lead, quote, spec) => {
    const found = resolveSpec(file, spec);
    if (!found) { unresolved.push(`${file}: ${spec}`); return whole; }
    const next = specFor(moved, newPath(found.target), found);
    return next === spec ? whole : `${lead}${quote}${next}${quote}`;
  });
  if (out !== text) {
    rewritten += 1;
    if (!dryRun) writeFileSync(file, out);
  }
}
if (!dryRun) {
  for (const [from, to] of moves) {
    mkdirSync(path.posix.dirname(to), { recursive: true });
    git('mv', from, to);
  }
}
console.log(`${moves.size} files ${dryRun ? 'would move' : 'moved'}, ${rewritten} files' imports ${dryRun ? 'would change' : 'rewritten'}`);
if (unresolved.length > 0) console.log(`relative imports left as they are (not a tracked file):\n  ${unresolved.slice(0, 40).join('\n  ')}`);
for (const [from, to] of moves) if (dryRun && !existsSync(from)) console.log(`missing: ${from} → ${to}`);
