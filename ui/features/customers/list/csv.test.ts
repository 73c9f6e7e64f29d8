import { describe, expect, it } from 'vitest';
import { csvSeparator, toCsv, UTF8_BOM } from './csv';

describe('the CSV export', () => {
  it('starts with the UTF-8 BOM and a header row, and ends lines with CRLF', () => {
    expect(toCsv(['Name', 'City'], [['Sophie Gagné', 'Montréal']], ',')).toBe(`${UTF8_BOM}Name,City\r\nSophie Gagné,Montréal\r\n`);
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(toCsv(['a'], [['Lee, Ann'], ['say "hi"'], ['two\nlines']], ',')).toBe(`${UTF8_BOM}a\r\n"Lee, Ann"\r\n"say ""hi"""\r\n"two\nlines"\r\n`);
    expect(toCsv(['a', 'b'], [['1,5', 'x;y']], ';')).toBe(`${UTF8_BOM}a;b\r\n1,5;"x;y"\r\n`);
  });

  it('never lets a cell run as a formula', () => {
    expect(toCsv(['a'], [['=HYPERLINK("http://x")'], ['+1'], ['@SUM(A1)']], ',')).toBe(`${UTF8_BOM}a\r\n"'=HYPERLINK(""http://x"")"\r\n'+1\r\n'@SUM(A1)\r\n`);
  });

  it('uses the separator Excel expects in each language', () => {
    expect(csvSeparator('fr_CA')).toBe(';');
    expect(csvSeparator('en_CA')).toBe(',');
    expect(csvSeparator('en_US')).toBe(',');
  });
});
