import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from './config';
import { openDatabase } from '../persistence/database';
import { buildApp } from '../http/server/app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    owner: `dealer-panel server on ${config.host}:${config.port}`,
  });
  const app = await buildApp({
    deps: { pingDatabase: database.ping },
    cookieSecret: config.sessionSecret,
    uiDir: path.join(root, 'dist/ui'),
    logger: { level: config.logLevel },
    appMode: config.appMode,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`dealer panel on http://${config.host}:${config.port}/dealer/ (${database.kind}, ${config.appMode} mode)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirInUseError')) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
