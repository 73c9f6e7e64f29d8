import { describe, expect, it } from 'vitest';
import { maxDate, minDate, validDate } from './dates';

describe('valid_date', () => {
  it.each(['2024-02-29', '1999-12-31', '2025-01-01'])('accepts %j in the default YYYY-MM-DD', (value) => {
    expect(validDate(value)).toBeNull();
  });
  it('accepts MM/DD/YYYY when asked', () => {
    expect(validDate('12/31/1999', { format: 'MM/DD/YYYY' })).toBeNull();
    expect(validDate('1999-12-31', { format: 'MM/DD/YYYY' })).toBe('valid_date.format');
  });
  it.each(['2024-2-29', '24-02-29', '2024/02/29', '12/31/1999', ' 2024-02-29', 'tomorrow', '2024-02-29T00:00'])('refuses the form of %j', (value) => {
    expect(validDate(value)).toBe('valid_date.format');
  });
  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '2024-01-00', '1900-02-29'])('refuses %j, a day that does not exist', (value) => {
    expect(validDate(value)).toBe('valid_date.not_real');
  });
  it('skips empty values', () => {
    expect(validDate('')).toBeNull();
  });
});

describe('max_date', () => {
  const today = '2025-06-15';
  it('accepts today and earlier, refuses later, with the today code', () => {
    expect(maxDate('2025-06-15', { date: 'today', today })).toBeNull();
    expect(maxDate('1980-01-01', { date: 'today', today })).toBeNull();
    expect(maxDate('2025-06-16', { date: 'today', today })).toBe('max_date.after_today');
  });
  it('compares with a fixed date', () => {
    expect(maxDate('2030-12-31', { date: '2030-12-31' })).toBeNull();
    expect(maxDate('2031-01-01', { date: '2030-12-31' })).toBe('max_date.after');
  });
  it('reads the value in the given format', () => {
    expect(maxDate('06/14/2025', { date: 'today', today, format: 'MM/DD/YYYY' })).toBeNull();
    expect(maxDate('06/16/2025', { date: 'today', today, format: 'MM/DD/YYYY' })).toBe('max_date.after_today');
  });
  it('reports an unreadable value with the valid_date codes', () => {
    expect(maxDate('15/06/2025', { date: 'today', today })).toBe('valid_date.format');
    expect(maxDate('2025-02-30', { date: 'today', today })).toBe('valid_date.not_real');
  });
  it('fails closed when the limit cannot be read', () => {
    expect(maxDate('2000-01-01', { date: 'today' })).toBe('max_date.after_today');
    expect(maxDate('2000-01-01', { date: 'someday' })).toBe('max_date.after');
  });
  it('skips empty values', () => {
    expect(maxDate('', { date: 'today', today })).toBeNull();
  });
});

describe('min_date', () => {
  const today = '2025-06-15';
  it('accepts today and later, refuses earlier, with the today code', () => {
    expect(minDate('2025-06-15', { date: 'today', today })).toBeNull();
    expect(minDate('2026-01-01', { date: 'today', today })).toBeNull();
    expect(minDate('2025-06-14', { date: 'today', today })).toBe('min_date.before_today');
  });
  it('compares with a fixed date', () => {
    expect(minDate('1900-01-01', { date: '1900-01-01' })).toBeNull();
    expect(minDate('1899-12-31', { date: '1900-01-01' })).toBe('min_date.before');
  });
  it('fails closed when today is missing', () => {
    expect(minDate('2999-01-01', { date: 'today', today: 'June 15' })).toBe('min_date.before_today');
  });
});
