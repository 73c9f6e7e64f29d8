import { aDraft, ANNE } from '@dealer-panel/core/credit/testing/credit-fixtures';
import type { CreditApplicationDraft } from '@dealer-panel/core';

// What an empty project writes to run the four use cases of @dealer-panel/core's entry with the
// in-memory ports of @dealer-panel/core/testing (issue 33 item 6): a plain Node script, and a
// TypeScript file that must type-check under NodeNext. Only the two public entries are imported.

/** The applications the consumer validates (the repository's fixtures; the package ships none). */
export function creditInput(): { readonly complete: CreditApplicationDraft; readonly wrong: CreditApplicationDraft } {
  return {
    complete: aDraft(),
    wrong: aDraft({ applicant: { ...ANNE, email: 'anne(at)example.com', confirm_email: 'anne(at)example.com', postal_code: '12345', first_name: '' } }),
  };
}

export const USE_CASES_SCRIPT = `import { readFileSync } from 'node:fs';
import { createOrder, dealershipContext, refundDeposit, submitQuotes, validateCreditApplication } from '@dealer-panel/core';
import {
  fakeCipher, fakeClock, fakeDepositProcessor, fakeSecrets, inMemoryCardProcessorAccounts, inMemoryCredit, inMemoryCustomers,
  inMemoryDepositLocks, inMemoryDeposits, inMemoryIdempotencyStore, inMemoryOrders, inMemoryQuotes, inMemoryTimeline,
  inMemoryVehicles, plainQuoteMessages, putPaidDeposit, recordingAudit, recordingEmail, vehicleRecord,
} from '@dealer-panel/core/testing';

const { complete, wrong } = JSON.parse(readFileSync(new URL('./credit.json', import.meta.url), 'utf8'));
const clock = fakeClock(new Date('2026-11-28T15:00:00Z'));
const store = { id: 1, name: 'Montréal Auto', country: 'CA', provinceCode: 'QC' };
const manager = dealershipContext({ dealership: store, user: { id: 5, firstName: 'Marie', lastName: 'Roy' }, role: 'dealer_sales_manager', at: clock.now() });
const rep = dealershipContext({ dealership: store, user: { id: 6 }, role: 'dealer_sales_rep', at: clock.now() });
let badContext = '';
try { dealershipContext({ dealership: { ...store, country: 'FR' }, user: { id: 0 }, role: 'janitor' }); } catch (error) { badContext = error.message; }

// Create a deal.
const customers = inMemoryCustomers([{ id: 7, dealershipId: 1, firstName: 'Anne', lastName: 'Tremblay', email: 'anne@example.com', language: 'fr_CA', salesRepId: null }]);
const vehicles = inMemoryVehicles([
  vehicleRecord({ id: 3, dealershipId: 1, year: 2026, make: 'Volkswagen', model: 'Tiguan', trim: 'Comfortline', condition: 'Used', stockNumber: 'T-100', listingPriceCents: 3_899_500 }),
  vehicleRecord({ id: 4, dealershipId: 1, year: 2025, make: 'Volkswagen', model: 'Jetta', stockStatus: 'S', listingPriceCents: 2_450_000 }),
]);
const orders = inMemoryOrders({ customers, vehicles });
orders.setDefaultPaymentTypes(1, { new: 'finance', used: 'lease' });
const timeline = inMemoryTimeline(clock);
const create = createOrder({ orders, customers, vehicles, clock, secrets: fakeSecrets(), timeline });
const created = await create(manager, { customer: 7, vehicle: 3, leaseDownPayment: '2500.00' })();
const duplicate = await create(manager, { customer: 7, vehicle: 3 })();
const refusedOrder = await create(manager, { customer: 99, vehicle: 4, financeDownPayment: 'lots' })();
const order = created.right;

// Refund a deposit.
const deposits = inMemoryDeposits();
const processor = fakeDepositProcessor();
const accounts = inMemoryCardProcessorAccounts();
await accounts.connect(1, { accountId: 'acct_1', connectedAt: clock.now() });
await putPaidDeposit({ deposits, processor }, { dealershipId: 1, orderId: order.id, customerId: 7, amountCents: 50_000, currency: 'CAD', accountId: 'acct_1', at: clock.now() });
const audit = recordingAudit();
const refund = refundDeposit({ deposits, processor, accounts, idempotency: inMemoryIdempotencyStore(), audit, timeline, clock, locks: inMemoryDepositLocks() });
const why = { other: 'The customer changed their mind' };
const part = await refund(manager, { orderId: order.id, idempotencyKey: 'refund-1', ip: '203.0.113.9', amountCents: 20_000, reason: why })();
const again = await refund(manager, { orderId: order.id, idempotencyKey: 'refund-1', ip: '203.0.113.9', amountCents: 20_000, reason: why })();
const byRep = await refund(rep, { orderId: order.id, idempotencyKey: 'refund-2', ip: '203.0.113.9', amountCents: 'all', reason: why })();
const rest = await refund(manager, { orderId: order.id, idempotencyKey: 'refund-3', ip: '203.0.113.9', amountCents: 'all', reason: why })();
const beyond = await refund(manager, { orderId: order.id, idempotencyKey: 'refund-4', ip: '203.0.113.9', amountCents: 100, reason: why })();
const payment = [...processor.payments.values()][0];

// Send the deal's quotes.
const quotes = inMemoryQuotes();
const email = recordingEmail();
const flow = quotes.openFlow(1, order.id, clock.now());
const tiguan = await vehicles.byId(1, 3);
quotes.putQuote(flow, { vehicle: tiguan, method: 'lease', price: { paymentCents: 41_250, sellingPriceCents: 3_899_500, totalTaxesCents: 582_975, apr: '4.99', numberOfPayments: 48 }, quoteExpiry: '2026-12-15' }, clock.now());
const send = submitQuotes({ quotes, orders, email, quoteMessages: plainQuoteMessages, timeline, clock });
const dealUrl = (token, step) => 'https://shop.example/deal/' + token + '/' + step;
const badBody = await send(manager, { praq_flow: 'one', colour: 'red' }, dealUrl);
const sent = await send(manager, { praq_flow: flow.id, message: '  Voici vos offres.  ' }, dealUrl);
const second = await create(manager, { customer: 7, vehicle: 3, allowDuplicate: true })();
const emptyFlow = quotes.openFlow(1, second.right.id, clock.now());
const empty = await send(manager, { praq_flow: emptyFlow.id }, dealUrl);

// Validate a credit application.
const settings = { country: 'CA', provinceCode: 'QC', creditSystem: 'dealertrack', genderOptional: false, mandatorySsn: false, mandatorySecondaryPhone: false, leaseDisbursementSupport: false };
const credit = inMemoryCredit([{ orderId: order.id, dealershipId: 1, customerId: 7, customerName: 'Anne Tremblay', isArchived: false, settings }]);
const validate = validateCreditApplication({ credit, cipher: fakeCipher(), clock });
const who = { dealershipId: 1, orderId: order.id };
const accepted = await validate(who, complete)();
const refusedCredit = await validate(who, wrong)();
const oneStep = await validate(who, wrong, ['employment'])();
const otherStore = await validate({ dealershipId: 2, orderId: order.id }, complete)();

console.log(JSON.stringify({
  badContext,
  order: { created, duplicate, refusedOrder, stored: orders.all().length },
  deposit: { part, again, byRep, rest, beyond, payment, calls: processor.calls.map((c) => c.what), audit: audit.actions() },
  quotes: { badBody, sent, empty, email: email.sent, step: (await orders.byId(1, order.id)).steps['customer-quote'] },
  credit: { accepted, refusedCredit, oneStep, otherStore },
  timeline: timeline.entries.map((e) => e.event),
}));
`;

export const USE_CASES_TYPES = `import {
  createOrder, dealershipContext, EMPTY_PERSON, refundDeposit, submitQuotes, validateCreditApplication,
  type CreateOrderDeps, type CreditApplicationDraft, type DealershipContext, type Deposit, type FlowView, type OrderView,
  type RefundDepositDeps, type SubmitQuotesDeps, type ValidateCreditDeps,
} from '@dealer-panel/core';
import {
  fakeCipher, fakeClock, fakeDepositProcessor, fakeSecrets, inMemoryCardProcessorAccounts, inMemoryCredit, inMemoryCustomers,
  inMemoryDepositLocks, inMemoryDeposits, inMemoryIdempotencyStore, inMemoryOrders, inMemoryQuotes, inMemoryTimeline,
  inMemoryVehicles, plainQuoteMessages, recordingAudit, recordingEmail,
} from '@dealer-panel/core/testing';

const clock = fakeClock(new Date('2026-11-28T15:00:00Z'));
export const ctx: DealershipContext = dealershipContext({
  dealership: { id: 1, name: 'Montréal Auto', country: 'CA', provinceCode: 'QC' }, user: { id: 5 }, role: 'dealer_admin',
});
const customers = inMemoryCustomers();
const vehicles = inMemoryVehicles();
const orders = inMemoryOrders({ customers, vehicles });
const timeline = inMemoryTimeline(clock);

// A caller's own ports: only the methods the use case calls.
const myCustomers: CreateOrderDeps['customers'] = { byId: async (_store, id) => ({ id }) };
const orderDeps: CreateOrderDeps = { orders, customers: myCustomers, vehicles, clock, secrets: fakeSecrets(), timeline };
export async function created(): Promise<OrderView | null> {
  const answer = await createOrder(orderDeps)(ctx, { customer: 7, vehicle: 3 })();
  return answer._tag === 'Right' ? answer.right : null;
}

const refundDeps: RefundDepositDeps = {
  deposits: inMemoryDeposits(), processor: fakeDepositProcessor(), accounts: inMemoryCardProcessorAccounts(), idempotency: inMemoryIdempotencyStore(),
  audit: recordingAudit(), timeline, clock, locks: inMemoryDepositLocks(),
};
export async function refunded(orderId: number): Promise<Deposit | string> {
  const answer = await refundDeposit(refundDeps)(ctx, { orderId, idempotencyKey: 'k-1', ip: '', amountCents: 'all', reason: { reasonId: 1 } })();
  return answer._tag === 'Right' ? answer.right : answer.left._tag;
}

const quoteDeps: SubmitQuotesDeps = { quotes: inMemoryQuotes(), orders, email: recordingEmail(), quoteMessages: plainQuoteMessages, timeline, clock };
export async function sent(flowId: number): Promise<FlowView | null> {
  const answer = await submitQuotes(quoteDeps)(ctx, { praq_flow: flowId }, (token, step) => \`https://shop.example/\${token}/\${step ?? ''}\`);
  return answer._tag === 'Right' ? answer.right : null;
}

const creditDeps: ValidateCreditDeps = { credit: inMemoryCredit([]), cipher: fakeCipher(), clock };
const draft: CreditApplicationDraft = {
  hasCoApplicant: false, applicant: EMPTY_PERSON, coApplicant: null, applicantConsents: { consent: true, acknowledgement: true }, coApplicantAcknowledgement: false,
};
export async function fieldErrors(orderId: number): Promise<readonly string[]> {
  const answer = await validateCreditApplication(creditDeps)({ dealershipId: 1, orderId }, draft)();
  return answer._tag === 'Left' && answer.left._tag === 'InvalidInput' ? Object.keys(answer.left.errors) : [];
}

// @ts-expect-error a refund needs its deposits' port (unused if the declarations were lost to any)
refundDeposit({ ...refundDeps, deposits: undefined });
// @ts-expect-error a role is one of the dealer roles
dealershipContext({ dealership: { id: 1, name: 'X', country: 'CA', provinceCode: 'QC' }, user: { id: 1 }, role: 'janitor' });
// @ts-expect-error createOrder answers a TaskEither of an OrderView, not of a string
export const wrong: Promise<import('fp-ts/lib/Either.js').Either<unknown, string>> = createOrder(orderDeps)(ctx, {})();
`;
