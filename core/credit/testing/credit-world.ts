import { defaultNotifications } from '../../access/dealer-user';
import { fakeClock, fixedTemplates, recordingAudit, recordingEmail } from '../../access/testing/in-memory-ports';
import { inMemoryNotifications } from '../../notifications/testing/in-memory-notifications';
import { inMemoryTimeline } from '../../testing/in-memory-timeline';
import { storesWorld } from '../../stores/testing/in-memory-stores';
import { creditCustomerUseCases } from '../credit-customer';
import { creditDealerUseCases } from '../credit-dealer';
import type { CreditSettings } from '../credit-settings';
import type { LenderAnswer, LenderSubmission } from '../lender-submission';
import { QC_STORE } from './credit-fixtures';
import { fakeCipher } from '../../testing/fake-cipher';
import { inMemoryCredit } from '../../testing/in-memory-credit';

/** Store 1 (Québec, Dealertrack) with deal 11 of customer 7 and archived deal 12; store 2 with deal 21. Staff 90 asked to hear of credit applications. */
export function creditWorld(settings: CreditSettings = QC_STORE) {
  const world = storesWorld();
  const clock = fakeClock(new Date('2026-11-28T15:00:00Z'));
  const deal = (orderId: number, dealershipId: number, isArchived = false) =>
    ({ orderId, dealershipId, customerId: dealershipId === 1 ? 7 : 8, customerName: 'Anne Tremblay', isArchived, settings });
  const credit = inMemoryCredit([deal(11, 1), deal(12, 1, true), deal(21, 2)]);
  const cipher = fakeCipher();
  const timeline = inMemoryTimeline(clock);
  const audit = recordingAudit();
  const email = recordingEmail();
  const notifications = inMemoryNotifications([{ id: 7, dealershipId: 1, salesRepId: null }], [{
    userId: 90, email: 'desk@store.test', language: 'fr_CA', roles: { 1: 'dealer_sales_manager' }, isActive: true, isCorporate: false,
    notifications: { ...defaultNotifications, customer_submits_credit_app: true },
  }]);
  const submitted: number[] = [];
  let lenderAnswer: LenderAnswer = { ok: true, creditCheckReferenceNumber: 'DT-1', leadReferenceNumber: 'L-1' };
  const dealertrack: LenderSubmission = { system: 'dealertrack', submit: async (a) => { submitted.push(a.orderId); return lenderAnswer; } };
  const notify = { notifications, email, templates: fixedTemplates, clock, customerLink: (id: number) => `https://panel.test/dealer/customers/${id}` };
  return {
    ...world, clock, credit, cipher, timeline, audit, email, notifications, submitted,
    lenderAnswers: (a: LenderAnswer) => { lenderAnswer = a; },
    customer: creditCustomerUseCases({ credit, cipher, clock, timeline, notify }),
    dealer: creditDealerUseCases({ credit, cipher, clock, timeline, audit, lenders: { dealertrack } }),
  };
}
