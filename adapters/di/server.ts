import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { isLoopback, loadConfig, ConfigError } from './config';
import { openDatabase } from '../persistence/shared/database';
import { buildApp } from '../http/server/app';
import { defaultRateLimits } from '../http/server/platform/rate-limits';
import { ports as bindPorts } from './ports';
import { serverDeps } from './server-deps';
import { seedDemoData } from './seed-demo';
import { testHooks } from './test-hooks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    owner: `dealer-panel server on ${config.host}:${config.port}`,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const ports = bindPorts(database, { log: (msg, fields) => app?.log.info(fields, msg) });
    if (config.appMode === 'demo') {
      const seeded = await seedDemoData(ports);
      process.stdout.write(`${JSON.stringify({ level: 30, msg: seeded.seeded ? 'demo data seeded' : 'demo data already present', ...seeded })}\n`);
    }
    const deps = serverDeps(ports);
    app = await buildApp({
      deps: config.appMode === 'demo' && process.env.E2E_HOOKS === '1' ? { ...deps, testHooks: testHooks(ports) } : deps,
      cookieSecret: config.sessionSecret,
      uiDir: path.join(root, 'dist/ui'),
      logger: { level: config.logLevel },
      rateLimits: defaultRateLimits(config.rateLimitScale),
      trustProxy: config.trustProxy,
      info: { version, appMode: config.appMode, activixRedirectUrl: process.env.ACTIVIX_REDIRECT_URL ?? '' },
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const server = app;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing requests in flight');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`dealer panel on http://${config.host}:${config.port}/dealer/ (${database.kind}, ${config.appMode} mode)`);
  if (config.appMode === 'demo' && !isLoopback(config.host)) {
    server.log.warn(`demo mode on ${config.host}, reachable from other machines: the demo inbox shows every one-time code and reset link to anyone (APP_MODE=demo was set on purpose)`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && (error.name === 'DataDirInUseError' || error.name === 'DatabaseUnreachableError'))) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
