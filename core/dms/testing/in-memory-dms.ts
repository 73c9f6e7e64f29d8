import type { PaymentMethod } from '../../payments/engine/deal';
import type { PaymentTypeRecord } from '../../payments/pricing-inputs';
import type { StoredDeal } from '../../payments/stored-deal';
import type { DmsDeal } from '../dms';
import type { StoredDealReader } from '../dms-price';
import { isActivePush, type DmsPush } from '../dms-push';
import type { DmsPushQueue, DmsRepository, DmsSyncRecord } from '../dms-repository';

/** A deal the DMS takes: every field the simulated DMS asks for. */
export function dmsDealFixture(orderId: number, overrides: Partial<DmsDeal> = {}): DmsDeal {
  return {
    orderId,
    archived: false,
    customer: { firstName: 'Ana', lastName: 'Tremblay', email: 'ana@example.test', phone: '+15145550101', postalCode: 'H2X 1Y4', provinceCode: 'QC', language: 'fr' },
    vehicle: { vin: '1HGCM82633A004352', stockNumber: 'S1234', year: 2024, make: 'Honda', model: 'Civic', trim: 'EX', condition: 'New', odometer: 10 },
    price: { paymentType: 'finance', sellingPriceCents: 3_000_000, downPaymentCents: 200_000 },
    tradeIn: null,
    ...overrides,
  };
}

/** A payment type record as stored (core tests): monthly, no trade-in, not priced yet. */
export function storedRecord(method: PaymentMethod, overrides: Partial<PaymentTypeRecord> = {}): PaymentTypeRecord {
  return {
    id: 1, orderId: 10, method, isActive: true, includeTax: true, term: method === 'cash' ? null : 60, rate: null, paymentFrequency: 'monthly', creditScore: null,
    downPaymentCents: 0, distanceAllowance: null, tradeInType: 'none', tradeInCreditCents: 0, tradeInOwingCents: 0, postalCode: null, lenderId: null,
    totalPurchasePriceCents: null, paymentCents: null, pricedAt: null, ...overrides,
  };
}

/** The stored deals of the in-memory repository's deals: each deal's price as its chosen method, not priced (the vehicle's price). */
export function storedDealsOf(deals: ReadonlyMap<string, DmsDeal>): StoredDealReader {
  return async (dealershipId, orderId): Promise<StoredDeal | null> => {
    const deal = deals.get(`${dealershipId}/${orderId}`);
    if (deal === undefined) return null;
    const method = deal.price.paymentType as PaymentMethod;
    const record = storedRecord(method, { orderId, downPaymentCents: deal.price.downPaymentCents });
    return { orderId, chosen: method, methods: [{ method, record, details: record, quote: null, errors: null }], vehiclePriceCents: deal.price.sellingPriceCents };
  };
}

/** The DMS repository in memory (core tests): `deals` maps `<store>/<order>` to the deal as sent. */
export function inMemoryDmsRepository(): DmsRepository & { readonly deals: Map<string, DmsDeal>; readonly pushes: DmsPush[] } {
  const deals = new Map<string, DmsDeal>();
  const pushes: DmsPush[] = [];
  const syncs = new Map<number, DmsSyncRecord>();
  const replace = (p: DmsPush) => { pushes[pushes.findIndex((x) => x.id === p.id)] = p; return p; };
  return {
    deals, pushes,
    deal: async (dealershipId, orderId) => deals.get(`${dealershipId}/${orderId}`) ?? null,
    async request(dealershipId, orderId, userId, now) {
      const active = pushes.find((p) => p.dealershipId === dealershipId && p.orderId === orderId && isActivePush(p.state));
      if (active !== undefined) return { push: active, created: false };
      const id = pushes.length + 1;
      const push: DmsPush = {
        id, dealershipId, orderId, state: 'queued', attempts: 0, idempotencyKey: `dms-push-${id}`, jobId: null, requestedByUserId: userId,
        requestedByName: userId === null ? null : `User ${userId}`, requestedAt: now, startedAt: null, finishedAt: null, nextRetryAt: null,
        dmsDealNumber: null, fieldErrors: [], failure: null,
      };
      pushes.push(push);
      return { push, created: true };
    },
    async setJob(pushId, jobId) { const p = pushes.find((x) => x.id === pushId); if (p) replace({ ...p, jobId }); },
    byId: async (pushId) => pushes.find((p) => p.id === pushId) ?? null,
    async move(pushId, from, to, patch, now) {
      const p = pushes.find((x) => x.id === pushId);
      if (p === undefined || !from.includes(p.state)) return null;
      const moved = replace({ ...p, ...patch, state: to });
      if (to === 'pushed') syncs.set(p.orderId, { orderId: p.orderId, dmsDealNumber: moved.dmsDealNumber, lastPushedAt: now });
      return moved;
    },
    async sync(dealershipId, orderId) {
      const s = syncs.get(orderId);
      return s !== undefined && deals.has(`${dealershipId}/${orderId}`) ? s : null;
    },
    history: async (dealershipId, orderId, limit) => pushes.filter((p) => p.dealershipId === dealershipId && p.orderId === orderId).reverse().slice(0, limit),
    due: async (now, limit) => pushes.filter((p) => p.state === 'queued' || p.state === 'pushing' || (p.state === 'retrying' && p.nextRetryAt !== null && p.nextRetryAt <= now)).slice(0, limit),
  };
}

/** A queue that keeps what it was given (core tests run the jobs by hand). */
export function recordingDmsQueue(): DmsPushQueue & { readonly jobs: { readonly pushId: number; readonly runAt: Date | null; readonly jobId: string }[] } {
  const jobs: { pushId: number; runAt: Date | null; jobId: string }[] = [];
  return {
    jobs,
    async enqueue(push, runAt) { const jobId = `job-${jobs.length + 1}`; jobs.push({ pushId: push.id, runAt, jobId }); return jobId; },
  };
}

