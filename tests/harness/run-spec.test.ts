import { describe, expect, it } from 'vitest';
import { runSpec } from './run-spec';
import type { CliDeps } from '../../adapters/cli/cli-deps';

const deps = { seedDemo: async () => ({ seeded: true, customers: 3, users: 2 }) } as unknown as CliDeps;

describe('the harness spec runner', () => {
  it('reports a wrong exit code and missing output, so a spec can fail', async () => {
    const results = await runSpec('## bad\n$ seed\n? 1\n> nothing like this\n', deps);
    expect(results).toHaveLength(1);
    expect(results[0]?.failures).toHaveLength(2);
  });
  it('passes a matching case', async () => {
    const results = await runSpec('## good\n$ seed\n? 0\n> seeded: 2 users, 3 customers\n', deps);
    expect(results).toEqual([{ name: 'good', failures: [] }]);
  });
});
