import { describe, expect, it } from 'vitest';
import { localized, moneyInput, moneyText } from './addon-display';

describe('money typed in an add-on form', () => {
  it.each([
    ['189.99', '189.99'], ['189,99', '189.99'], ['1 234,56', '1234.56'], ['1\u00a0234,56 $', '1234.56'], ['$1,234.50', '1234.50'], ['1,234', '1234'], ['', ''], ['-5', '-5'],
  ])('reads %j as %j', (typed, wire) => expect(moneyText(typed)).toBe(wire));

  it('shows a wire amount as each language types it', () => {
    expect(moneyInput('fr_CA', '189.99')).toBe('189,99');
    expect(moneyInput('en_CA', '189.99')).toBe('189.99');
    expect(moneyInput('fr_CA', null)).toBe('');
  });

  it('falls back to English when the French text is blank', () => {
    expect(localized('fr_CA', 'Mud flaps', 'Garde-boue')).toBe('Garde-boue');
    expect(localized('fr_CA', 'Mud flaps', ' ')).toBe('Mud flaps');
    expect(localized('en_US', 'Mud flaps', 'Garde-boue')).toBe('Mud flaps');
  });
});
