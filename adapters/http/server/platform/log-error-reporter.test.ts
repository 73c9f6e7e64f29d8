import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '@dealer-panel/core/shared/ports/error-reporter';
import { logErrorReporter } from './log-error-reporter';

const report: ErrorReport = { origin: 'server', kind: 'unhandled', message: 'Error: boom', method: 'GET', url: '/api/dealer/x/?search=[redacted]', status: 500, body: '' };

describe('the log error reporter', () => {
  it('writes one error line: the structured report, the thrown error, and the spec\'s one-line text', () => {
    const lines: [object, string][] = [];
    const boom = new Error('boom');
    logErrorReporter({ error: (fields, message) => { lines.push([fields, message]); } }).report(report, boom);
    expect(lines).toEqual([[{ report, err: boom }, 'error report: Error: boom: GET /api/dealer/x/?search=[redacted] -> 500']]);
  });

  it('never throws, even when the log does', () => {
    expect(() => logErrorReporter({ error: () => { throw new Error('disk full'); } }).report(report)).not.toThrow();
  });
});
