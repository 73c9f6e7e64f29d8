import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealerRole } from '../access/role';
import { fakeClock } from '../access/testing/in-memory-ports';
import { aVehicle } from '../inventory/feeds/testing/feed-fixtures';
import type { OpenTabular, TabularRow } from '../shared/tabular/tabular-file';
import { storesWorld } from '../stores/testing/in-memory-stores';
import { vehicleForPricing } from './advertised-payments';
import type { LocalTaxRow } from './local-tax-rates';
import type { IncentiveRecord } from './pricing-inputs';
import type { StoreSettings } from '../stores/store-settings';
import { LOCAL_TAX_ERRORS_SHOWN, localTaxUseCases, type LocalTaxRepository } from './local-tax-use-cases';
import { defaultPaymentSettings } from './payment-settings';
import { newPaymentType, quotePaymentType } from './payment-use-cases';
import type { PaymentsRepository, PricingReads } from './payments-repository';
import { storedDealBody } from './stored-deal-body';

function memoryRates(initial: readonly LocalTaxRow[] = []): LocalTaxRepository & { readonly stored: Map<number, LocalTaxRow[]>; readonly zips: string[] } {
  const stored = new Map<number, LocalTaxRow[]>([[1, [...initial]]]);
  const zips: string[] = [];
  const sorted = (rows: readonly LocalTaxRow[]) => [...rows].sort((a, b) => a.zipPrefix.localeCompare(b.zipPrefix) || a.effectiveFrom.localeCompare(b.effectiveFrom));
  return {
    stored, zips,
    rows: async (id) => sorted(stored.get(id) ?? []),
    forZip: async (id, zip) => { zips.push(zip); return (stored.get(id) ?? []).filter((r) => zip.startsWith(r.zipPrefix)); },
    save: async (id, rows) => {
      const kept = (stored.get(id) ?? []).filter((r) => !rows.some((n) => n.zipPrefix === r.zipPrefix && n.effectiveFrom === r.effectiveFrom));
      stored.set(id, [...kept, ...rows]);
      return rows.length;
    },
    remove: async (id, zipPrefix, effectiveFrom) => {
      const before = stored.get(id) ?? [];
      stored.set(id, before.filter((r) => !(r.zipPrefix === zipPrefix && r.effectiveFrom === effectiveFrom)));
      return (stored.get(id) ?? []).length < before.length;
    },
  };
}

/** A table from lines of comma-separated cells (the real reader is the adapters' and has its own tests). */
const tableOf = (lines: readonly string[]): OpenTabular => async () => {
  const [header = '', ...rest] = lines;
  async function* rows(): AsyncGenerator<E.Either<never, TabularRow>> {
    for (const [i, line] of rest.entries()) yield E.right({ row: i + 2, cells: line.split(',') });
  }
  return E.right({ encoding: 'utf-8', separator: ',', headers: header.split(','), rows: rows() });
};

function setup(lines: readonly string[] = [], initial: readonly LocalTaxRow[] = []) {
  const world = storesWorld();
  const rates = memoryRates(initial);
  const U = localTaxUseCases({ localTaxRates: rates, openTabular: tableOf(lines), audit: world.ports.audit });
  const as = async (role: DealerRole | 'super', extra: { readonly corporate?: boolean } = {}) => ({ ctx: await world.ctxAt(1, role, extra), ip: '203.0.113.9' });
  const source = async function* () { yield new Uint8Array(); };
  return { ...world, rates, U, as, source };
}

const row = (zipPrefix: string, percent: string, effectiveFrom: string): LocalTaxRow => ({ zipPrefix, percent, effectiveFrom });

describe("a store's local tax rates by ZIP", () => {
  it('saves rows for an admin, replaces a rate of the same prefix and date, and audits', async () => {
    const { U, as, rates, ports } = setup([], [row('331', '1', '2025-01-01')]);
    const admin = await as('dealer_admin');
    const saved = await U.save(admin, { rows: [{ zip_prefix: '331', rate: '1.5', effective_from: '2025-01-01' }, { zip_prefix: '05401', rate: '1', effective_from: '2026-01-01' }] })();
    expect(saved).toEqual(E.right([row('05401', '1', '2026-01-01'), row('331', '1.5', '2025-01-01')]));
    expect(rates.stored.get(1)).toHaveLength(2);
    expect(ports.audit.actions()).toContain('local_tax_rates_saved');
  });

  it('refuses every row when one is bad, each error at its row, and saves nothing', async () => {
    const { U, as, rates } = setup();
    const admin = await as('dealer_admin');
    const r = await U.save(admin, { rows: [{ zip_prefix: '331', rate: '1.5', effective_from: '2025-01-01' }, { zip_prefix: '33A', rate: '40', effective_from: '2025-02-30' }, { zip_prefix: '331', rate: '2', effective_from: '2025-01-01' }] })();
    expect(r).toEqual(E.left({ _tag: 'InvalidInput', errors: {
      'rows.1.zip_prefix': ['zip_prefix.invalid'], 'rows.1.rate': ['rate.out_of_range'], 'rows.1.effective_from': ['date.invalid'], 'rows.2.zip_prefix': ['local_tax.duplicate'],
    } }));
    expect(await U.save(admin, {})()).toEqual(E.left({ _tag: 'InvalidInput', errors: { rows: ['required'] } }));
    expect(await U.save(admin, { rows: [] })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { rows: ['local_tax.empty'] } }));
    expect(rates.stored.get(1)).toEqual([]);
  });

  it('names at most LOCAL_TAX_ERRORS_SHOWN bad rows of a wholly wrong list', async () => {
    const { U, as } = setup();
    const r = await U.save(await as('dealer_admin'), { rows: Array.from({ length: 80 }, () => ({ zip_prefix: 'x', rate: '1', effective_from: '2025-01-01' })) })();
    expect(E.isLeft(r) && r.left._tag === 'InvalidInput' ? Object.keys(r.left.errors).length : 0).toBe(LOCAL_TAX_ERRORS_SHOWN);
  });

  it('is the store admins\' only: a manager, a rep and a corporate admin are refused', async () => {
    const { U, as, rates } = setup([], [row('3', '1', '2025-01-01')]);
    for (const who of [await as('dealer_sales_manager'), await as('dealer_sales_rep'), await as('dealer_admin', { corporate: true })]) {
      expect(await U.list(who.ctx)()).toEqual(E.left({ _tag: 'Forbidden', action: 'edit_local_tax_rates' }));
      expect(E.isLeft(await U.save(who, { rows: [{ zip_prefix: '4', rate: '1', effective_from: '2025-01-01' }] })())).toBe(true);
      expect(E.isLeft(await U.remove(who, '3', '2025-01-01')())).toBe(true);
    }
    expect(rates.stored.get(1)).toEqual([row('3', '1', '2025-01-01')]);
    expect(await U.list((await as('super')).ctx)()).toEqual(E.right([row('3', '1', '2025-01-01')]));
  });

  it('removes one row, 404 for a row the store does not have', async () => {
    const { U, as, ports } = setup([], [row('3', '1', '2025-01-01'), row('3', '1.25', '2026-01-01')]);
    const admin = await as('dealer_admin');
    expect(await U.remove(admin, '3', '2025-01-01')()).toEqual(E.right([row('3', '1.25', '2026-01-01')]));
    expect(await U.remove(admin, '3', '2025-01-01')()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(ports.audit.actions()).toEqual(['local_tax_rate_deleted']);
  });

  it('imports a file with English or French headers, "2.5 %" rates, and a date from the form', async () => {
    const { U, as, source } = setup(['Code postal,Taux', '331,2.5 %', '05401,"1"'.replace(/"/g, ''), ',', '33101,1,5']);
    const r = await U.importFile(await as('dealer_admin'), { source, effectiveFrom: '2026-01-01' });
    expect(r).toEqual(E.right([row('05401', '1', '2026-01-01'), row('331', '2.5', '2026-01-01'), row('33101', '1', '2026-01-01')]));
  });

  it('refuses a file without its columns, or with a bad line, naming the line as a spreadsheet does; nothing saved', async () => {
    const noDate = setup(['zip,rate', '331,2']);
    expect(await noDate.U.importFile(await noDate.as('dealer_admin'), { source: noDate.source })).toEqual(E.left({ _tag: 'InvalidInput', errors: { file: ['local_tax.columns_missing'], 'columns.effective_from': ['required'] } }));
    const bad = setup(['zip,rate,effective_from', '331,2,2026-01-01', '331,abc,2026-01-01']);
    expect(await bad.U.importFile(await bad.as('dealer_admin'), { source: bad.source })).toEqual(E.left({ _tag: 'InvalidInput', errors: { 'rows.3.rate': ['rate.invalid'] } }));
    expect(bad.rates.stored.get(1)).toEqual([]);
    const header = setup(['zip,rate,effective_from']);
    expect(await header.U.importFile(await header.as('dealer_admin'), { source: header.source })).toEqual(E.left({ _tag: 'InvalidInput', errors: { file: ['file.header_only'] } }));
  });
});

describe('a US deal takes the local rate of its buyer\'s ZIP', () => {
  const CO = { id: 1, country: 'US' as const, provinceCode: 'CO' };
  const settings = defaultPaymentSettings(1);
  interface QuoteOptions { readonly at?: string; readonly incentives?: readonly IncentiveRecord[]; readonly condition?: 'New' | 'Used'; readonly timeZone?: string }
  async function quoteFor(zip: string | null, rates: LocalTaxRepository | undefined, store: { id: number; country: 'US' | 'CA'; provinceCode: string } = CO, o: QuoteOptions = {}) {
    const record = { ...newPaymentType('cash', settings, true, false), id: 11, orderId: 5, totalPurchasePriceCents: null, paymentCents: null, pricedAt: null, postalCode: zip };
    const incentives = o.incentives ?? [];
    const vehicle = vehicleForPricing(aVehicle({ listingPriceCents: 3_000_000, ...(o.condition === undefined ? {} : { condition: o.condition }) }));
    const reads: PricingReads = {
      record, settings, fees: [], choices: [], incentives, accessories: [], plans: [], lender: null,
      order: { id: 5, paymentType: 'cash', vehicle, optionsPriceCents: 0, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentiveIds: incentives.map((i) => i.id), customerPostalCode: null },
    };
    const payments = { pricingReads: async () => reads, taxRates: async () => [] } as unknown as PaymentsRepository;
    const stores = o.timeZone === undefined ? {} : { stores: { settings: async () => ({ ...store, calendar: { timeZone: o.timeZone, appointmentMinutes: 60 } }) as unknown as StoreSettings } };
    const clock = fakeClock(new Date(o.at ?? '2026-06-01T12:00:00Z'));
    const quoted = await quotePaymentType({ payments, clock, ...stores, ...(rates === undefined ? {} : { localTaxes: rates }) })(store, 11, storedDealBody)();
    if (E.isLeft(quoted)) throw new Error(JSON.stringify(quoted.left));
    return quoted.right.quote;
  }

  it('adds the local part apart from the state\'s, on the rate in force on the pricing date', async () => {
    const rates = memoryRates([row('802', '1', '2025-01-01'), row('80202', '2', '2027-01-01')]);
    const q = await quoteFor('80202', rates);
    // Colorado: 2.9 % state sales tax on $30,000 = $870; the Denver-area 1 % = $300 (the whole ZIP's 2 % starts in 2027).
    expect(q.taxes.map((t) => [t.component, t.amount])).toEqual([['state', 87_000], ['local', 30_000]]);
    expect(q.breakdown.find((l) => l.code === 'local_tax_rate')?.inputs['zip_prefix']).toEqual({ kind: 'code', value: '802' });
    expect(rates.zips).toEqual(['80202']);
  });

  it('says it used the state rate only without a row for the ZIP, without a ZIP, and in Canada reads nothing', async () => {
    const rates = memoryRates([row('802', '1', '2025-01-01')]);
    for (const zip of ['80301', null]) {
      const q = await quoteFor(zip, rates);
      expect(q.taxes.map((t) => t.component)).toEqual(['state']);
      expect(q.breakdown.find((l) => l.code === 'state_rate_only')?.inputs['reason']).toEqual({ kind: 'code', value: 'no_local_rate' });
    }
    expect(rates.zips).toEqual(['80301']);
    await quoteFor('K1A 0B1', rates, { id: 1, country: 'CA', provinceCode: 'ON' });
    expect(rates.zips).toEqual(['80301']);
  });

  // The pricing date is the store's own (issue 32): at 03:00 UTC on January 1, 2027 it is still
  // December 31 in Denver (UTC−7), so the 2 % that starts on January 1 does not apply yet.
  it('picks the rate in force on the store\'s own date, not UTC\'s, at a UTC midnight boundary', async () => {
    const rates = memoryRates([row('802', '1', '2025-01-01'), row('80202', '2', '2027-01-01')]);
    const local = async (o: QuoteOptions) => (await quoteFor('80202', rates, CO, o)).taxes.find((t) => t.component === 'local')?.amount;
    expect(await local({ at: '2027-01-01T03:00:00Z' })).toBe(30_000); // Denver, December 31, 20:00
    expect(await local({ at: '2027-01-01T07:30:00Z' })).toBe(60_000); // Denver, January 1, 00:30
    // The store's own zone, when its page names one: Tokyo is on January 1 at 03:00 UTC.
    expect(await local({ at: '2027-01-01T03:00:00Z', timeZone: 'Asia/Tokyo' })).toBe(60_000);
  });

  it('applies an incentive on its last day in the store\'s zone, though UTC is already on the next day', async () => {
    const incentive: IncentiveRecord = {
      id: 7, name: 'Year-end cash', amountCents: 100_000, beforeTax: false, isCash: true, isFinance: true, isLease: true, isConditional: false,
      applicableNew: true, applicableUsed: true, make: null, model: null, yearFrom: null, yearTo: null, startsOn: null, endsOn: '2026-12-31', active: true,
    };
    const q = await quoteFor('80202', memoryRates(), CO, { at: '2027-01-01T03:00:00Z', incentives: [incentive] });
    expect(q.breakdown.some((l) => l.code === 'incentive_after_tax')).toBe(true);
    await expect(quoteFor('80202', memoryRates(), CO, { at: '2027-01-01T07:30:00Z', incentives: [incentive] })).rejects.toThrow('item.invalid');
  });

  it('brings the vehicle\'s condition into the tax: Oregon taxes a new vehicle (0.5 %), not a used one', async () => {
    const OR = { id: 1, country: 'US' as const, provinceCode: 'OR' };
    expect((await quoteFor('97201', memoryRates(), OR)).totalTaxes).toBe(15_000);
    expect((await quoteFor('97201', memoryRates(), OR, { condition: 'Used' })).totalTaxes).toBe(0);
  });
});
