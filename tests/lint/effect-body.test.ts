import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on snippets: an effect whose callback is an expression
// returns that expression, and React calls it as the cleanup (issue 10.1). The rule must catch it
// in pages (.tsx under ui/) and in plain modules, and leave block bodies alone.

const eslint = new ESLint({ cwd: process.cwd() });
const RULE_MESSAGE = /block body/;

async function effectErrors(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && RULE_MESSAGE.test(m.message)).map((m) => m.line);
}

const snippet = (body: string) => `import React, { useEffect, useLayoutEffect } from 'react';
export function Sample() {
${body}
  return null;
}
`;

describe('the lint rule against expression-bodied effects', () => {
  for (const filePath of ['ui/features/sample/sample-page.tsx', 'ui/shared/sample-hook.ts', 'adapters/sample.ts']) {
    it(`refuses an effect that returns what its expression gives (${filePath})`, async () => {
      const code = snippet([
        "  useEffect(() => document.body.scrollIntoView({ block: 'start' }), []);",
        '  useLayoutEffect(() => () => undefined, []);',
        '  React.useEffect(() => void 0, []);',
      ].join('\n'));
      expect(await effectErrors(code, filePath)).toEqual([3, 4, 5]);
    });

    it(`accepts block bodies, with or without a cleanup (${filePath})`, async () => {
      const code = snippet([
        "  useEffect(() => { document.body.scrollIntoView({ block: 'start' }); }, []);",
        '  useLayoutEffect(() => { return () => undefined; }, []);',
        '  React.useEffect(function effect() { return undefined; }, []);',
      ].join('\n'));
      expect(await effectErrors(code, filePath)).toEqual([]);
    });
  }
});
