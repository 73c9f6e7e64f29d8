import * as E from 'fp-ts/Either';
import { dmsUnavailable, type Dms, type DmsAnswer, type DmsDeal, type DmsFieldError, type DmsField, type DmsPushRequest } from '@dealer-panel/core/dms/dms';

/** The simulated DMS's limits: longer names are refused `too_long` (a DMS's fixed-width fields). */
export const SIMULATED_DMS_LIMITS = { name: 30, email: 60, stockNumber: 10 } as const;

/**
 * How the simulated DMS misbehaves (DMS_SIMULATE, docs/decisions/dms.md "DMS link"):
 * - `ok` (default): answers at once;
 * - `unavailable`: every push fails transiently (the job retries with backoff, then gives up);
 * - `hang`: never answers (the timeout wrapper turns it into a transient `timeout`);
 * - `fail-first:N`: the first N tries of each push (by idempotency key) fail transiently, then it answers.
 */
export type DmsSimulation = { readonly mode: 'ok' | 'unavailable' | 'hang' } | { readonly mode: 'fail-first'; readonly tries: number };

export function parseDmsSimulation(value: string | undefined): DmsSimulation | null {
  const v = (value ?? '').trim();
  if (v === '' || v === 'ok') return { mode: 'ok' };
  if (v === 'unavailable' || v === 'hang') return { mode: v };
  const m = /^fail-first:(\d{1,3})$/.exec(v);
  return m === null ? null : { mode: 'fail-first', tries: Number(m[1]) };
}

/**
 * Where the simulated DMS keeps its deals and its answers by idempotency key (it stands for an
 * outside system, so what it keeps survives our restarts: the server gives it a table).
 * `remember` keeps the first answer of a key and answers that one to every later caller (atomic).
 */
export interface SimulatedDmsLedger {
  answerOf(key: string): Promise<DmsAnswer | null>;
  /** Keeps `answer` for `key` unless one is kept; a new deal (dealNumber null in an Accepted answer) gets its number here. */
  remember(key: string, storeId: number, orderId: number, answer: DmsAnswer | { readonly _tag: 'NewDeal' }): Promise<DmsAnswer>;
  /** The DMS deals it opened for our deal (tests: exactly one after a crash). */
  dealsOf(storeId: number, orderId: number): Promise<readonly string[]>;
}

export function inMemoryDmsLedger(): SimulatedDmsLedger {
  const answers = new Map<string, DmsAnswer>();
  const deals: { storeId: number; orderId: number; number: string }[] = [];
  return {
    answerOf: async (key) => answers.get(key) ?? null,
    async remember(key, storeId, orderId, answer) {
      const kept = answers.get(key);
      if (kept !== undefined) return kept;
      let stored: DmsAnswer;
      if (answer._tag === 'NewDeal') {
        const number = `SIM-${String(deals.length + 1).padStart(6, '0')}`;
        deals.push({ storeId, orderId, number });
        stored = { _tag: 'Accepted', dealNumber: number };
      } else stored = answer;
      answers.set(key, stored);
      return stored;
    },
    dealsOf: async (storeId, orderId) => deals.filter((d) => d.storeId === storeId && d.orderId === orderId).map((d) => d.number),
  };
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Every field the simulated DMS refuses in `deal`, at once (empty: it takes the deal). */
export function simulatedDmsRefusals(deal: DmsDeal): readonly DmsFieldError[] {
  const errors: DmsFieldError[] = [];
  const add = (field: DmsField, code: DmsFieldError['code'], limit: number | null = null) => errors.push({ field, code, limit });
  const text = (field: DmsField, value: string, limit: number, required = true) => {
    if (value.trim() === '') { if (required) add(field, 'required'); } else if (value.trim().length > limit) add(field, 'too_long', limit);
  };
  const c = deal.customer;
  text('customer.first_name', c.firstName, SIMULATED_DMS_LIMITS.name);
  text('customer.last_name', c.lastName, SIMULATED_DMS_LIMITS.name);
  text('customer.email', c.email, SIMULATED_DMS_LIMITS.email, false);
  if (c.phone.replace(/\D/g, '') === '') add('customer.phone', 'required');
  if (c.postalCode.trim() === '') add('customer.postal_code', 'required');
  const v = deal.vehicle;
  if (v === null) add('vehicle', 'required');
  else {
    if (v.vin.trim() === '') add('vehicle.vin', 'required');
    else if (!VIN.test(v.vin.trim().toUpperCase())) add('vehicle.vin', 'invalid');
    text('vehicle.stock_number', v.stockNumber, SIMULATED_DMS_LIMITS.stockNumber);
  }
  if (!Number.isSafeInteger(deal.price.sellingPriceCents) || deal.price.sellingPriceCents <= 0) add('price.selling_price_cents', 'invalid');
  const t = deal.tradeIn;
  if (t !== null) {
    if (t.make.trim() === '') add('trade_in.make', 'required');
    if (t.model.trim() === '') add('trade_in.model', 'required');
    if (t.vin !== null && t.vin.trim() !== '' && !VIN.test(t.vin.trim().toUpperCase())) add('trade_in.vin', 'invalid');
  }
  return errors;
}

/**
 * A deterministic DMS: refuses the fields `simulatedDmsRefusals` names, opens a deal numbered
 * `SIM-000001`… (an update keeps the number it is given), answers a repeated idempotency key with
 * its first answer, and misbehaves as `simulation` says (read at each call: tests may change it).
 */
export function simulatedDms(options: { readonly ledger?: SimulatedDmsLedger; readonly simulation?: () => DmsSimulation } = {}): Dms & { readonly ledger: SimulatedDmsLedger } {
  const ledger = options.ledger ?? inMemoryDmsLedger();
  const tries = new Map<string, number>();
  return {
    system: 'simulated',
    ledger,
    push: (request: DmsPushRequest) => async () => {
      const kept = await ledger.answerOf(request.idempotencyKey);
      if (kept !== null) return E.right(kept);
      const simulation = options.simulation?.() ?? { mode: 'ok' };
      if (simulation.mode === 'unavailable') return E.left(dmsUnavailable('unavailable'));
      if (simulation.mode === 'hang') return new Promise<never>(() => undefined);
      if (simulation.mode === 'fail-first') {
        const n = (tries.get(request.idempotencyKey) ?? 0) + 1;
        tries.set(request.idempotencyKey, n);
        if (n <= simulation.tries) return E.left(dmsUnavailable('unavailable'));
      }
      const refusals = simulatedDmsRefusals(request.deal);
      const answer: DmsAnswer | { readonly _tag: 'NewDeal' } = refusals.length > 0 ? { _tag: 'Refused', errors: refusals }
        : request.dmsDealNumber !== null ? { _tag: 'Accepted', dealNumber: request.dmsDealNumber } : { _tag: 'NewDeal' };
      return E.right(await ledger.remember(request.idempotencyKey, request.storeId, request.deal.orderId, answer));
    },
  };
}

/** A DMS's answer waited for at most this long; then the try is a transient `timeout` (the late answer is dropped). */
export const DMS_TIMEOUT_MS = 20_000;

export function timedDms(dms: Dms, ms = DMS_TIMEOUT_MS): Dms {
  return {
    system: dms.system,
    push: (request) => async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<E.Either<ReturnType<typeof dmsUnavailable>, never>>((resolve) => {
        timer = setTimeout(() => resolve(E.left(dmsUnavailable('timeout'))), ms);
      });
      const answer = dms.push(request)().catch(() => E.left(dmsUnavailable('unavailable')));
      return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
    },
  };
}
