import { AVAILABLE_STOCK_STATUSES, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { orderAwaiting, type PaymentType } from '@dealer-panel/core/shared/deal-states';
import { appointmentOf, coverageStages, depositOf, randomStage, statusOf, stepsOf, type Stage } from './demo-deal-steps';
import type { StoreKey } from './demo-stores';
import { mulberry32, type Rng } from './prng';

export interface DealCustomer {
  readonly id: number; readonly createdAt: Date; readonly archiveStatus: string; readonly leadType: string; readonly salesRepId: number | null;
}
export interface DealVehicle {
  readonly id: number; readonly condition: string; readonly stockStatus: string; readonly listingPriceCents: number;
}

/** One demo deal, as the orders table takes it (the link token is added when inserting). */
export interface DemoDeal {
  readonly customerId: number; readonly vehicleId: number; readonly paymentType: PaymentType; readonly status: string;
  readonly steps: ReturnType<typeof stepsOf>; readonly awaiting: string | null; readonly isArchived: boolean;
  readonly archivedStatusChangedAt: Date | null; readonly archivedStatusChangedBy: number | null;
  readonly financeDownPaymentCents: number; readonly leaseDownPaymentCents: number; readonly campaign: string | null;
  readonly appointmentStatus: string | null; readonly proposedAppointment: Date | null; readonly depositStatus: string | null;
  readonly depositMode: string | null; readonly depositAmountCents: number | null; readonly confirmedAt: Date | null;
  readonly confirmedBy: number | null; readonly commissionNumber: string | null; readonly createdBy: number | null;
  readonly createdAt: Date; readonly updatedAt: Date;
}

const SEEDS: Readonly<Record<StoreKey, number>> = { qc: 0x51_dea1, on: 0x41_dea1, vt: 0x80_dea1 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CAMPAIGNS = ['spring-sales-event', 'google-ads', 'facebook-marketplace', 'autotrader', 'newsletter'];

/**
 * Deals for most customers of a store, the same for the same inputs. The first active deals of
 * active customers walk through every status of every step (coverageStages) and every stock
 * status, so each filter of the customer list has hits in every store; the others are drawn. Sold customers have a completed
 * deal; most deals of lost customers are archived.
 */
export function demoDeals(store: StoreKey, customers: readonly DealCustomer[], vehicles: readonly DealVehicle[], staffId: number, now: Date): DemoDeal[] {
  const rng = mulberry32(SEEDS[store]);
  const coverage = coverageStages();
  const stockCoverage = STOCK_STATUSES.filter((status) => vehicles.some((v) => v.stockStatus === status));
  const deals: DemoDeal[] = [];
  const turns = new Map<string, number>(); // per deposit step status: alternates the states it stands for
  const sellable = vehicles.filter((v) => (AVAILABLE_STOCK_STATUSES as readonly string[]).includes(v.stockStatus));
  const sold = vehicles.filter((v) => v.stockStatus === 'S');
  for (const customer of [...customers].reverse()) { // newest customers first: they are the ones on page 1
    const count = customer.archiveStatus === 'Sold' ? 1 : rng.weighted([[0, 12], [1, 62], [2, 21], [3, 5]] as const);
    for (let n = 0; n < count; n += 1) {
      const archived = customer.archiveStatus === 'Lost' ? rng.chance(0.6) : customer.archiveStatus === 'Active' && rng.chance(0.08);
      const stage: Stage = customer.archiveStatus === 'Sold' ? { progress: 8, current: null }
        : customer.archiveStatus === 'Active' && !archived && coverage.length > 0 ? coverage.shift()! : randomStage(rng);
      const covering = customer.archiveStatus === 'Active' && !archived ? stockCoverage.shift() : undefined;
      const pool = covering !== undefined ? vehicles.filter((v) => v.stockStatus === covering)
        : customer.archiveStatus === 'Sold' && sold.length > 0 ? sold : rng.chance(0.85) && sellable.length > 0 ? sellable : vehicles;
      const depositStep = stepsOf(stage).deposit;
      const turn = turns.get(depositStep) ?? 0;
      turns.set(depositStep, turn + 1);
      deals.push(oneDeal(customer, rng.pick(pool), stage, staffId, now, rng, turn, archived, store, deals.length));
    }
  }
  return deals;
}

function oneDeal(c: DealCustomer, v: DealVehicle, stage: Stage, staffId: number, now: Date, rng: Rng, turn: number, archived: boolean, store: StoreKey, index: number): DemoDeal {
  const steps = stepsOf(stage);
  const status = statusOf(stage, steps);
  const paymentType: PaymentType = v.condition === 'New' ? rng.weighted([['finance', 45], ['lease', 35], ['cash', 20]]) : rng.weighted([['finance', 65], ['cash', 35]]);
  const age = Math.max(HOUR, now.getTime() - c.createdAt.getTime());
  const createdAt = new Date(c.createdAt.getTime() + Math.floor(rng.next() * Math.min(age - HOUR / 2, 30 * DAY) / 1000) * 1000);
  const later = (max: number) => new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, max) * DAY));
  const deposit = depositOf(steps.deposit, turn, rng);
  const appointment = appointmentOf(steps.appointment);
  const done = stage.progress >= 8;
  const staff = c.salesRepId ?? staffId;
  return {
    customerId: c.id, vehicleId: v.id, paymentType, status, steps, awaiting: orderAwaiting(status, steps, archived), isArchived: archived,
    archivedStatusChangedAt: archived ? later(20) : null, archivedStatusChangedBy: archived ? staff : null,
    financeDownPaymentCents: paymentType === 'finance' ? rng.pick([0, 100_000, 200_000, 300_000, 500_000]) : 0,
    leaseDownPaymentCents: paymentType === 'lease' ? rng.pick([0, 150_000, 250_000]) : 0,
    campaign: c.leadType === 'website' && rng.chance(0.35) ? rng.pick(CAMPAIGNS) : null,
    appointmentStatus: appointment,
    proposedAppointment: appointment === null ? null : new Date(Math.floor((now.getTime() + rng.int(-20, 20) * DAY) / DAY) * DAY + rng.int(14, 21) * HOUR),
    depositStatus: deposit.depositStatus, depositMode: deposit.depositMode,
    depositAmountCents: deposit.depositStatus === null ? null : rng.pick([50_000, 100_000]),
    confirmedAt: done ? later(25) : null, confirmedBy: done ? staff : null,
    commissionNumber: done ? `${store.toUpperCase()}-${String(4_001 + index)}` : null,
    createdBy: staff, createdAt, updatedAt: later(10),
  };
}
