import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerView } from '../customers/customer';
import { draftOf, validateAdfProspect } from './adf-lead';
import { leadOfCustomer } from './export-adf-lead';

const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ][a-zà-öø-ÿ'-]{0,14}$/);
const digits = fc.tuple(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{2}$/), fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{6}$/)).map((p) => p.join(''));
const email = fc.tuple(fc.stringMatching(/^[a-z0-9.]{1,12}$/).filter((s) => !s.startsWith('.') && !s.endsWith('.') && !s.includes('..')), fc.constantFrom('example.com', 'exemple.ca')).map(([l, d]) => `${l}@${d}`);
const text = fc.string({ maxLength: 60 }).map((s) => s.trim());
const vin = fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/);

const customer = fc.record({
  firstName: word, lastName: word, email: fc.option(email, { nil: '' }), phone: fc.option(digits, { nil: '' }),
  addressLine1: text, addressLine2: text, city: text, provinceCode: fc.constantFrom('ON', 'QC', 'BC', ''), postalCode: fc.constantFrom('M5V 2T6', 'H2J 2X2', ''), note: text,
}).filter((c) => c.email !== '' || c.phone !== '');
const vehicle = fc.option(fc.record({
  id: fc.nat(), vin, year: fc.integer({ min: 1990, max: 2030 }), make: word, model: word, trim: text, condition: fc.constantFrom('New' as const, 'Used' as const),
  stockNumber: text, stockStatus: fc.constant('I' as const), listingPriceCents: fc.integer({ min: 0, max: 2_147_483_647 }), images: fc.constant([]),
}), { nil: null });

describe('ADF leads (properties)', () => {
  it('an exported customer and vehicle read back as the same lead (export → import keeps the customer and the vehicle)', () => {
    fc.assert(fc.property(customer, vehicle, fc.constantFrom('finance' as const, 'lease' as const, 'cash' as const), fc.constantFrom('CA' as const, 'US' as const), (c, v, paymentType, country) => {
      const lead = leadOfCustomer(c as unknown as CustomerView, v, paymentType, { name: 'Fixture Toronto', country }, new Date('2026-11-28T12:00:00Z'));
      const back = validateAdfProspect(draftOf(lead));
      expect(E.isRight(back) && back.right).toEqual(lead);
    }), { numRuns: 300 });
  });

  it('never throws, whatever texts a prospect holds: a lead or per-field errors', () => {
    const any = fc.string({ maxLength: 40 });
    fc.assert(fc.property(fc.record({
      requestDate: any, firstName: any, lastName: any, fullName: any, email: any, phones: fc.array(any, { maxLength: 3 }), street1: any, street2: any, city: any,
      regionCode: any, postalCode: any, country: any, comments: any, vendorName: any, providerName: any, providerService: any, providerUrl: any,
      vehicles: fc.array(fc.record({ interest: any, status: any, year: any, make: any, model: any, trim: any, vin: any, stock: any, price: any, currency: any }), { maxLength: 3 }),
    }), (d) => {
      const r = validateAdfProspect(d);
      if (E.isLeft(r)) expect(Object.keys(r.left).length).toBeGreaterThan(0);
      else expect(r.right.customer.email !== '' || r.right.customer.phone !== '').toBe(true);
    }), { numRuns: 500 });
  });
});
