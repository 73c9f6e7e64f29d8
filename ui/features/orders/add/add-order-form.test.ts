import { describe, expect, it } from 'vitest';
import { aVehicle } from '../testing/vehicle-fixture';
import { checkOrder, DEFAULT_TERMS, downPaymentFields, moneyWire, orderRequest } from './add-order-form';

describe('the add-order form', () => {
  it('reads amounts typed in either language', () => {
    expect(moneyWire('2,500')).toBe('2500');
    expect(moneyWire('2 500,50 $')).toBe('2500.50');
    expect(moneyWire('$2,500.75')).toBe('2500.75');
    expect(moneyWire('2500,5')).toBe('2500.5');
  });

  it('uses the down payments of the payment type: none for cash, both while the default decides', () => {
    expect(downPaymentFields('cash')).toEqual([]);
    expect(downPaymentFields('lease')).toEqual(['lease_down_payment']);
    expect(downPaymentFields('')).toEqual(['finance_down_payment', 'lease_down_payment']);
  });

  it('needs a vehicle, and down payments in dollars of at most its price', () => {
    expect(checkOrder(null, DEFAULT_TERMS)).toEqual({ vehicle: ['vehicle.required'] });
    expect(checkOrder(aVehicle(), { ...DEFAULT_TERMS, financeDownPayment: 'lots', leaseDownPayment: '30000' })).toEqual({
      finance_down_payment: ['money.invalid'], lease_down_payment: ['money.too_large'],
    });
    expect(checkOrder(aVehicle(), { ...DEFAULT_TERMS, paymentType: 'cash', financeDownPayment: 'lots' })).toEqual({});
  });

  it('sends the writable fields only, leaving the payment type to the dealership default when not chosen', () => {
    expect(orderRequest(12, aVehicle(), { ...DEFAULT_TERMS, financeDownPayment: '2 500' })).toEqual({
      customer: 12, vehicle: 501, payment_include_tax: true, finance_down_payment: '2500',
    });
    expect(orderRequest(12, aVehicle(), { paymentType: 'lease', financeDownPayment: '1000', leaseDownPayment: '3000', includeTax: false })).toEqual({
      customer: 12, vehicle: 501, payment_include_tax: false, payment_type: 'lease', lease_down_payment: '3000',
    });
  });
});
