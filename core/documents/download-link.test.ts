import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloadToken, readDownloadToken } from './download-link';
import { fakeSigner } from './testing/in-memory-documents';

const signer = fakeSigner();
const grant = { documentId: 12, dealershipId: 3, expiresAt: 1_000 };

describe('download tokens', () => {
  it('grants the document until its time, not a second after', () => {
    const token = downloadToken(signer, grant);
    expect(readDownloadToken(signer, token, 3, 1_000)).toEqual(E.right(12));
    expect(readDownloadToken(signer, token, 3, 1_001)).toEqual(E.left('expired'));
  });

  it('refuses another store, another signer, and any altered part', () => {
    const token = downloadToken(signer, grant);
    expect(readDownloadToken(signer, token, 4, 10)).toEqual(E.left('invalid'));
    expect(readDownloadToken(fakeSigner('other'), token, 3, 10)).toEqual(E.left('invalid'));
    expect(readDownloadToken(signer, token.replace(/^12\./, '13.'), 3, 10)).toEqual(E.left('invalid'));
    expect(readDownloadToken(signer, token.replace('.1000.', '.9999.'), 3, 10)).toEqual(E.left('invalid'));
  });

  it('never throws on any text, and grants nothing to text it did not sign (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      expect(E.isLeft(readDownloadToken(signer, text, 3, 0))).toBe(true);
    }));
  });
});
