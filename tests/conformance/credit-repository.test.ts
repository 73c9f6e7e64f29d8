import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QC_STORE } from '@dealer-panel/core/credit/testing/credit-fixtures';
import { inMemoryCredit } from '@dealer-panel/core/testing/in-memory-credit';
import { EMPTY_PERSON } from '@dealer-panel/core/credit/credit-fields';
import { drizzleCreditRepository } from '../../adapters/persistence/credit/drizzle-credit-repository';
import { orders } from '../../adapters/persistence/schema';
import { creditRepositoryContract } from './credit-repository.contract';
import { insertCustomer, insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

describe('in memory', () => {
  creditRepositoryContract('in memory', async () => {
    const deal = (orderId: number, dealershipId: number) => ({ orderId, dealershipId, customerId: 7, customerName: 'Anne Tremblay', isArchived: false, settings: QC_STORE });
    return {
      credit: inMemoryCredit([deal(11, 1), deal(12, 1), deal(21, 2)]),
      dealershipId: 1, otherDealershipId: 2, customerId: 7, orderId: 11, secondOrderId: 12, otherOrderId: 21, missingOrderId: 99,
    };
  });
});

forEachEngine((engine) => {
  creditRepositoryContract('drizzle', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    const customerId = await insertCustomer(db, dealershipId);
    return {
      credit: drizzleCreditRepository(db), dealershipId, otherDealershipId, customerId,
      orderId: await insertOrder(db, dealershipId, { customerId }), secondOrderId: await insertOrder(db, dealershipId, { customerId }),
      otherOrderId: await insertOrder(db, otherDealershipId), missingOrderId: 2_000_000_000,
    };
  });

  it('keeps the deal\'s credit-app step in step with its application, and reads the store\'s credit flags', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db, { provinceCode: 'QC' });
    const orderId = await insertOrder(db, dealershipId);
    const repo = drizzleCreditRepository(db);
    const deal = await repo.deal(dealershipId, orderId);
    expect(deal).toMatchObject({ customerName: 'Ava Thompson', settings: { country: 'CA', provinceCode: 'QC', creditSystem: 'none', mandatorySsn: false } });
    const step = async () => (await db.select({ s: orders.stepCreditApp }).from(orders).where(eq(orders.id, orderId)))[0]?.s;
    const w = {
      dealershipId, orderId, customerId: deal!.customerId, status: 'awaiting_dealer' as const, hasCoApplicant: false,
      applicant: { open: EMPTY_PERSON, sealed: { keyId: 'k1', ciphertext: 'x' } }, coApplicant: null, applicantConsents: { consent: true, acknowledgement: true },
      coApplicantAcknowledgement: false, topPageUrl: null, creditCheckReferenceNumber: null, leadReferenceNumber: null, verifyRequestComments: null,
      submittedAt: null, decidedAt: null, decidedByUserId: null,
    };
    await repo.save(w, null, new Date());
    expect(await step()).toBe('awaiting-dealer');
    await repo.save({ ...w, status: 'complete' }, 2, new Date());
    expect(await step()).toBe('awaiting-dealer');
    await repo.save({ ...w, status: 'complete' }, 1, new Date());
    expect(await step()).toBe('completed');
  });
});
