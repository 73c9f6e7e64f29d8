import { describe, expect, it } from 'vitest';
import { luhnValid, sin } from './sin';

describe('sin', () => {
  it.each(['046 454 286', '046-454-286', '046454286', '130 692 544', '123456782'])('accepts %j', (value) => {
    expect(sin(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(sin('')).toBeNull();
  });
  it.each(['046 454 287', '123456789', '130 692 545'])('refuses the checksum of %j', (value) => {
    expect(sin(value)).toBe('sin.checksum');
  });
  it.each(['04645428', '0464542860', '046.454.286', 'abc def ghi', '046 454 28X', '٠٤٦٤٥٤٢٨٦'])('refuses the format of %j', (value) => {
    expect(sin(value)).toBe('sin.format');
  });
});

describe('luhnValid', () => {
  it('checks the Luhn digit of any length', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
  it('refuses what is not digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a')).toBe(false);
  });
});
