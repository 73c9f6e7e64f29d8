/**
 * A test ORACLE of the US states' vehicle taxes, written apart from the engine: it imports nothing
 * of the engine's tax code (us-tax-*.ts, us-vehicle-tax.ts, sales-tax.ts, tax-table.ts) and
 * restates each state's rule from the statute cited in the table, in floats, rounding each tax once
 * at the end, as a buyer's paperwork does. Amounts in dollars. If the engine's table and this one
 * disagree, one of the two misread its source.
 */

/** A state's tax on a sale: rates in percent; trade-in rule; floor, ceiling; a band; a sliced extra tax. */
export interface OracleRule {
  readonly sale: readonly number[];
  readonly lease: readonly number[];
  readonly trade: 'full' | 'none' | number;
  readonly min?: number;
  readonly max?: number;
  /** [price above which, rate on the whole price] (CT). */
  readonly luxury?: readonly [number, number];
  /** [rate, from, to]: an extra tax on the base between from and to (TN single article). */
  readonly slice?: readonly [number, number, number];
  readonly leaseMethod: 'payment' | 'upfront_payments' | 'upfront_price' | 'upfront_depreciation';
  /** Rebates reduce the base (GA). */
  readonly rebates?: boolean;
  /** Local rates apply to at most this base (FL, TN, AR); or not at all to vehicles (`false`). */
  readonly localCap?: number | false;
  /** A used vehicle's rule, where the state has its own. */
  readonly used?: OracleUsed;
}

/** How a used vehicle is taxed where it differs (each from the source the table cites in its row's `used`). */
export interface OracleUsed {
  /** Its rates instead (Oregon: none, ORS 320.405 taxes new vehicles only). */
  readonly sale?: readonly number[];
  /** No trade-in credit (Ohio: the credit is for a new vehicle only). */
  readonly trade?: 'none';
  /** The base is the greater of the price and the book value (Georgia's TAVT, DC's excise, Delaware's document fee). */
  readonly bookFloor?: boolean;
  /** The rate by the vehicle's price: [from, rate] (Arkansas: under $4,000 none, to $10,000 3.5 %, above 6.5 %). */
  readonly tiers?: readonly (readonly [number, number])[];
  /** Oklahoma: $20 on the first $1,500 of value, 3.25 % of the rest, then the 1.25 % sales tax. */
  readonly oklahoma?: boolean;
}

const r = (sale: readonly number[], trade: OracleRule['trade'], leaseMethod: OracleRule['leaseMethod'], more: Partial<OracleRule> = {}): OracleRule =>
  ({ sale, lease: sale, trade, leaseMethod, ...more });

export const ORACLE_RULES: Readonly<Record<string, OracleRule>> = {
  AL: r([2], 'full', 'payment', { lease: [1.5] }), // Ala. Code § 40-23-2(4); § 40-12-222
  AK: r([], 'full', 'payment'),
  AZ: r([5.6], 'full', 'payment'),
  AR: r([6.5], 'full', 'payment', { localCap: 2_500, used: { tiers: [[0, 0], [4_000, 3.5], [10_000.01, 6.5]] } }), // Ark. Code § 26-74-222; Act of 2019
  CA: r([7.25], 'none', 'payment'), // CDTFA Pub. 34: no trade-in deduction
  CO: r([2.9], 'full', 'payment'),
  CT: r([6.35], 'full', 'payment', { luxury: [50_000, 7.75], localCap: false }), // § 12-408(1)
  DE: r([4.25], 'full', 'upfront_price', { localCap: false, used: { bookFloor: true } }), // 21 Del. C. § 3101: price or NADA, the greater
  DC: r([7], 'none', 'upfront_price', { localCap: false, used: { bookFloor: true } }), // § 50-2201.03(j): NADA value
  FL: r([6], 'full', 'payment', { localCap: 5_000 }), // § 212.054(2)(b)1.
  GA: r([7], 'full', 'upfront_price', { rebates: true, localCap: false, used: { bookFloor: true } }), // TAVT, O.C.G.A. § 48-5C-1
  HI: r([4], 'none', 'payment'),
  ID: r([6], 'full', 'payment', { localCap: false }),
  IL: r([6.25], 10_000, 'payment'), // P.A. 101-0031
  IN: r([7], 'full', 'payment', { localCap: false }),
  IA: r([5], 'full', 'upfront_payments', { localCap: false }),
  KS: r([6.5], 'full', 'payment'),
  KY: r([6], 'full', 'upfront_price', { localCap: false }),
  LA: r([5], 'full', 'payment'),
  ME: r([5.5], 'full', 'upfront_payments', { localCap: false }),
  MD: r([6.5], 'full', 'upfront_price', { localCap: false }),
  MA: r([6.25], 'full', 'payment', { localCap: false }),
  MI: r([6], 12_000, 'payment', { localCap: false }),
  MN: r([6.5], 'full', 'upfront_payments', { lease: [6.875], localCap: false }),
  MS: r([5], 'full', 'payment'),
  MO: r([4.225], 'full', 'payment'),
  MT: r([], 'full', 'payment', { localCap: false }),
  NE: r([5.5], 'full', 'payment'),
  NV: r([6.85], 'full', 'payment'),
  NH: r([], 'full', 'payment', { localCap: false }),
  NJ: r([6.625], 'full', 'upfront_payments', { localCap: false }),
  NM: r([4], 'full', 'upfront_price', { localCap: false }),
  NY: r([4], 'full', 'upfront_payments'),
  NC: r([3], 'full', 'payment', { localCap: false }), // highway use tax, § 105-187.3
  ND: r([5], 'full', 'upfront_price', { localCap: false }),
  OH: r([5.75], 'full', 'upfront_payments', { used: { trade: 'none' } }), // trade-in credit on a new vehicle only
  OK: r([3.25, 1.25], 'none', 'upfront_price', { localCap: false, used: { oklahoma: true } }), // 68 O.S. § 2103
  OR: r([0.5], 'none', 'upfront_price', { localCap: false, used: { sale: [] } }), // ORS 320.405: new vehicles only
  PA: r([6], 'full', 'payment', { lease: [6, 3] }),
  RI: r([7], 'full', 'payment', { localCap: false }),
  SC: r([5], 'full', 'upfront_price', { max: 500, localCap: false }), // IMF, § 56-3-627
  SD: r([4], 'full', 'upfront_price', { localCap: false }),
  TN: r([7], 'full', 'payment', { slice: [2.75, 1_600, 3_200], localCap: 1_600 }), // § 67-6-202, § 67-6-702
  TX: r([6.25], 'full', 'upfront_price', { localCap: false }),
  UT: r([6.1], 'full', 'payment'),
  VT: r([6], 'full', 'upfront_depreciation', { localCap: false }),
  VA: r([4.15], 'none', 'upfront_price', { min: 75, localCap: false }), // § 58.1-2402
  WA: r([6.5, 0.3], 'full', 'payment'),
  WV: r([6], 'full', 'upfront_price', { localCap: false }),
  WI: r([5], 'full', 'payment'),
  WY: r([4], 'full', 'payment'),
};

const cents = (dollars: number) => dollars * 100;

/** A used vehicle's facts: its book value (the list price the deal carries), its price before fees (Arkansas' tiers). */
export interface OracleVehicle { readonly used?: boolean; readonly book?: number; readonly vehiclePrice?: number }

function tierRate(tiers: readonly (readonly [number, number])[], price: number): number {
  let rate = 0;
  for (const [from, r] of tiers) if (price >= from) rate = r;
  return rate;
}

/** Each tax on a sale, in unrounded cents: the vehicle's taxable price (with taxable fees), the trade-in, rebates, a local rate. */
export function oracleSaleTaxes(state: string, taxablePrice: number, tradeIn: number, rebates = 0, localPercent = 0, vehicle: OracleVehicle = {}): number[] {
  const rule = ORACLE_RULES[state];
  if (rule === undefined) throw new Error(`no oracle rule for ${state}`);
  const used = vehicle.used === true ? rule.used ?? {} : {};
  const trade = used.trade ?? rule.trade;
  const credit = trade === 'full' ? tradeIn : trade === 'none' ? 0 : Math.min(tradeIn, trade);
  const value = used.bookFloor === true && vehicle.book !== undefined ? Math.max(taxablePrice, vehicle.book) : taxablePrice;
  const base = Math.max(0, value - credit - (rule.rebates === true ? rebates : 0));
  if (used.oklahoma === true) return [base > 0 ? cents(20) : 0, cents((Math.max(0, base - 1_500) * 3.25) / 100), cents((base * 1.25) / 100)];
  const rates = used.tiers !== undefined ? [tierRate(used.tiers, vehicle.vehiclePrice ?? taxablePrice)] : used.sale ?? rule.sale;
  const taxes = rates.map((rate, i) => {
    const percent = i === 0 && rule.luxury !== undefined && taxablePrice > rule.luxury[0] ? rule.luxury[1] : rate;
    let tax = (base * percent) / 100;
    if (rule.max !== undefined && base > 0) tax = Math.min(tax, rule.max);
    if (rule.min !== undefined && base > 0) tax = Math.max(tax, rule.min);
    return cents(tax);
  });
  if (rule.slice !== undefined) {
    const [rate, from, to] = rule.slice;
    taxes.push(cents((Math.max(0, Math.min(base, to) - from) * rate) / 100));
  }
  if (localPercent > 0 && rule.localCap !== false) {
    taxes.push(cents((Math.min(base, rule.localCap ?? Infinity) * localPercent) / 100));
  }
  return taxes;
}

/** A monthly loan's payment in unrounded cents (the textbook annuity). */
export function oraclePayment(principalCents: number, aprPercent: number, months: number): number {
  const i = aprPercent / 100 / 12;
  return i === 0 ? principalCents / months : (principalCents * i) / (1 - (1 + i) ** -months);
}

/** An engine amount in cents agrees with the oracle's unrounded one: within half a cent (a float tie either way). */
export const agreesToTheCent = (engine: number, oracle: number): boolean => Math.abs(engine - oracle) <= 0.5 + 1e-6;

/**
 * A lease's taxes by the state's method, in unrounded cents: `perPayment` on each payment and
 * `upfront` at signing. The base payment (the lease maths, checked by the lease-calculator oracle)
 * is an input; so are the cash down payment, the taxable price (vehicle and taxable fees), the
 * trade-in's credit and the residual.
 */
export function oracleLeaseTaxes(state: string, d: { basePayment: number; payments: number; down: number; taxablePrice: number; tradeIn: number; residual: number; used?: boolean }): { perPayment: number[]; upfront: number[] } {
  const rule = ORACLE_RULES[state];
  if (rule === undefined) throw new Error(`no oracle rule for ${state}`);
  // A lease's up-front tax is on the agreed value (Ga. DOR, TAVT FAQ: "in the case of a lease, the agreed upon value"): no book-value floor.
  const vehicle: OracleVehicle = { used: d.used === true };
  const at = (base: number) => rule.lease.map((rate) => (base * rate) / 100);
  switch (rule.leaseMethod) {
    case 'payment':
      return { perPayment: at(d.basePayment), upfront: d.down > 0 ? at(cents(d.down)) : [] };
    case 'upfront_payments':
      return { perPayment: [], upfront: at(d.basePayment * d.payments + cents(d.down)) };
    case 'upfront_price':
      return { perPayment: [], upfront: oracleSaleTaxes(state, d.taxablePrice, d.tradeIn, 0, 0, vehicle) };
    case 'upfront_depreciation':
      return { perPayment: [], upfront: oracleSaleTaxes(state, d.taxablePrice - d.residual, d.tradeIn, 0, 0, vehicle) };
  }
}

/**
 * Whether a state taxes a dealer's documentation fee, an optional service contract and GAP:
 * `T` taxed, `X` not, `?` not known (the store's flag decides); restated from the sources the
 * table cites (us-tax-items.ts), in the order doc fee, service contract, GAP.
 */
const ITEMS: Readonly<Record<string, string>> = {
  AL: '?XX', AK: '??X', AZ: 'TXX', AR: 'TTX', CA: 'TXX', CO: 'TXX', CT: 'TTX', DE: '?XX', DC: '??X', FL: 'TTX', GA: 'TXX', HI: 'TTX',
  ID: 'TXX', IL: 'TXX', IN: 'T?X', IA: '??X', KS: '??X', KY: '?TX', LA: '??X', ME: 'T?X', MD: '?XX', MA: 'TXX', MI: 'TXX', MN: '??X',
  MS: '??X', MO: '?XX', MT: 'XXX', NE: '?TX', NV: 'TXX', NH: 'XXX', NJ: 'TTX', NM: '?TX', NY: 'TTX', NC: '??X', ND: '??X', OH: '?TX',
  OK: '??X', OR: '?XX', PA: 'TTX', RI: 'T?X', SC: '??X', SD: '?TX', TN: 'TTX', TX: 'TXX', UT: 'TTX', VT: 'T?X', VA: 'TXX', WA: 'TTX',
  WV: '??X', WI: 'TTX', WY: '??X',
};

/** Whether the item is taxed in the state: its rule, else the store's flag. */
export function oracleItemTaxed(state: string, item: 'doc_fee' | 'service_contract' | 'gap', storeFlag: boolean): boolean {
  const rule = ITEMS[state]?.[item === 'doc_fee' ? 0 : item === 'service_contract' ? 1 : 2];
  if (rule === undefined) throw new Error(`no oracle item rule for ${state}`);
  return rule === '?' ? storeFlag : rule === 'T';
}
