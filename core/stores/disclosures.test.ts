import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { applyDisclosuresInput, changedDisclosures, completeDisclosures, DEFAULT_DISCLOSURE_SETTINGS, textIn } from './disclosures';

describe('disclosures', () => {
  it('applies the texts sent, keeps the others, tidies line ends and trailing blanks', () => {
    const next = applyDisclosuresInput(DEFAULT_DISCLOSURE_SETTINGS, { disclosures: { pricing_footer: { en: 'Line 1\r\nLine 2  \n\n', fr: '   ' } } });
    expect(E.isRight(next) && next.right.disclosures.pricing_footer).toEqual({ en: 'Line 1\nLine 2', fr: '' });
    expect(E.isRight(next) && next.right.disclosures.deposit).toEqual({ en: '', fr: '' });
  });

  it('names every bad field at once', () => {
    const result = applyDisclosuresInput(DEFAULT_DISCLOSURE_SETTINGS, {
      disclosures: { deposit: { fr: 'é'.repeat(5001) } },
      disclaimerPackage: [{ type: ' ', superscript: '1' }, { type: 'lease', superscript: 'a b' }, { type: 'cash', superscript: '1' }],
    });
    expect(result).toEqual(E.left({
      'disclosures.deposit.fr': ['text.too_long'],
      'disclaimer_package.0.disclaimer_type': ['required'],
      'disclaimer_package.1.disclaimer_superscript': ['disclosures.superscript_invalid'],
      'disclaimer_package.2.disclaimer_superscript': ['disclosures.superscript_taken'],
    }));
  });

  it('accepts marks like 1, *, † and ** as superscripts', () => {
    const rows = ['1', '*', '†', '**'].map((superscript, i) => ({ type: `t${i}`, superscript }));
    expect(E.isRight(applyDisclosuresInput(DEFAULT_DISCLOSURE_SETTINGS, { disclaimerPackage: rows }))).toBe(true);
  });

  it('keeps only what changed for the audit trail', () => {
    const next = applyDisclosuresInput(DEFAULT_DISCLOSURE_SETTINGS, { disclosures: { trade_in: { en: 'Estimates.' } } });
    if (E.isLeft(next)) throw new Error('refused');
    expect(changedDisclosures(DEFAULT_DISCLOSURE_SETTINGS, next.right)).toEqual({ before: { trade_in: { en: '', fr: '' } }, after: { trade_in: { en: 'Estimates.', fr: '' } } });
    expect(changedDisclosures(next.right, next.right)).toBeNull();
  });

  it('reads a stored record with missing keys as empty texts', () => {
    expect(completeDisclosures({ deposit: { en: 'x' } }).deposit).toEqual({ en: 'x', fr: '' });
    expect(completeDisclosures({}).signup_modal).toEqual({ en: '', fr: '' });
  });

  it('falls back to the other language when the wanted one is empty', () => {
    expect(textIn({ en: 'Taxes extra.', fr: '' }, 'fr')).toBe('Taxes extra.');
    expect(textIn({ en: 'Taxes extra.', fr: 'Taxes en sus.' }, 'fr')).toBe('Taxes en sus.');
    expect(textIn({ en: '', fr: 'Taxes en sus.' }, 'en')).toBe('Taxes en sus.');
  });
});
