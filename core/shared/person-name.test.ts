import { describe, expect, it } from 'vitest';
import { fullName } from './person-name';

describe('a person\'s full name', () => {
  it('is the given name then the family name', () => {
    expect(fullName({ firstName: 'Marie', lastName: 'Tremblay' })).toBe('Marie Tremblay');
  });
  it('leaves out a missing or blank part without stray spaces', () => {
    expect(fullName({ firstName: '', lastName: 'Tremblay' })).toBe('Tremblay');
    expect(fullName({ firstName: 'Marie ', lastName: '  ' })).toBe('Marie');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });
});
