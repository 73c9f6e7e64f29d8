// What the API benchmarks share: the customer fixture, the super admin signed in at the Ontario store,
// and a lender the store finances and leases with; and the figures' rounding.

import { seedCustomerFixture } from '../api/support/customer-fixture';
import { signedInAs, type testApp } from '../api/support/test-app';

type TestApp = Awaited<ReturnType<typeof testApp>>;

export interface BenchLender {
  readonly leaseRates: readonly { readonly term_from: number; readonly term_to: number; readonly rate: string }[];
  readonly residuals: readonly { readonly term: number; readonly residual: string }[];
}

export const SHORT_LEASES: BenchLender = {
  leaseRates: [{ term_from: 24, term_to: 60, rate: '4.9' }],
  residuals: [{ term: 48, residual: '55' }, { term: 36, residual: '60' }],
};

/** The fixture, the Ontario super admin, and "Bench Bank" as the store's finance and lease lender. */
export async function benchDealer(t: TestApp, lender: BenchLender = SHORT_LEASES) {
  const cf = await seedCustomerFixture(t.ports, t.fixture);
  const admin = await signedInAs(t, t.fixture.users.superadmin);
  await admin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
  const made = await admin.post('/api/dealer/payment-settings/lenders/', {
    name: 'Bench Bank', finance_rates: [{ term_from: 12, term_to: 96, rate: '6.49' }], lease_rates: lender.leaseRates, residuals: lender.residuals,
  });
  await admin.post('/api/dealer/payment-settings/', { finance_lender: made.json().id, lease_lender: made.json().id });
  return { cf, admin };
}

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const ms = (x: number): number => Math.round(x * 10) / 10;
