import { describe, expect, it } from 'vitest';
import { fileNameOf, problemOf } from './export-download';

describe('fileNameOf', () => {
  it('reads the file name the server gave, or falls back', () => {
    expect(fileNameOf('attachment; filename="clients-2026-03-05.csv"', 'x.csv')).toBe('clients-2026-03-05.csv');
    expect(fileNameOf(undefined, 'customers.csv')).toBe('customers.csv');
    expect(fileNameOf('attachment', 'customers.csv')).toBe('customers.csv');
  });
});

describe('problemOf', () => {
  it('reads a problem+json body, or names the status', () => {
    expect(problemOf(400, JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, code: 'invalid_query', errors: { payment_type: ['list.invalid_choice'] } })))
      .toMatchObject({ status: 400, code: 'invalid_query', errors: { payment_type: ['list.invalid_choice'] } });
    expect(problemOf(502, '<html>')).toMatchObject({ status: 502, code: 'http_502', errors: {} });
  });
});
