import { describe, expect, it } from 'vitest';
import type { AdvertisedPayments, AdvertisedQuote } from './feed-payments';
import { absoluteImage, GOOGLE_FEED_COLUMNS, googleFeedHeader, googleFeedLine, type FeedStore } from './google-vehicle-listing';
import { aVehicle } from './testing/feed-fixtures';

const store: FeedStore = { id: 7, name: 'Toronto Motors', country: 'CA', address: '1 King St, Toronto, ON M5V 2T6, CA', newVehiclesPage: 'https://tm.test/new', usedVehiclesPage: 'https://tm.test/used' };
const quote = (overrides: Partial<AdvertisedQuote> = {}): AdvertisedQuote => ({
  method: 'finance', paymentCents: 61_234, frequency: 'monthly', term: 60, numberOfPayments: 60, aprHundredths: 599, downPaymentCents: 200_000,
  sellingPriceCents: 3_199_900, distanceAllowance: null, ...overrides,
});
const none: AdvertisedPayments = { finance: null, lease: null };
const cells = (line: string) => Object.fromEntries(GOOGLE_FEED_COLUMNS.map((c, i) => [c, line.replace(/\n$/, '').split('\t')[i]]));

describe('Google vehicle listings lines', () => {
  it('writes a header of Google\'s attribute names and one cell per column', () => {
    expect(googleFeedHeader().split('\t')[0]).toBe('id');
    const line = googleFeedLine(aVehicle(), none, store, 'https://panel.test');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.split('\t')).toHaveLength(GOOGLE_FEED_COLUMNS.length);
  });

  it('writes prices in ISO 4217, mileage with its unit, the MSRP of new vehicles only, the vehicle page by condition', () => {
    const c = cells(googleFeedLine(aVehicle(), none, store, 'https://panel.test'));
    expect(c).toMatchObject({ id: 'A1', store_code: '7', price: '31999.00 CAD', vehicle_msrp: '32999.00 CAD', condition: 'new', mileage: '12 km', link: 'https://tm.test/new', title: '2024 Honda Civic Sport' });
    const used = cells(googleFeedLine(aVehicle({ condition: 'Used', odometer: 233_352 }), none, { ...store, country: 'US' }, 'https://panel.test'));
    expect(used).toMatchObject({ price: '31999.00 USD', vehicle_msrp: '', condition: 'used', mileage: '233352 miles', link: 'https://tm.test/used' });
  });

  it('makes the server\'s own image paths absolute, keeps web addresses, drops anything else', () => {
    const c = cells(googleFeedLine(aVehicle({ images: ['/api/vehicle-art/suv-1f3a93.svg', 'https://cdn.test/2.jpg', 'javascript:alert(1)', '//evil.test/x.jpg', 'http://cdn.test/3.jpg'] }), none, store, 'https://panel.test'));
    expect(c.image_link).toBe('https://panel.test/api/vehicle-art/suv-1f3a93.svg');
    expect(c.additional_image_link).toBe('https://cdn.test/2.jpg,http://cdn.test/3.jpg');
    expect(absoluteImage('data:image/png;base64,AAA', 'https://x.test')).toBeNull();
  });

  it('never lets a tab or a line break in a value start a new cell or line', () => {
    const line = googleFeedLine(aVehicle({ trim: 'Sport\tTouring\r\nEdition', exteriorColor: 'Red\n' }), none, store, 'https://panel.test');
    expect(line.split('\n')).toHaveLength(2);
    expect(line.split('\t')).toHaveLength(GOOGLE_FEED_COLUMNS.length);
    expect(cells(line).trim).toBe('Sport Touring Edition');
  });

  it('writes the payments, and Google\'s installment for a monthly plan only (finance first, else lease)', () => {
    const lease = quote({ method: 'lease', paymentCents: 19_999, frequency: 'biweekly', term: 48, numberOfPayments: 104, aprHundredths: 490, downPaymentCents: 150_000, distanceAllowance: 20_000 });
    const c = cells(googleFeedLine(aVehicle(), { finance: quote(), lease }, store, 'https://panel.test'));
    expect(c).toMatchObject({
      'installment(months:amount:downpayment:credit_type:apr)': '60:612.34 CAD:2000.00 CAD:finance:5.99', finance_payment: '612.34 CAD', finance_frequency: 'monthly',
      finance_term: '60', finance_apr: '5.99', lease_payment: '199.99 CAD', lease_frequency: 'biweekly', lease_term: '48', lease_down_payment: '1500.00 CAD',
      lease_distance_allowance: '20000 km',
    });
    const biweekly = cells(googleFeedLine(aVehicle(), { finance: quote({ frequency: 'biweekly' }), lease }, store, 'https://panel.test'));
    expect(biweekly['installment(months:amount:downpayment:credit_type:apr)']).toBe('');
    const leaseOnly = cells(googleFeedLine(aVehicle(), { finance: null, lease: { ...lease, frequency: 'monthly', numberOfPayments: 48 } }, store, 'https://panel.test'));
    expect(leaseOnly['installment(months:amount:downpayment:credit_type:apr)']).toBe('48:199.99 CAD:1500.00 CAD:lease:4.90');
    expect(leaseOnly.finance_payment).toBe('');
  });
});
