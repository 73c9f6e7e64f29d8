import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8191);
// Two workers, each with a server and a demo database of its own (ports E2E_PORT and E2E_PORT + 1):
// the journeys wait on the browser and the server far more than they compute, so two of them share
// the two cores well, and no journey sees another's changes. Playwright sets TEST_PARALLEL_INDEX in
// each worker process before it loads this file; at most one worker holds an index at a time.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const workerPort = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Session 15: under the full run's load (two servers, two browsers on two cores) a refusal's toast,
  // a worksheet's payment or a gallery's picture has taken more than 10 s; see docs/status.md.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    // A trace records every action's screenshots and DOM of every test to keep only the failures':
    // on two cores that is Chromium time every journey pays. E2E_TRACE=1 turns it on to chase one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // A fresh embedded database per worker and run, seeded with the demo data, on its own port.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node scripts/e2e-server.mjs ${port + index}`,
    url: `http://127.0.0.1:${port + index}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
