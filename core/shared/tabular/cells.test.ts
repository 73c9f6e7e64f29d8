import { describe, expect, it } from 'vitest';
import { isFormulaCell, readCell } from './cells';

describe('formula cells', () => {
  it.each(['=HYPERLINK("http://x","clic")', '+cmd|\' /C calc\'!A0', '@SUM(A1:A2)', '-2+3+cmd|x', '\t=1'])('flags %j', (text) => {
    expect(isFormulaCell(text)).toBe(true);
  });

  it.each(['-5', '+1 514 555-0100', 'Civic', '', '5=5'])('does not flag %j', (text) => {
    expect(isFormulaCell(text)).toBe(false);
  });

  it('keeps the text as it is, trimmed', () => {
    expect(readCell(' =1+2 ')).toEqual({ text: '=1+2', formula: false });
    expect(readCell('=1+2')).toEqual({ text: '=1+2', formula: true });
    expect(readCell(undefined)).toEqual({ text: '', formula: false });
  });
});
