import { describe, expect, it } from 'vitest';
import { changeLines } from './change-lines';

describe('the lines of an audited change', () => {
  it('reads a set of flags as the flags that changed in it, not as two objects', () => {
    const before = { permissions: { can_export_customers: false, can_archive_customers: true }, role: 'dealer_sales_rep' };
    const after = { permissions: { can_export_customers: true, can_archive_customers: true }, role: 'dealer_sales_manager' };
    expect(changeLines(before, after)).toEqual([
      { path: ['permissions', 'can_export_customers'], before: false, after: true },
      { path: ['role'], before: 'dealer_sales_rep', after: 'dealer_sales_manager' },
    ]);
  });

  it('goes down nested days of hours, keeps a bilingual text whole, and a day opened or closed as one line', () => {
    const before = { hours: { MONDAY: { start: '09:00', end: '17:00' }, SUNDAY: null }, copy: { en: 'Hi', fr: 'Salut' } };
    const after = { hours: { MONDAY: { start: '10:00', end: '17:00' }, SUNDAY: { start: '11:00', end: '16:00' } }, copy: { en: 'Hello', fr: 'Salut' } };
    expect(changeLines(before, after)).toEqual([
      { path: ['hours', 'MONDAY', 'start'], before: '09:00', after: '10:00' },
      { path: ['hours', 'SUNDAY'], before: null, after: { start: '11:00', end: '16:00' } },
      { path: ['copy'], before: { en: 'Hi', fr: 'Salut' }, after: { en: 'Hello', fr: 'Salut' } },
    ]);
  });
});
