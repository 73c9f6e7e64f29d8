import { describe, expect, it } from 'vitest';
import { name } from './name';

describe('name', () => {
  it.each(['Jo', 'Marie-Ève', "O'Brien", 'D’Amours', 'Jean Jr.', 'Nguyễn', 'Zoë', 'A'.repeat(30), 'e\u0301e'])(
    'accepts %j',
    (value) => {
      expect(name(value)).toBeNull();
    },
  );
  it('skips empty values', () => {
    expect(name('')).toBeNull();
    expect(name('   ')).toBeNull();
  });
  it('refuses one character', () => {
    expect(name('J')).toBe('name.too_short');
  });
  it('refuses 31 characters', () => {
    expect(name('A'.repeat(31))).toBe('name.too_long');
  });
  it('counts a letter with a combining accent once', () => {
    expect(name('e\u0301')).toBe('name.too_short');
  });
  it.each(['Jean2', 'R2D2', 'a_b', 'Jean!', 'x@y', 'Marc#', 'Jo$', 'A%B', 'Ca^t', 'J&J', 'Jo*', 'J(o)', 'A+B', 'A=B',
    'A[B', 'A{B', 'A]B', 'A}B', 'A;B', 'A:B', 'Smith, John', 'A<B', 'A>B', 'A/B', 'A\\B', 'A|B', '¡Hola', 'Qui?', 'A÷B',
    '¿Qué', 'Jo😀', 'Ann\u0007', '--', "'."])('refuses %j for its characters', (value) => {
    expect(name(value)).toBe('name.invalid_characters');
  });
  it.each([' Jean', '\tJean', '\u00a0Jean'])('refuses the leading whitespace of %j', (value) => {
    expect(name(value)).toBe('name.leading_whitespace');
  });
  it('reports the leading space before anything else', () => {
    expect(name(' 1')).toBe('name.leading_whitespace');
  });
});
