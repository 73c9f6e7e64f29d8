import { describe, expect, it } from 'vitest';
import { CUSTOMER_COUNT_CAP, customerCountLimit } from './customer-list-query';

describe('customerCountLimit', () => {
  it('counts to the cap, or past the page asked for', () => {
    expect(customerCountLimit(1)).toBe(CUSTOMER_COUNT_CAP + 1);
    expect(customerCountLimit(1000)).toBe(10_001);
    expect(customerCountLimit(1001)).toBe(10_011);
    expect(customerCountLimit(1500)).toBe(15_001);
  });
});
