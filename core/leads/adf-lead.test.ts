import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { leadSourceOf, leadTypeOf, nanpDigits, splitName, validateAdfProspect, vehicleOfInterest, type AdfProspectDraft, type AdfVehicleDraft } from './adf-lead';

const car: AdfVehicleDraft = { interest: 'buy', status: 'new', year: '2024', make: 'Honda', model: 'Civic', trim: 'Sport', vin: '', stock: '', price: '', currency: '' };
const draft: AdfProspectDraft = {
  requestDate: '2026-11-27T19:42:10-05:00', vehicles: [car], firstName: 'Priya', lastName: 'Raman', fullName: '', email: 'Priya@Example.com', phones: ['416-555-0191'],
  street1: '88 Harbord St', street2: '', city: 'Toronto', regionCode: 'on', postalCode: 'M5S 1G5', country: 'ca', comments: ' Saturday? ',
  vendorName: 'Fixture Toronto', providerName: 'AutoTrader.ca', providerService: 'Listings', providerUrl: 'https://www.autotrader.ca',
};
const errorsOf = (d: Partial<AdfProspectDraft>) => { const r = validateAdfProspect({ ...draft, ...d }); return E.isLeft(r) ? r.left : null; };

describe('ADF lead validation', () => {
  it('normalizes a good prospect: e-mail in lower case, phone digits, region and country in upper case, texts trimmed', () => {
    const r = validateAdfProspect(draft);
    expect(E.isRight(r) && r.right).toMatchObject({
      customer: { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com', phone: '4165550191', regionCode: 'ON', country: 'CA' },
      comments: 'Saturday?', vehicles: [{ interest: 'buy', status: 'new', year: 2024, priceCents: null, currency: '' }],
    });
  });

  it('reads phones written any North American way, and refuses what is not one', () => {
    for (const p of ['+1 (416) 555-0191', '1-416-555-0191', '416.555.0191', '4165550191', '416 555 0191']) expect(nanpDigits(p), p).toBe('4165550191');
    for (const p of ['555-0191', '(000) 000-0000', '+44 20 7946 0958', '116-555-0191', '']) expect(nanpDigits(p), p).toBeNull();
  });

  it('splits a full name on its last word, and prefers the first and last parts when sent', () => {
    expect(splitName({ firstName: '', lastName: '', fullName: "  Marie-Ève  St-Pierre O'Neil " })).toEqual({ firstName: 'Marie-Ève St-Pierre', lastName: "O'Neil" });
    expect(splitName({ firstName: 'Jo', lastName: 'Lee', fullName: 'Ignored Name' })).toEqual({ firstName: 'Jo', lastName: 'Lee' });
    expect(splitName({ firstName: '', lastName: '', fullName: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it.each([
    [{ firstName: '', lastName: '', fullName: '' }, { first_name: ['required'], last_name: ['required'] }],
    [{ email: '', phones: [] }, { email: ['contact.required'], phone: ['contact.required'] }],
    [{ email: '', phones: ['(000) 000-0000'] }, { phone: ['phone.invalid'] }],
    [{ email: 'not an e-mail' }, { email: ['email.invalid'] }],
    [{ vehicles: [{ ...car, year: '24' }] }, { 'vehicle.0.year': ['number.out_of_range'] }],
    [{ vehicles: [{ ...car, vin: '2HGFE2F5' }] }, { 'vehicle.0.vin': ['vin.length'] }],
    [{ vehicles: [{ ...car, price: '12,99.999' }] }, { 'vehicle.0.price': ['money.invalid'] }],
    [{ vehicles: [{ ...car, interest: 'steal' }] }, { 'vehicle.0.interest': ['choice.invalid'] }],
    [{ vehicles: Array.from({ length: 11 }, () => car) }, { vehicle: ['list.too_long'] }],
    [{ comments: 'x'.repeat(2001) }, { comments: ['text.too_long'] }],
    [{ city: 'x'.repeat(201) }, { city: ['text.too_long'] }],
  ] as const)('refuses a prospect no customer can be made of (%#)', (change, errors) => {
    expect(errorsOf(change as Partial<AdfProspectDraft>)).toEqual(errors);
  });

  it('keeps a phone-only or e-mail-only lead, and a mailto: address', () => {
    expect(errorsOf({ email: '' })).toBeNull();
    expect(errorsOf({ phones: [] })).toBeNull();
    const r = validateAdfProspect({ ...draft, email: 'mailto:Jo@Example.com' });
    expect(E.isRight(r) && r.right.customer.email).toBe('jo@example.com');
  });

  it('reads prices with thousands separators into cents', () => {
    const r = validateAdfProspect({ ...draft, vehicles: [{ ...car, price: '44,499.5', currency: 'cad' }] });
    expect(E.isRight(r) && r.right.vehicles[0]).toMatchObject({ priceCents: 4_449_950, currency: 'CAD' });
  });

  it('takes the first vehicle to buy, lease or try as the vehicle of interest, never a trade-in', () => {
    const r = validateAdfProspect({ ...draft, vehicles: [{ ...car, interest: 'trade-in', model: 'Mazda3' }, { ...car, interest: 'lease', model: 'CR-V' }] });
    expect(E.isRight(r) && vehicleOfInterest(r.right)?.model).toBe('CR-V');
    const tradeOnly = validateAdfProspect({ ...draft, vehicles: [{ ...car, interest: 'trade-in' }] });
    expect(E.isRight(tradeOnly) && vehicleOfInterest(tradeOnly.right)).toBeNull();
  });

  it('records a dealer\'s own site as website and any other provider as a third party', () => {
    const lead = (name: string, service = '') => ({ provider: { name, service, url: '' }, vendorName: 'Fixture Toronto' });
    expect(leadTypeOf(lead('AutoTrader.ca'))).toBe('third_party');
    expect(leadTypeOf(lead('Fixture Toronto'))).toBe('website');
    expect(leadTypeOf(lead(''))).toBe('website');
    expect(leadTypeOf(lead('DealerInspire', 'Dealer website form'))).toBe('website');
    expect(leadSourceOf(lead('', 'Chat widget'))).toBe('Chat widget');
    expect(leadSourceOf(lead(''))).toBe('ADF');
  });
});
