import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('knows the database is out of reach: refused, reset, ended, shut down, no connection in time', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('x'), { code: '08006' }) }),
      Object.assign(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]), {}),
    ]) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves bugs and data errors alone', () => {
    for (const error of [
      new TypeError('x is undefined'),
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('syntax error'), { code: '42601' }) }),
      null, 'text', 42,
    ]) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
