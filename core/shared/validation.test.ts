import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { collectFieldErrors, fieldError, fieldErrorsSemigroup } from './validation';

describe('field errors', () => {
  it('builds one error on one field', () => {
    expect(fieldError('email', 'email.invalid')).toEqual({ email: ['email.invalid'] });
  });
  it('merges two sets, concatenating the errors of a shared field', () => {
    const merged = fieldErrorsSemigroup<string>().concat({ a: ['x'], b: ['y'] }, { b: ['z'], c: ['w'] });
    expect(merged).toEqual({ a: ['x'], b: ['y', 'z'], c: ['w'] });
  });
});

describe('collectFieldErrors', () => {
  it('is Right with every value when every field passed', () => {
    expect(collectFieldErrors({ a: E.right(1), b: E.right(2) })).toEqual(E.right({ a: 1, b: 2 }));
  });
  it('is Left with the errors of every failing field, not only the first', () => {
    expect(collectFieldErrors({ a: E.left(['bad'] as [string]), b: E.right(2), c: E.left(['worse', 'worst'] as [string, string]) })).toEqual(
      E.left({ a: ['bad'], c: ['worse', 'worst'] }),
    );
  });
});
