import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'adapters/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'shop/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    // At least two workers even on two cores: the API, conformance and job tests spend much of their
    // time waiting on PostgreSQL, Redis or a child process, so a second file runs in that time
    // (vitest's default, cores - 1, ran one file at a time on the CI machine).
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps the modules it imported from one file to the next: importing the server, drizzle
    // and io-ts again for each of ~315 files cost ~190 s of CPU per run. Safe here because no test
    // mocks a module, changes process.env, or leaves fake timers on (they restore them in afterEach).
    isolate: false,
  },
});
