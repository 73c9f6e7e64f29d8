import { describe, expect, it } from 'vitest';
import { provinceOfPostalCode } from './postal-province';

describe('provinceOfPostalCode', () => {
  it('reads the province from the first letter, in any usual spelling', () => {
    expect(provinceOfPostalCode('H2X 1Y4')).toBe('QC');
    expect(provinceOfPostalCode('m5v-2t6')).toBe('ON');
    expect(provinceOfPostalCode('V6B1A1')).toBe('BC');
    expect(provinceOfPostalCode('X0A 0H0')).toBe('NU');
    expect(provinceOfPostalCode('X1A 2P7')).toBe('NT');
  });

  it('answers null for what names no province', () => {
    for (const code of ['12345', 'D1A 1A1', 'H2X', '', 'W1A 0AX']) expect(provinceOfPostalCode(code), code).toBeNull();
  });
});
