import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_KEY, flattenMessageKeys, messageKeyFor, messageParams } from './message-key';

const known = new Set([
  'default',
  'rule.required',
  'rule.name.too_short',
  'field.postal_code.required',
  'field.date_of_birth.max_date.after_today',
  'credit_application.invalid',
]);

describe('messageKeyFor', () => {
  it('prefers the message for this field and rule', () => {
    expect(messageKeyFor('postal_code', 'required', known)).toBe('field.postal_code.required');
    expect(messageKeyFor('date_of_birth', 'max_date.after_today', known)).toBe('field.date_of_birth.max_date.after_today');
  });
  it('then the message of the rule', () => {
    expect(messageKeyFor('city', 'required', known)).toBe('rule.required');
    expect(messageKeyFor('first_name', 'name.too_short', known)).toBe('rule.name.too_short');
  });
  it('then the fallbacks the caller gives, then the default', () => {
    expect(messageKeyFor('income', 'server.unknown', known, ['credit_application.invalid'])).toBe('credit_application.invalid');
    expect(messageKeyFor('income', 'server.unknown', known, ['credit_application.missing'])).toBe(DEFAULT_MESSAGE_KEY);
    expect(messageKeyFor('x', 'required', new Set())).toBe('default');
  });
});

describe('flattenMessageKeys', () => {
  it('lists the dotted key of every string leaf', () => {
    expect(flattenMessageKeys({ default: 'x', rule: { required: 'y', name: { too_short: 'z' } }, n: 3, l: ['a'] })).toEqual([
      'default',
      'rule.required',
      'rule.name.too_short',
    ]);
  });
  it('returns nothing for a bare string or a non-object', () => {
    expect(flattenMessageKeys('text')).toEqual([]);
    expect(flattenMessageKeys(null)).toEqual([]);
  });
});

describe('messageParams', () => {
  it('gives decimal its maximum number of places', () => {
    expect(messageParams({ rule: 'decimal', params: { places: 3 } })).toEqual({ max: 3 });
    expect(messageParams('decimal')).toEqual({ max: 2 });
  });
  it('gives date limits their date, today resolved, and a sample of the format', () => {
    expect(messageParams({ rule: 'max_date', params: { date: 'today', today: '2025-06-15' } })).toEqual({ date: '2025-06-15', example: '2025-01-31' });
    expect(messageParams({ rule: 'min_date', params: { date: '1900-01-01', format: 'MM/DD/YYYY' } })).toEqual({
      date: '1900-01-01',
      example: '01/31/2025',
    });
    expect(messageParams('valid_date')).toEqual({ example: '2025-01-31' });
  });
  it('gives nothing to rules whose messages state their limits', () => {
    expect(messageParams('name')).toEqual({});
    expect(messageParams({ rule: 'phone', params: { country: 'CA' } })).toEqual({});
  });
});
