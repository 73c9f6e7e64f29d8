import { describe, expect, it } from 'vitest';
import { company } from './company';

describe('company', () => {
  it.each(['Acme', 'Garage Léveillé Inc.', "McDonald's", 'Yahoo!', '3M', 'A1', 'Ford-Lincoln', 'Déménagement Côté ltée', 'L’Oréal'])(
    'accepts %j',
    (value) => {
      expect(company(value)).toBeNull();
    },
  );
  it('skips empty values', () => {
    expect(company('')).toBeNull();
  });
  it('refuses a single character', () => {
    expect(company('A')).toBe('company.too_short');
  });
  it.each([' Acme', 'Acme ', '\tAcme'])('refuses the surrounding whitespace of %j', (value) => {
    expect(company(value)).toBe('company.surrounding_whitespace');
  });
  it.each(['Smith & Sons', 'Acme, Inc.', 'A/B', 'Acme_Co', 'Acme (Canada)', 'Acme\u0000'])('refuses the characters of %j', (value) => {
    expect(company(value)).toBe('company.invalid_characters');
  });
  it.each(['--', "'!.", '...'])('refuses %j, which has no letter or digit', (value) => {
    expect(company(value)).toBe('company.no_letter_or_digit');
  });
});
