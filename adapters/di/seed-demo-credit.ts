import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { creditCustomerUseCases } from '@dealer-panel/core/credit/credit-customer';
import { EMPTY_PERSON, type PersonData } from '@dealer-panel/core/credit/credit-fields';
import { dealerships } from '../persistence/access/schema';
import { customers } from '../persistence/customers/schema';
import { orders } from '../persistence/orders/schema';
import { STORES, type DemoStore } from '../persistence/seed/demo-stores';
import type { Ports } from './ports';
import { claimDemoStep } from '../persistence/seed/demo-step';

export const DEMO_CREDIT_MARKER = 'demo_seed_credit';

/** Street, lender, landlord and employer that belong in each demo store's town. */
const LOCAL = {
  qc: { street: 'Saint-Denis', streetType: 'rue', bank: 'Desjardins', landlord: 'Gestion Rivard', employer: 'Hydro-Québec', occupation: 'Technicienne' },
  on: { street: 'King', streetType: 'St W', bank: 'TD Canada Trust', landlord: 'Tridel Rentals', employer: 'Maple Leaf Foods', occupation: 'Analyst' },
  vt: { street: 'Church', streetType: 'St', bank: 'Vermont Federal', landlord: 'Lake Properties', employer: 'Champlain Health', occupation: 'Nurse' },
} as const;

/** A demo applicant at a store: the customer's own name and e-mail, the rest made up in the store's country. */
function applicant(store: DemoStore, c: { firstName: string; lastName: string; email: string }, n: number): PersonData {
  const us = store.country === 'US';
  const local = LOCAL[store.key];
  const area = us ? '802' : (store.areaCodes[0] ?? '514');
  const email = c.email === '' ? `client${n}@example.com` : c.email;
  return {
    ...EMPTY_PERSON,
    salutation: n % 2 === 0 ? 'ms' : 'mr', first_name: c.firstName, last_name: c.lastName, date_of_birth: `19${70 + n}-0${(n % 9) + 1}-1${n % 10}`,
    marital_status: 'married', phone: `${area}-555-01${String(10 + n).slice(-2)}`, email, confirm_email: email, gender: n % 2 === 0 ? 'female' : 'male',
    insurance_number: us ? '123-45-6789' : '046 454 286',
    address_type: 'street', address_number: String(100 + n * 7), street_name: local.street, street_type: local.streetType,
    city: store.city, province: store.provinceCode, postal_code: store.postalCode, years_at_address: String(3 + n), months_at_address: '4',
    home_status: n % 2 === 0 ? 'own_mortgage' : 'rent', monthly_housing_payment: n % 2 === 0 ? '1650.00' : '1275.00',
    mortgage_holder: n % 2 === 0 ? local.bank : '', mortgage_amount: n % 2 === 0 ? '235000.00' : '',
    market_value: n % 2 === 0 ? '455000.00' : '', landlord: n % 2 === 0 ? '' : local.landlord,
    employment_status: 'employed', employment_type: 'full_time', employer: local.employer, occupation: local.occupation,
    work_phone: `${area}-555-0199`, years_at_employment: String(4 + n), months_at_employment: '0', income_amount: String(72_000 + n * 4_500) + '.00', income_frequency: 'annually',
  };
}

/**
 * Demo credit applications (issue 15), once (their own marker): in each demo store, two active
 * finance or lease deals without a deposit get a submitted application, the second with a
 * co-applicant, through the customer's own use case (so every sensitive field is sealed with the
 * configured key, and the staff who asked are told).
 */
export async function seedDemoCredit(p: Ports): Promise<{ readonly seeded: boolean; readonly applications: number }> {
  const db = p.database.db;
  const orgId = await claimDemoStep(db, DEMO_CREDIT_MARKER, p.clock.now());
  if (orgId === null) return { seeded: false, applications: 0 };
  const org = { id: orgId };
  const submit = creditCustomerUseCases({ credit: p.credit, cipher: p.creditCipher, clock: p.clock, timeline: p.timeline, notify: p }).submit;
  let made = 0;
  for (const store of STORES) {
    const [d] = await db.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
    if (!d) continue;
    const deals = await db.select({ id: orders.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
      .from(orders).innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.dealershipId, d.id), eq(orders.isArchived, false), isNull(orders.depositStatus), inArray(orders.paymentType, ['finance', 'lease'])))
      .orderBy(asc(orders.id)).limit(2);
    for (const [i, deal] of deals.entries()) {
      const main = applicant(store, { ...deal, email: deal.email ?? '' }, made + 1);
      const co = i === 1 ? { ...applicant(store, { firstName: 'Alex', lastName: deal.lastName, email: '' }, made + 2), relation_status: 'spouse', mobile_phone: main.phone } : null;
      const r = await submit({ dealershipId: d.id, orderId: deal.id }, {
        hasCoApplicant: co !== null, applicant: main, coApplicant: co, applicantConsents: { consent: true, acknowledgement: true }, coApplicantAcknowledgement: co !== null,
      }, null)();
      if (E.isLeft(r)) throw new Error(`demo credit application of deal ${deal.id}: ${JSON.stringify(r.left)}`);
      made += 1;
    }
  }
  return { seeded: true, applications: made };
}
