import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Dealership } from '../access/dealership';
import type { DealershipContext } from '../access/dealership-context';
import { mayEditWorksheet } from './worksheet-access';
import { priceDeal } from './engine/price-deal';
import type { Quote } from './engine/quote';
import type { PaymentMethod } from './engine/deal';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import { isId } from '../shared/ids';
import { assembleDeal, buyerPostalCode, incentiveApplies } from './assemble-deal';
import { localRowsFor, type LocalTaxRepository } from './local-tax-use-cases';
import { storeToday, type PricingDateDeps } from './pricing-date';
import { trimDecimal } from './deal-values';
import type { PricingBody, RefusedKeys } from './pricing-body';
import { deleteIncentive, deleteLender, getLender, listIncentives, listLenders, saveIncentive, saveLender } from './lender-and-incentive-use-cases';
import { parseSettingsChange, type PaymentSettings } from './payment-settings';
import { parsePaymentTypeChange } from './payment-type-change';
import { limitRefusals } from './payment-type-limits';
import type { PaymentDetails, PaymentTypeRecord, PricedTotals, StoredTaxRate } from './pricing-inputs';
import { METHODS, type NewPaymentType, type PaymentsRepository, type PricingReads } from './payments-repository';
import { parseTaxChange, taxTableOf } from './province-tax';
import type { TradeInRepository } from '../trade-ins/trade-in-repository';
import { changedDetails, type PencilSource } from './desking/pencil';
import type { PencilRepository } from './desking/pencil-repository';

export interface PaymentDeps extends PricingDateDeps {
  readonly payments: PaymentsRepository;
  readonly clock: Clock;
  /** The deal's accepted trade-in offer: payment types created after acceptance start with its credit and owing (issue 16). */
  readonly tradeIns?: Pick<TradeInRepository, 'acceptedForOrder'>;
  /** Each stored change of a deal is kept as a pencil (issue 18.1); absent: none kept. */
  readonly pencils?: Pick<PencilRepository, 'add'>;
  /** US: the store's local tax rows for a buyer's ZIP (issue 32 item 3); absent: not read (the engine's state rate only). */
  readonly localTaxes?: Pick<LocalTaxRepository, 'forZip'>;
}

type Task<A> = TE.TaskEither<InvalidInput | Forbidden | NotFound, A>;

const superAdminOnly = (ctx: DealershipContext): Forbidden | null => (ctx.actor.isSuperAdmin ? null : forbidden('manage_payment_settings'));

/** The record a method starts with: the settings' defaults (finance: the bank's, or the OEM's when the finance lender is the captive). */
export function newPaymentType(method: PaymentMethod, settings: PaymentSettings, isActive: boolean, oemFinance: boolean): NewPaymentType {
  const finance = oemFinance
    ? { term: settings.oemDefaultTerm, down: settings.oemDefaultDownPaymentCents, frequency: settings.oemDefaultFrequency }
    : { term: settings.bankDefaultTerm, down: settings.bankDefaultDownPaymentCents, frequency: settings.bankDefaultFrequency };
  const base = {
    method, isActive, includeTax: settings.includeSalesTax, rate: null, creditScore: null, tradeInType: 'none' as const, tradeInCreditCents: 0,
    tradeInOwingCents: 0, postalCode: null,
  };
  switch (method) {
    case 'cash': return { ...base, term: null, paymentFrequency: 'monthly', downPaymentCents: 0, distanceAllowance: null, lenderId: null };
    case 'finance': return { ...base, term: finance.term, paymentFrequency: finance.frequency, downPaymentCents: finance.down, distanceAllowance: null, lenderId: settings.financeLenderId };
    case 'lease': return {
      ...base, term: settings.leaseDefaultTerm, paymentFrequency: settings.leaseDefaultFrequency, downPaymentCents: settings.leaseDefaultDownPaymentCents,
      distanceAllowance: settings.leaseDefaultDistanceAllowance, lenderId: settings.leaseLenderId,
    };
  }
}

export interface OrderPaymentTypes {
  readonly records: readonly PaymentTypeRecord[];
  readonly settings: PaymentSettings;
  readonly lenders: { readonly finance: { id: number; name: string; kind: 'bank' | 'oem' } | null; readonly lease: { id: number; name: string; kind: 'bank' | 'oem' } | null };
}

/** GET order/{id}/payment-types/: the three records, created on first read from the settings (the order's payment type active). */
export const orderPaymentTypes = (deps: PaymentDeps) => (ctx: { readonly dealership: Pick<Dealership, 'id'> }, orderId: number): Task<OrderPaymentTypes> => async () => {
  const existing = await deps.payments.paymentTypes(ctx.dealership.id, orderId);
  if (existing === null) return E.left(notFound);
  const settings = await deps.payments.settings(ctx.dealership.id);
  const lenders = await deps.payments.lenders(ctx.dealership.id);
  const lenderOf = (id: number | null) => {
    const l = lenders.find((x) => x.id === id);
    return l === undefined ? null : { id: l.id, name: l.name, kind: l.kind };
  };
  let records = existing;
  const missing = METHODS.filter((m) => !existing.some((r) => r.method === m));
  const order = await deps.payments.orderForPricing(ctx.dealership.id, orderId);
  if (missing.length > 0) {
    const orderMethod = order?.paymentType ?? null;
    const active = existing.some((r) => r.isActive) ? null : orderMethod;
    const oem = lenderOf(settings.financeLenderId)?.kind === 'oem';
    const trade = (await deps.tradeIns?.acceptedForOrder(ctx.dealership.id, orderId)) ?? null;
    const withTrade = (r: NewPaymentType): NewPaymentType => (trade === null ? r : { ...r, tradeInType: trade.type, tradeInCreditCents: trade.creditCents, tradeInOwingCents: trade.owingCents });
    records = await deps.payments.createPaymentTypes(orderId, missing.map((m) => withTrade(newPaymentType(m, settings, m === active, oem))));
  }
  // A record that never had a postal code shows the customer record's: the one its next price uses (assembleDeal).
  const withBuyer = records.map((r) => (r.postalCode === null && order !== null && order.customerPostalCode !== null ? { ...r, postalCode: order.customerPostalCode } : r));
  return E.right({ records: withBuyer, settings, lenders: { finance: lenderOf(settings.financeLenderId), lease: lenderOf(settings.leaseLenderId) } });
};

/** PATCH payment-type/{id}/: choose the method and/or change its details (corporate users may not). */
export const updatePaymentType = (deps: PaymentDeps) => (ctx: DealershipContext, id: number, raw: Readonly<Record<string, unknown>>): Task<{ record: PaymentTypeRecord; settings: PaymentSettings }> => async () => {
  const record = await deps.payments.paymentType(ctx.dealership.id, id);
  if (record === null) return E.left(notFound);
  if (!mayEditWorksheet(ctx.actor)) return E.left(forbidden('edit_pricing_worksheet'));
  const country = ctx.dealership.country === 'US' ? 'US' : 'CA';
  const change = parsePaymentTypeChange(raw, record, country);
  if (E.isLeft(change)) return E.left(invalidInput(change.left));
  if (Object.keys(raw).some((k) => k !== 'is_active')) {
    const [reads, taxRates] = await Promise.all([deps.payments.pricingReads(ctx.dealership.id, id, { accessoryIds: null, protectionIds: null }), deps.payments.taxRates()]);
    const refused = reads === null ? null : limitRefusals(record, raw, {
      ...reads, dealershipId: ctx.dealership.id, region: ctx.dealership.provinceCode, country, feeChoices: reads.choices, today: await storeToday(deps, ctx.dealership),
    }, taxTableFor(taxRates));
    if (refused !== null) return E.left(invalidInput(refused));
  }
  const updated = await deps.payments.updatePaymentType(id, change.right);
  return E.right({ record: updated, settings: await deps.payments.settings(ctx.dealership.id) });
};

/** The engine's tax table of the stored rows, built once per rows read (the repository keeps them a few seconds). */
const taxTables = new WeakMap<readonly StoredTaxRate[], ReturnType<typeof taxTableOf>>();
export function taxTableFor(rows: readonly StoredTaxRate[]): ReturnType<typeof taxTableOf> {
  const known = taxTables.get(rows);
  if (known !== undefined) return known;
  const table = taxTableOf(rows);
  taxTables.set(rows, table);
  return table;
}

export interface PricedOrder {
  readonly quote: Quote;
  readonly record: PaymentTypeRecord;
  readonly settings: PaymentSettings;
  /** Whether the price was stored (false: the record already held it, or the caller may not change the deal). */
  readonly stored?: boolean;
}

/**
 * The ids a body lists under `key`, or null (the order's own): the add-ons to read with the deal.
 * Only ids can name a row: a number that is not one (1.5, 1e308, 2^31) is left out of the read, and
 * the assembly answers it as `item.invalid` like any id the store does not have.
 */
const listedIds = (body: PricingBody, key: 'accessories' | 'protections'): readonly number[] | null => {
  const v: unknown = body[key];
  return Array.isArray(v) ? v.filter(isId) : null;
};

/**
 * POST payment-type/{id}/pricing/: the deal assembled from the database and the body, typed and
 * in cents, priced by core/payments with the stored tax rates; the details and the last payment
 * stored (not for a corporate user, who may look but not change the deal). Any bad value: 400 per
 * field, nothing stored. `refused`: the body's keys the server could not decode, answered in
 * their place among the deal's errors (an unknown payment type is still a 404 first).
 */
export const priceOrder = (deps: PaymentDeps) => (ctx: DealershipContext, id: number, body: PricingBody, refused: RefusedKeys = {}, source: PencilSource = 'worksheet'): Task<PricedOrder> => async () => {
  const priced = await quotePaymentType(deps)(ctx.dealership, id, body, refused)();
  if (E.isLeft(priced)) return priced;
  const { quote: q, record, settings, details } = priced.right;
  const totals = { totalPurchasePriceCents: q.sellingPrice, paymentCents: q.payment };
  // Stored when it changes the record (a corporate user may look but not change the deal).
  const stored = mayEditWorksheet(ctx.actor) && !alreadyStored(record, details, totals)
    ? await deps.payments.savePriced(id, details, totals)
    : record;
  if (stored !== record && deps.pencils !== undefined) {
    await deps.pencils.add({
      paymentTypeId: id, userId: ctx.user.id, at: deps.clock.now().toISOString(), source, changed: changedDetails(record, details),
      oldPaymentCents: record.paymentCents, newPaymentCents: q.payment, snapshot: details,
    });
  }
  return E.right({ quote: q, record: stored, settings, stored: stored !== record });
};

/** The store a price is made at: its id, and the country and province whose taxes apply. */
export type PricingStore = Pick<Dealership, 'id' | 'country' | 'provinceCode'>;

/** The body a payment type is priced with: given (a request's), or made from what the pricing read (the deal as stored: stored-deal.ts). */
export type PricingBodyOf = PricingBody | ((reads: PricingReads) => PricingBody);

/** A quote of a payment type with the details it was priced with, nothing stored. */
export interface QuotedPaymentType extends PricedOrder {
  readonly details: PaymentDetails;
}

/**
 * The worksheet's pricing without its write: the deal assembled from the database and the body,
 * priced with the stored tax rates. POST pricing/ stores what this answers; the deal as stored is
 * priced by it too (stored-deal.ts: the recap, the DMS push), with the body of its stored details.
 */
export const quotePaymentType = (deps: PaymentDeps) =>
  (store: PricingStore, id: number, given: PricingBodyOf, refused: RefusedKeys = {}): TE.TaskEither<InvalidInput | NotFound, QuotedPaymentType> => async () => {
    const dealershipId = store.id;
    const listed = typeof given === 'function' ? null : given;
    const [reads, taxRates] = await Promise.all([
      deps.payments.pricingReads(dealershipId, id, {
        accessoryIds: listed === null ? null : listedIds(listed, 'accessories'), protectionIds: listed === null ? null : listedIds(listed, 'protections'),
      }),
      deps.payments.taxRates(),
    ]);
    if (reads === null) return E.left(notFound);
    const body = typeof given === 'function' ? given(reads) : given;
    const { record, order, settings, incentives, accessories, plans, lender } = reads;
    const country = store.country === 'US' ? 'US' : 'CA';
    const table = taxTableFor(taxRates);
    const localTaxRates = await localRowsFor(deps.localTaxes, store, buyerPostalCode(body, record, order));
    const assembled = assembleDeal(body, {
      record, order, dealershipId, region: store.provinceCode, country, settings, fees: reads.fees, feeChoices: reads.choices, incentives, accessories, plans, lender,
      today: await storeToday(deps, store), ...(localTaxRates === undefined ? {} : { localTaxRates }),
    }, { table, refused });
    if (E.isLeft(assembled)) return E.left(invalidInput(assembled.left));
    const quote = priceDeal(assembled.right.deal, table);
    if (E.isLeft(quote)) return E.left(invalidInput(quote.left));
    return E.right({ quote: quote.right, record, settings, details: assembled.right.details });
  };

/** The record already holds these details and totals (a repeated price writes nothing). */
export function alreadyStored(record: PaymentTypeRecord, details: PaymentDetails, totals: PricedTotals): boolean {
  if (record.pricedAt === null) return false;
  // Rates compare as numbers written alike: the column keeps "6.990000", the body says "6.99".
  const same = <K extends keyof PaymentDetails>(k: K) => (k === 'rate'
    ? (record.rate === null ? null : trimDecimal(record.rate)) === (details.rate === null ? null : trimDecimal(details.rate))
    : record[k] === details[k]);
  return (Object.keys(details) as (keyof PaymentDetails)[]).every(same)
    && record.totalPurchasePriceCents === totals.totalPurchasePriceCents && record.paymentCents === totals.paymentCents;
}

/** GET payment-type-choices/: the three methods, each offered unless the dealership has no way to price it. */
export const paymentTypeChoices = (deps: PaymentDeps) => async (ctx: DealershipContext) => {
  const settings = await deps.payments.settings(ctx.dealership.id);
  return { settings, hasFinanceLender: settings.financeLenderId !== null, hasLeaseLender: settings.leaseLenderId !== null };
};

export const getPaymentSettings = (deps: PaymentDeps) => (ctx: DealershipContext, dealershipId = ctx.dealership.id): Task<PaymentSettings> => async () =>
  (dealershipId !== ctx.dealership.id ? E.left(notFound) : E.right(await deps.payments.settings(dealershipId)));

/** POST payment-settings/ (and PUT financing-settings/): super admins; per-field errors and nothing changed. */
export const updatePaymentSettings = (deps: PaymentDeps) => (ctx: DealershipContext, raw: Readonly<Record<string, unknown>>, dealershipId = ctx.dealership.id): Task<PaymentSettings> => async () => {
  if (dealershipId !== ctx.dealership.id) return E.left(notFound);
  const denied = superAdminOnly(ctx);
  if (denied) return E.left(denied);
  const [current, lenders, incentives] = await Promise.all([deps.payments.settings(dealershipId), deps.payments.lenders(dealershipId), deps.payments.incentives(dealershipId)]);
  const terms = (method: 'finance' | 'lease') => {
    const set = new Set<number>();
    for (const l of lenders) for (const r of method === 'finance' ? l.financeRates : l.leaseRates) for (let t = r.termFrom; t <= r.termTo; t += 1) set.add(t);
    return set;
  };
  const change = parseSettingsChange(raw, current, {
    financeTerms: terms('finance'), leaseTerms: terms('lease'), lenderIds: new Set(lenders.map((l) => l.id)), incentiveIds: new Set(incentives.map((i) => i.id)),
  });
  if (E.isLeft(change)) return E.left(invalidInput(change.left));
  return E.right(await deps.payments.saveSettings(dealershipId, change.right, ctx.user.id));
};

export const listProvinceTaxes = (deps: PaymentDeps) => async (): Promise<readonly StoredTaxRate[]> => deps.payments.taxRates();

/** PUT province-tax/{region}/: super admins; rates 0–100 %. */
export const updateProvinceTax = (deps: PaymentDeps) => (ctx: DealershipContext, region: string, raw: Readonly<Record<string, unknown>>): Task<StoredTaxRate> => async () => {
  const denied = superAdminOnly(ctx);
  if (denied) return E.left(denied);
  const rows = await deps.payments.taxRates();
  const row = rows.find((r) => r.region === region.toUpperCase());
  if (row === undefined) return E.left(notFound);
  const change = parseTaxChange(raw, row.country);
  if (E.isLeft(change)) return E.left(invalidInput(change.left));
  const saved = await deps.payments.saveTaxRate(row.region, change.right, ctx.user.id);
  return saved === null ? E.left(notFound) : E.right(saved);
};

/** PUT order/{id}/incentives/: ids of the dealership's incentives that apply to the order's vehicle. */
export const setOrderIncentives = (deps: PaymentDeps) => (ctx: DealershipContext, orderId: number, ids: readonly number[]): Task<readonly number[]> => async () => {
  const order = await deps.payments.orderForPricing(ctx.dealership.id, orderId);
  if (order === null) return E.left(notFound);
  if (!mayEditWorksheet(ctx.actor)) return E.left(forbidden('edit_pricing_worksheet'));
  const [settings, incentives] = await Promise.all([deps.payments.settings(ctx.dealership.id), deps.payments.incentives(ctx.dealership.id)]);
  const today = await storeToday(deps, ctx.dealership);
  const errors: Record<string, ['incentive.unknown' | 'incentive.not_applicable']> = {};
  ids.forEach((id, i) => {
    const found = incentives.find((x) => x.id === id);
    if (found === undefined) errors[`incentives.${i}`] = ['incentive.unknown'];
    else if (!incentiveApplies(found, order.vehicle, today, settings.conditionalIncentivesEnabled)) errors[`incentives.${i}`] = ['incentive.not_applicable'];
  });
  if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
  const unique = [...new Set(ids)];
  await deps.payments.setOrderIncentives(orderId, unique);
  return E.right(unique);
};

/** Payment types, pricing, payment settings, lenders, incentives and province taxes, bound to their ports. */
export const paymentUseCases = (deps: PaymentDeps) => ({
  orderPaymentTypes: orderPaymentTypes(deps),
  updatePaymentType: updatePaymentType(deps),
  price: priceOrder(deps),
  quote: quotePaymentType(deps),
  choices: paymentTypeChoices(deps),
  settings: getPaymentSettings(deps),
  updateSettings: updatePaymentSettings(deps),
  provinceTaxes: listProvinceTaxes(deps),
  updateProvinceTax: updateProvinceTax(deps),
  setOrderIncentives: setOrderIncentives(deps),
  lenders: listLenders(deps),
  lender: getLender(deps),
  saveLender: saveLender(deps),
  deleteLender: deleteLender(deps),
  incentives: listIncentives(deps),
  saveIncentive: saveIncentive(deps),
  deleteIncentive: deleteIncentive(deps),
});
export type PaymentUseCases = ReturnType<typeof paymentUseCases>;
