// `npm test`: every check and every test, then one summary line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = []; // { name, passed, failed }
const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);

function run(cmd, args, extraEnv = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return { status: r.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}; install Debian's chromium (apt-get install -y chromium).`);
    return false;
  }
  console.log('Installing Debian chromium for the browser tests…');
  run('apt-get', ['update', '-qq']);
  return run('apt-get', ['install', '-y', '-qq', 'chromium']).status === 0 && existsSync(path);
}

/**
 * The static checks side by side: each is one single-threaded process, and on the two-core CI
 * machine running them one after the other left a core idle for about three minutes. Each one's
 * output is held and printed whole when it ends, so the log reads as before.
 */
async function checksTogether(list) {
  const chosen = list.filter(([name]) => want(name));
  const runs = chosen.map(([name, cmd, args]) => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ name, status: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), output: Buffer.concat(chunks).toString() }));
  }));
  for (const r of await Promise.all(runs)) {
    console.log(`\n=== ${r.name} ===`);
    if (r.output) process.stdout.write(r.output);
    console.log(`--- ${r.name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${r.seconds}s)`);
    results.push({ name: r.name, passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1 });
  }
}

mkdirSync('test-results', { recursive: true });
await checksTogether([
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['deps', 'npm', ['run', '-s', 'deps:check']],
]);

if (want('unit')) {
  console.log(`\n=== unit, property and API tests (vitest)${process.env.TEST_DATABASE_URL ? ' — PostgreSQL included' : ' — PGlite only (TEST_DATABASE_URL unset)'}${process.env.TEST_REDIS_URL ? ', Redis included' : ', no Redis (TEST_REDIS_URL unset)'} ===`);
  rmSync('test-results/vitest.json', { force: true });
  const r = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
  results.push(countVitest(r.status));
}

if (want('e2e')) {
  console.log('\n=== browser tests (Playwright, Debian Chromium) ===');
  if (!ensureChromium()) {
    results.push({ name: 'e2e', passed: 0, failed: 1 });
  } else {
    const build = run('npm', ['run', '-s', 'build']);
    if (build.status !== 0) results.push({ name: 'build', passed: 0, failed: 1 });
    else {
      rmSync('test-results/playwright.json', { force: true });
      const r = run('npx', ['playwright', 'test']);
      results.push(countPlaywright(r.status));
    }
  }
}

function countVitest(status) {
  try {
    const j = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
    const failed = j.numFailedTests + (status !== 0 && j.numFailedTests === 0 ? 1 : 0);
    return { name: 'vitest', passed: j.numPassedTests, failed };
  } catch {
    return { name: 'vitest', passed: 0, failed: 1 };
  }
}

function countPlaywright(status) {
  try {
    const j = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
    const s = j.stats;
    const failed = s.unexpected + s.flaky + (status !== 0 && s.unexpected === 0 ? 1 : 0);
    return { name: 'playwright', passed: s.expected, failed };
  } catch {
    return { name: 'playwright', passed: 0, failed: 1 };
  }
}

// The names of what failed, last, so that a log cut to its tail still says what to mend.
function failedNames() {
  const names = [];
  if (want('unit')) try {
    const j = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
    for (const file of j.testResults ?? []) {
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of tests) names.push(`vitest ${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
      if (tests.length === 0 && file.status === 'failed') names.push(`vitest ${file.name.replace(process.cwd() + '/', '')}: ${String(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  } catch { /* no vitest report */ }
  if (want('e2e')) try {
    const j = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'expected' || test.status === 'skipped') continue;
          const error = test.results?.at(-1)?.error?.message ?? '';
          names.push(`playwright ${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')} (${test.status}): ${error.split('\n')[0].slice(0, 300)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail);
    };
    for (const suite of j.suites ?? []) walk(suite, []);
  } catch { /* no playwright report */ }
  return names;
}

const failures = failedNames();
if (failures.length > 0) console.log('\nFailed:\n' + failures.map((n) => `  ${n}`).join('\n'));

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\n' + results.map((r) => `${r.name}: ${r.passed} passed, ${r.failed} failed`).join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
