import { loadConfig, ConfigError } from './config';
import { openDatabase } from '../persistence/database';
import { runCli } from '../cli/run-cli';
import { cliDeps } from './cli-deps';
import { portsContainer, resolvePorts } from './ports-container';

/** `npm run cli -- <command>`: the same use cases and database as the server, without HTTP. */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    const out = await runCli(argv, undefined as never);
    process.stdout.write(out.stdout);
    return 0;
  }
  const config = await loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, owner: `dealer-panel cli (${argv[0] ?? ''})` });
  try {
    const ports = resolvePorts(portsContainer(database, { log: () => undefined }));
    const out = await runCli(argv, cliDeps(ports));
    process.stdout.write(out.stdout);
    process.stderr.write(out.stderr);
    return out.code;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  const known = error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirInUseError');
  process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(known ? 3 : 1);
});
