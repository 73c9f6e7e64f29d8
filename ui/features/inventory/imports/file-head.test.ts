import { describe, expect, it } from 'vitest';
import { decodeHead, fileHead, readHead } from './file-head';

describe('the head of a chosen file', () => {
  it('finds the separator and keeps quoted separators, doubled quotes and line breaks in their cell', () => {
    expect(readHead('Nom;Courriel;Note\r\nTremblay;a@b.ca;"un; deux"\nGagnon;c@d.ca;"dit ""oui""\nsur deux lignes"\n')).toEqual({
      headers: ['Nom', 'Courriel', 'Note'],
      rows: [['Tremblay', 'a@b.ca', 'un; deux'], ['Gagnon', 'c@d.ca', 'dit "oui"\nsur deux lignes']],
    });
    expect(readHead('a\tb\n1\t2').headers).toEqual(['a', 'b']);
    expect(readHead('\uFEFFFirst Name,Email\nAnn,ann@x.com\n\n').rows).toEqual([['Ann', 'ann@x.com']]);
  });

  it('stops after the rows asked for, and reads an empty file as no header', () => {
    const text = ['h', ...Array.from({ length: 20 }, (_, i) => String(i))].join('\n');
    expect(readHead(text, 3).rows).toEqual([['0'], ['1'], ['2']]);
    expect(readHead('')).toEqual({ headers: [], rows: [] });
  });

  it('decodes UTF-8, else Windows-1252, and UTF-16 by its mark', async () => {
    expect(decodeHead(new TextEncoder().encode('Prénom'))).toBe('Prénom');
    expect(decodeHead(new Uint8Array([0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d, 0x2c, 0x41, 0x2c, 0x42]))).toBe('Prénom,A,B');
    expect(decodeHead(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x2c, 0, 0x42, 0]))).toBe('A,B');
    expect(await fileHead(new Blob(['VIN,Stock\n1HGCM82633A004352,A1\n']))).toEqual({ headers: ['VIN', 'Stock'], rows: [['1HGCM82633A004352', 'A1']] });
  });
});
