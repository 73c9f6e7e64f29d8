import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language';

describe('browserLanguage (Accept-Language on a first visit)', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr_CA'],
    ['fr', 'fr_CA'],
    ['fr-FR', 'fr_CA'],
    ['en-CA,en;q=0.9', 'en_CA'],
    ['en-US,en;q=0.9', 'en_US'],
    ['en', 'en_US'],
    ['en-GB', 'en_US'],
    ['de-DE,fr;q=0.5,en;q=0.4', 'fr_CA'],
    ['en;q=0.5,fr-CA;q=0.8', 'fr_CA'],
    ['fr-CA;q=0,en-CA', 'en_CA'],
    ['EN-ca', 'en_CA'],
    ['*', null],
    ['de, es;q=0.8', null],
    ['', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(browserLanguage(header)).toBe(expected);
  });

  it('gives null without a header', () => {
    expect(browserLanguage(undefined)).toBeNull();
  });

  it('never throws and answers a language we speak or null, whatever the header', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (header) => {
      const language = browserLanguage(header);
      expect(language === null || ['en_CA', 'en_US', 'fr_CA'].includes(language)).toBe(true);
    }), { numRuns: 500 });
  });
});
