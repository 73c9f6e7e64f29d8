// Starts the server for the Playwright suite on a throw-away data directory.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.argv[2] ?? '8191';
const dataDir = `test-results/e2e-data-${port}`; // one per port: two suites of one worktree must not share it
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/di/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'demo', DATABASE_URL: '', LOG_LEVEL: 'warn', E2E_HOOKS: '1', RATE_LIMIT_SCALE: '50',
    // The trade-in journey shows a vendor's own error: the simulated Rapid refuses the store's account.
    VALUATION_SIMULATE: process.env.VALUATION_SIMULATE ?? 'rapid=auth_failed',
    // The scheduled inventory pulls stay off in the journeys unless a run asks for them.
    FEED_PULL_JOB: process.env.FEED_PULL_JOB ?? 'off',
    // ADF leads by e-mail (issue 30.6): the listener 1000 ports above the server's, leads imported as the organization admin.
    ADF_SMTP_PORT: String(Number(port) + 1000), ADF_SMTP_DOMAIN: 'leads.demo.dealer.test', ADF_MAIL_USER: 'orgadmin@demo.dealer.test' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
