import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, Db } from '../../../adapters/persistence/shared/database';
import { throwawayEngines } from '../../../adapters/persistence/shared/throwaway-database';

export interface Engine {
  /** The open database of this test file (valid inside tests and hooks). */
  db(): Db;
}

/**
 * Registers `suite` once per engine: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Each engine gets one fresh database per test file, opened before its tests and dropped after;
 * tests in a file share it, so each test makes its own rows (see fixtures.ts).
 */
export function forEachEngine(suite: (engine: Engine) => void): void {
  for (const engine of throwawayEngines()) {
    describe(engine.kind, () => {
      let database: Database | undefined;
      beforeAll(async () => { database = await engine.open(); });
      afterAll(async () => { await database?.close(); });
      suite({
        db: () => {
          if (!database) throw new Error(`the ${engine.kind} test database is not open`);
          return database.db;
        },
      });
    });
  }
}
