import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on snippets: outside core/, core is the
// @dealer-panel/core package and is imported by name; a relative path into core/ is refused, in
// imports, type imports and re-exports alike. Inside core, relative imports are the rule.

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedLines(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
}

const byPath = (prefix: string) => [
  `import { cents } from '${prefix}core/shared/money';`,
  `import type { Quote } from '${prefix}core/payments/engine/quote';`,
  `export { email } from '${prefix}core/shared/validation/email';`,
  'export const total = (q: Quote) => cents(q.payment);',
].join('\n');

describe('the lint rule that core is imported by name', () => {
  for (const [filePath, prefix] of [['adapters/http/server/sample.ts', '../../../'], ['ui/features/sample/sample.tsx', '../../../'], ['vite.sample.ts', './']] as const) {
    it(`refuses a relative path into core (${filePath})`, async () => {
      expect(await restrictedLines(byPath(prefix), filePath)).toEqual([1, 2, 3]);
    });
  }

  it('accepts @dealer-panel/core/… outside core, and relative paths inside core', async () => {
    expect(await restrictedLines(byPath('@dealer-panel/'), 'adapters/http/server/sample.ts')).toEqual([]);
    expect(await restrictedLines(byPath('../../'), 'core/payments/sample.ts')).toEqual([]);
  });
});
