import { eq } from 'drizzle-orm';
import { orders } from '../../../adapters/persistence/schema';
import type { TestApp } from './test-app';

/** A complete Ontario applicant (SIN 046 454 286, income 98 000), as the customer's form sends it. */
export const ONTARIO_APPLICANT = {
  salutation: 'ms', first_name: 'Hélène', last_name: 'Gagné', date_of_birth: '1985-04-12', marital_status: 'married',
  phone: '416-555-0123', email: 'helene@example.com', confirm_email: 'helene@example.com', gender: 'female', insurance_number: '046 454 286',
  address_type: 'street', address_number: '120', street_name: 'King', street_type: 'St W', city: 'Toronto', province: 'ON',
  postal_code: 'M5V 2T6', years_at_address: '1', months_at_address: '3', home_status: 'rent', monthly_housing_payment: '2150.00', landlord: 'Tridel',
  previous_address_number: '8', previous_street_name: 'Queen', previous_city: 'Toronto', previous_province: 'ON', previous_postal_code: 'M5H 2N2',
  previous_years_at_address: '4', previous_months_at_address: '0',
  employment_status: 'employed', employment_type: 'full_time', employer: 'Banque Nationale', occupation: 'Analyst', work_phone: '416-555-0199',
  years_at_employment: '6', months_at_employment: '0', income_amount: '98765.00', income_frequency: 'annually',
};

export const CO_APPLICANT = {
  ...ONTARIO_APPLICANT, first_name: 'Marc', email: 'marc@example.com', confirm_email: 'marc@example.com', gender: 'male', insurance_number: '',
  relation_status: 'spouse', income_amount: '4321.00', income_frequency: 'monthly',
};

export const submission = (extra: Record<string, unknown> = {}) => ({
  primary_application: ONTARIO_APPLICANT, consent: true, acknowledgement: true, top_page_url: 'https://shop.example/credit', ...extra,
});

/** Gives the deal a link token of the real shape (the fixture's are short) and answers it. */
export async function linkToken(t: TestApp, orderId: number): Promise<string> {
  const token = `credit-test-token-${orderId}-abcdefghijklmnopqrstuvwxyz`;
  await t.ports.database.db.update(orders).set({ linkToken: token }).where(eq(orders.id, orderId));
  return token;
}
