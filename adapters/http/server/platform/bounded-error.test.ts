import { describe, expect, it } from 'vitest';
import { boundedErrSerializer, boundedError, ERROR_TEXT_LIMIT } from './bounded-error';

describe('an error bounded for a log line or a report (issue 29.7)', () => {
  const failedQuery = () => {
    const cause = new Error('index row size 3192 exceeds btree version 4 maximum 2704 for index "rate_limit_hits_pkey"');
    return new Error(`Failed query: insert into rate_limit_hits (key) values ($1)\nparams: rl|127.0.0.1|${'a'.repeat(250_000)}@example.com`, { cause });
  };

  it('keeps the start of the message and the cause, capped and scrubbed, and the frames of the stack', () => {
    const bounded = boundedError(failedQuery());
    expect(bounded.message.startsWith('Failed query: insert into rate_limit_hits')).toBe(true);
    expect(bounded.message).toContain('caused by: index row size 3192');
    expect(bounded.message.length).toBeLessThanOrEqual(ERROR_TEXT_LIMIT * 2 + 20);
    expect(bounded.message).not.toContain('@example.com');
    expect(bounded.stack?.length).toBeLessThan(20_000);
    expect(bounded.stack).toContain('    at ');
  });

  it('serializes every `err` of a log line bounded, whatever was thrown', () => {
    const line = JSON.stringify(boundedErrSerializer(failedQuery()));
    expect(line.length).toBeLessThan(20_000);
    expect(boundedErrSerializer('x'.repeat(100_000)).message.length).toBe(ERROR_TEXT_LIMIT);
    expect(boundedErrSerializer(Object.assign(new Error('gone'), { code: '57P01' }))).toMatchObject({ type: 'Error', message: 'gone', code: '57P01' });
  });
});
