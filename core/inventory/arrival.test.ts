import { describe, expect, it } from 'vitest';
import { isExpected } from './arrival';

describe('isExpected', () => {
  it('reads a future arrival date, or a vehicle in transit, as expected; an arrival of today or before as arrived', () => {
    const today = '2026-12-06';
    expect(isExpected({ arrivalDate: '2027-01-20', stockStatus: 'I' }, today)).toBe(true);
    expect(isExpected({ arrivalDate: '2026-11-01', stockStatus: 'T' }, today)).toBe(true);
    expect(isExpected({ arrivalDate: '2026-12-07', stockStatus: 'D' }, today)).toBe(true);
    expect(isExpected({ arrivalDate: '2026-12-06', stockStatus: 'I' }, today)).toBe(false);
    expect(isExpected({ arrivalDate: '2025-03-15', stockStatus: 'S' }, today)).toBe(false);
  });
});
