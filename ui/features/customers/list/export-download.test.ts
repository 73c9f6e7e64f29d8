import { describe, expect, it } from 'vitest';
import { fileNameOf } from './export-download';

describe('fileNameOf', () => {
  it('reads the file name the server gave, or falls back', () => {
    expect(fileNameOf('attachment; filename="clients-2026-03-05.csv"', 'x.csv')).toBe('clients-2026-03-05.csv');
    expect(fileNameOf(undefined, 'customers.csv')).toBe('customers.csv');
    expect(fileNameOf('attachment', 'customers.csv')).toBe('customers.csv');
  });
});
