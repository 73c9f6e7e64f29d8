import { expect } from 'vitest';
import type { Agent } from './test-app';

// What the payments and pricing API tests set up alike: a lender with programs as the store's
// default for finance and lease, and a deal's payment types by method.

export const D = '/api/dealer';
export const S = `${D}/payment-settings/`;

export interface PaymentType { id: number; method: string; is_active: boolean; term: number | null; payment: string | null; down_payment: string }

/** Moves the super admin to `dealershipId` and makes "Fixture Bank" its finance and lease lender; its id. */
export async function fixtureBank(superAdmin: Agent, dealershipId: number): Promise<number> {
  expect((await superAdmin.post(`${D}/user/transfer_session/`, { dealership_id: dealershipId })).statusCode).toBe(200);
  const lender = await superAdmin.post(`${S}lenders/`, {
    name: 'Fixture Bank', kind: 'bank',
    finance_rates: [{ term_from: 12, term_to: 60, rate: '5.99' }, { term_from: 61, term_to: 96, rate: '6.99' }],
    lease_rates: [{ term_from: 24, term_to: 60, rate: '4.9' }],
    residuals: [{ term: 48, distance_allowance: 20000, residual: '55' }, { term: 36, residual: '62' }],
  });
  expect(lender.statusCode, lender.body).toBe(201);
  const bank = lender.json().id as number;
  const settings = await superAdmin.post(S, { finance_lender: bank, lease_lender: bank, financing_bank_default_term: 60 });
  expect(settings.statusCode, settings.body).toBe(200);
  return bank;
}

/** A deal's payment types, by method. */
export async function typesOf(agent: Agent, orderId: number): Promise<Record<string, PaymentType>> {
  const r = await agent.get(`${D}/order/${orderId}/payment-types/`);
  expect(r.statusCode, r.body).toBe(200);
  return Object.fromEntries((r.json().results as PaymentType[]).map((p) => [p.method, p]));
}
