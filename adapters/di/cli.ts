import { aesFieldCipher } from '../system/aes-field-cipher';
import { loadConfig, ConfigError } from './config';
import { openDatabase } from '../persistence/shared/database';
import { describeFailure, outboxWhileServerRuns } from '../cli/cli-failure';
import { DataDirInUseError } from '../persistence/shared/data-dir-lock';
import { runCli } from '../cli/run-cli';
import { cliDeps } from './cli-deps';
import { ports } from './ports';

/** All of stdin, for `price` and the dealer calls without a --json argument, and `price --jsonl`; read only when asked. */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return ''; // nothing piped in: say so rather than wait for a typed deal
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** `npm run cli -- <command>`: the same use cases and database as the server, without HTTP. */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    const out = await runCli(argv, undefined as never);
    process.stdout.write(out.stdout);
    return 0;
  }
  if (argv[0] === 'price') {
    // Pricing is pure: no database, so it also works while the server holds the data directory.
    const out = await runCli(argv, undefined as never, { readStdin });
    // Wait for a large --jsonl output to reach the pipe before process.exit cuts it short.
    await new Promise<void>((resolve) => process.stdout.write(out.stdout, () => resolve()));
    process.stderr.write(out.stderr);
    return out.code;
  }
  const config = await loadConfig(process.env);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, owner: `dealer-panel cli (${argv[0] ?? ''})` });
  } catch (error) {
    // The server holds the embedded database: outbox says where the server shows the messages instead.
    if (argv[0] !== 'outbox' || !(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${outboxWhileServerRuns(error.holder.owner, { appMode: config.appMode, publicUrl: process.env.PUBLIC_URL })}\n`);
    return 3;
  }
  try {
    const p = ports(database, { log: () => undefined, creditCipher: aesFieldCipher(config.creditKeys) });
    const out = await runCli(argv, cliDeps(p, { publicUrl: process.env.PUBLIC_URL?.trim() || `http://localhost:${config.port}` }), { readStdin });
    // A large JSON answer (outbox --json --limit 500, a deal) reaches the pipe before process.exit.
    await new Promise<void>((resolve) => process.stdout.write(out.stdout, () => resolve()));
    process.stderr.write(out.stderr);
    return out.code;
  } finally {
    await database.close();
  }
}

// Every failure is one line on stderr, never a stack trace (CLI_TRACE=1 adds it, for a bug report).
main().then((code) => process.exit(code), (error: unknown) => {
  const known = error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirInUseError');
  process.stderr.write(`${known ? (error as Error).message : describeFailure(process.argv[2] ?? '', error)}\n`);
  if (process.env.CLI_TRACE === '1' && error instanceof Error) process.stderr.write(`${error.stack ?? ''}\n`);
  process.exit(known ? 3 : 1);
});
