import { describe, expect, it } from 'vitest';
import { requestOf } from './http-worksheet-source';
import { pricingDetails } from './payment-details';
import { someDetails } from './testing/worksheet-fixture';

// The server fills a detail the body leaves out from the record, then from the customer record
// (issue 10.3): an emptied postal code or rate must be said, as "", to mean "none".
describe('the pricing request', () => {
  it('sends an emptied postal code and rate as "", so the store\'s province and the program\'s rate apply', () => {
    const body = requestOf(41, 'finance', pricingDetails('finance', someDetails({ postal_code: ' ', rate: '' })));
    expect(body).toMatchObject({ order: 41, postal_code: '', rate_overwritten: '' });
  });
  it('sends a typed postal code as typed, and no rate for cash', () => {
    const body = requestOf(41, 'cash', pricingDetails('cash', someDetails({ term: null, postal_code: 'H2X 1Y4' })));
    expect(body.postal_code).toBe('H2X 1Y4');
    expect(body).not.toHaveProperty('rate_overwritten');
  });
});
