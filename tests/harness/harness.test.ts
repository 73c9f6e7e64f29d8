import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports as bindPorts } from '../../adapters/di/ports';
import { cliDeps } from '../../adapters/di/cli-deps';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import type { Database } from '../../adapters/persistence/shared/database';
import { runSpec } from './run-spec';

const dir = path.dirname(fileURLToPath(import.meta.url));
const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.txt'));

describe('harness specs (CLI, no HTTP)', () => {
  it('finds the spec files', () => {
    expect(specs.length).toBeGreaterThan(0);
  });

  for (const file of specs) {
    describe(file, () => {
      let database: Database;
      beforeAll(async () => { database = await throwawayPglite(); });
      afterAll(async () => { await database.close(); });

      // Each spec seeds the demo data first (10–20 s alone; twice that and more at CI's load).
      it('passes every case', async () => {
        const ports = bindPorts(database, { log: () => undefined, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
        const results = await runSpec(readFileSync(path.join(dir, file), 'utf8'), cliDeps(ports));
        expect(results.length).toBeGreaterThan(0);
        expect(results.filter((r) => r.failures.length > 0)).toEqual([]);
      }, 120_000);
    });
  }
});
