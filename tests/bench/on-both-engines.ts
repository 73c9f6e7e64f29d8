// A benchmark run on its own (`npx tsx tests/bench/<file>.ts [n]`): on PGlite, then on PostgreSQL when
// TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, each on a throwaway database; prints the load average and the section.

import { loadavg } from 'node:os';
import type { Database } from '../../adapters/persistence/shared/database';
import { throwawayPglite, throwawayPostgres } from '../../adapters/persistence/shared/throwaway-database';

export type Engine = 'PGlite' | 'PostgreSQL';

/** The rows of `run` on PGlite, then on PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set. */
export async function onBothEngines<R>(run: (engine: Engine, database: Database) => Promise<readonly R[]>): Promise<R[]> {
  const pg = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  return [
    ...(await run('PGlite', await throwawayPglite())),
    ...(pg ? await run('PostgreSQL', await throwawayPostgres(pg)) : []),
  ];
}

export function runOnBothEngines<R>(run: (engine: Engine, database: Database) => Promise<readonly R[]>, section: (rows: readonly R[]) => string): void {
  onBothEngines(run).then((rows) => {
    process.stdout.write(`load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
    process.stdout.write(section(rows));
    process.exit(0);
  }, (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
}
