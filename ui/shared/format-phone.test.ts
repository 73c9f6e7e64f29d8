import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('a phone as its country writes it', () => {
  it('writes ten digits, with or without +1, the Canadian or the American way', () => {
    expect(formatPhone('5145550142', 'CA')).toBe('(514) 555-0142');
    expect(formatPhone('+15145550142', 'CA')).toBe('(514) 555-0142');
    expect(formatPhone('8025550123', 'US')).toBe('802-555-0123');
    expect(formatPhone('416-555-0104', 'CA')).toBe('(416) 555-0104');
    expect(formatPhone('(802) 555-0123', 'US')).toBe('802-555-0123');
  });
  it('leaves anything else as stored: a masked number, a number of another country', () => {
    expect(formatPhone('•••-•••-••42', 'CA')).toBe('•••-•••-••42');
    expect(formatPhone('+447700900123', 'US')).toBe('+447700900123');
  });
});
