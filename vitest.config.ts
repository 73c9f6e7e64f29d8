import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more of one worker, started first. Without a cache of earlier runs
 * (CI's clean clone) vitest starts the largest files first, and these are three-line files: the fuzz
 * shards ran last, one worker idling while the other finished them.
 */
const LONG_FILES = [/tests\/fuzz\/contract-fuzz-\d\.test\.ts$/, /tests\/api\/two-processes\.test\.ts$/, /tests\/jobs\/setup-journey\.test\.ts$/,
  /tests\/fuzz\/upload-fuzz\.test\.ts$/, /seed-demo-deals\.test\.ts$/, /tests\/api\/authorize-before-validate\.test\.ts$/];
const rank = (spec: TestSpecification): number => {
  const index = LONG_FILES.findIndex((pattern) => pattern.test(spec.moduleId));
  return index === -1 ? LONG_FILES.length : index;
};
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.map((spec, order) => ({ spec, order })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'adapters/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'shop/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/server-bundle.setup.ts'],
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
    sequence: { sequencer: LongFilesFirst },
  },
});
