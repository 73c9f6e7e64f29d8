import { describe, expect, it } from 'vitest';
import { parseFileDate } from './dates';

describe('parseFileDate', () => {
  it.each([
    ['2024-03-01', 'mdy', '2024-03-01'],
    ['2024-03-01T09:30:00-05:00', 'mdy', '2024-03-01'],
    ['2024/3/1', 'dmy', '2024-03-01'],
    ['03/01/2024', 'mdy', '2024-03-01'],
    ['03/01/2024', 'dmy', '2024-01-03'],
    ['25/12/2024', 'mdy', '2024-12-25'],
    ['12/25/2024', 'dmy', '2024-12-25'],
    ['2/29/2024 10:00 AM', 'mdy', '2024-02-29'],
  ] as const)('reads %s (%s)', (text, order, iso) => {
    expect(parseFileDate(text, order)).toBe(iso);
  });

  it.each(['', '2023-02-29', '13/13/2024', 'yesterday', '2024-13-01', '45123'])('refuses %j', (text) => {
    expect(parseFileDate(text)).toBeNull();
  });
});
