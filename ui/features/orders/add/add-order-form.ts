import type { OrderCreateRequest } from '../../../../adapters/http/contract/orders/orders';
import type { VehicleBody } from '../../../../adapters/http/contract/inventory/inventory';
import { parseMoney } from '@dealer-panel/core/shared/money-text';
import type { PaymentType } from '@dealer-panel/core/shared/deal-states';
import type { FieldErrorMap } from '../../../shared/form-problem';
import { fieldErrors } from '../../../shared/form-problem';

/** The deal's terms as typed; '' payment type: the dealership's default financing setting decides. */
export interface OrderTerms {
  readonly paymentType: PaymentType | '';
  readonly financeDownPayment: string;
  readonly leaseDownPayment: string;
  readonly includeTax: boolean;
}

export const DEFAULT_TERMS: OrderTerms = { paymentType: '', financeDownPayment: '', leaseDownPayment: '', includeTax: true };

/** The down payments the chosen payment type uses: none for cash, both while the default decides. */
export function downPaymentFields(paymentType: OrderTerms['paymentType']): readonly ('finance_down_payment' | 'lease_down_payment')[] {
  if (paymentType === 'cash') return [];
  if (paymentType === 'finance') return ['finance_down_payment'];
  if (paymentType === 'lease') return ['lease_down_payment'];
  return ['finance_down_payment', 'lease_down_payment'];
}

function downPaymentCode(text: string, vehicle: VehicleBody | null): string | null {
  if (text.trim() === '') return null;
  const amount = parseMoney(moneyWire(text));
  if (amount === null) return 'money.invalid';
  const price = vehicle === null ? null : parseMoney(vehicle.listing_price);
  return price !== null && amount > price ? 'money.too_large' : null;
}

/**
 * The dollars of a typed amount as the wire wants them, in either language's habits: "5,000",
 * "5000.50", "5 000,50 $" → "5000", "5000.50", "5000.50". A comma before one or two final digits
 * is the French decimal mark; any other comma separates thousands.
 */
export function moneyWire(text: string): string {
  const compact = text.replace(/[$\s\u00a0\u202f]/g, '');
  if (!compact.includes('.') && /,\d{1,2}$/.test(compact)) return compact.replace(/,(?=\d{1,2}$)/, '.').replace(/,/g, '');
  return compact.replace(/,/g, '');
}

/** The same rules the server applies (core/orders/order-form.ts): a vehicle, down payments of at most its price. */
export function checkOrder(vehicle: VehicleBody | null, terms: OrderTerms): FieldErrorMap {
  const used = downPaymentFields(terms.paymentType);
  return fieldErrors({
    vehicle: vehicle === null ? 'vehicle.required' : null,
    finance_down_payment: used.includes('finance_down_payment') ? downPaymentCode(terms.financeDownPayment, vehicle) : null,
    lease_down_payment: used.includes('lease_down_payment') ? downPaymentCode(terms.leaseDownPayment, vehicle) : null,
  });
}

/** POST order/: the writable fields only; the payment type left out lets the dealership's default decide. */
export function orderRequest(customerId: number, vehicle: VehicleBody, terms: OrderTerms): OrderCreateRequest {
  const used = downPaymentFields(terms.paymentType);
  const finance = moneyWire(terms.financeDownPayment);
  const lease = moneyWire(terms.leaseDownPayment);
  return {
    customer: customerId,
    vehicle: vehicle.id,
    payment_include_tax: terms.includeTax,
    ...(terms.paymentType === '' ? {} : { payment_type: terms.paymentType }),
    ...(used.includes('finance_down_payment') && finance !== '' ? { finance_down_payment: finance } : {}),
    ...(used.includes('lease_down_payment') && lease !== '' ? { lease_down_payment: lease } : {}),
  };
}
