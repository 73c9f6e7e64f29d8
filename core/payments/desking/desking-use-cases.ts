import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import type { AuditLog } from '../../shared/ports/audit-log';
import type { Quote } from '../engine/quote';
import { buyerPostalCode } from '../assemble-deal';
import { localRowsFor } from '../local-tax-use-cases';
import { storeToday } from '../pricing-date';
import { priceOrder, taxTableFor, type PaymentDeps, type PricedOrder, type PricingStore } from '../payment-use-cases';
import type { PricingBody, RefusedKeys } from '../pricing-body';
import type { LenderRecord, PaymentTypeRecord } from '../pricing-inputs';
import { mayEditWorksheet } from '../worksheet-access';
import type { DeskPricer, DeskVariant } from './desk-pricer';
import { bodyWith, deskPricerOf } from './desk-pricer-of';
import { deskingGrid, type DeskingGrid } from './desking-grid';
import { parseGridAxes, parseTargetRequest, type GridRequestFields, type TargetRequestFields } from './desking-request';
import { frontGross, maySeeFrontGross, type FrontGross } from './front-gross';
import { bodyOfDetails } from '../stored-deal-body';
import type { Pencil, PencilSource } from './pencil';
import type { PencilRepository } from './pencil-repository';
import { solveTargetPayment, type TargetSolution } from './target-payment';

export interface DeskingDeps extends PaymentDeps {
  readonly pencils: PencilRepository;
  readonly audit: AuditLog;
}

/** The worksheet's body as the client sent it (decoded with the contract) and the keys it refused. */
export interface DeskDeal {
  readonly body: PricingBody;
  readonly refused: RefusedKeys;
}

type Task<A> = TE.TaskEither<InvalidInput | NotFound | Forbidden, A>;

/** The deal as it stands, ready to be priced with variants. */
export interface Desk {
  readonly record: PaymentTypeRecord;
  readonly current: Quote;
  readonly vehiclePriceCents: number;
  /** What the store paid for the vehicle; null: not known. Only `grossOf` reads it. */
  readonly costCents: number | null;
  readonly lenders: readonly LenderRecord[];
  readonly price: DeskPricer;
}

/** How many pencils the history shows. */
export const PENCIL_HISTORY = 50;

/**
 * The deal of a finance or lease payment type as the worksheet prices it: the record's details,
 * the body's over them, the database's facts; priced once as it stands (its errors: 400).
 */
const deskOf = (deps: PaymentDeps) => async (store: PricingStore, id: number, deal: DeskDeal): Promise<E.Either<InvalidInput | NotFound, Desk>> => {
  const [reads, taxRates, lenders] = await Promise.all([
    deps.payments.pricingReads(store.id, id, { accessoryIds: null, protectionIds: null }), deps.payments.taxRates(), deps.payments.lenders(store.id),
  ]);
  if (reads === null) return E.left(notFound);
  const { record, order } = reads;
  if (record.method === 'cash') return E.left(invalidInput({ payment_type: ['desking.cash'] }));
  if (order.vehicle === null) return E.left(invalidInput({ inventory: ['required'] }));
  const table = taxTableFor(taxRates);
  const body = { ...bodyOfDetails(record), ...deal.body };
  const localTaxRates = await localRowsFor(deps.localTaxes, store, buyerPostalCode(body, record, order));
  const data = {
    ...(localTaxRates === undefined ? {} : { localTaxRates }),
    record, order, dealershipId: store.id, region: store.provinceCode, country: store.country === 'US' ? 'US' as const : 'CA' as const, settings: reads.settings,
    fees: reads.fees, feeChoices: reads.choices, incentives: reads.incentives, accessories: reads.accessories, plans: reads.plans, lender: reads.lender,
    today: await storeToday(deps, store),
  };
  const active = lenders.filter((l) => l.active);
  const price = deskPricerOf(body, data, table, deal.refused, active);
  const current = price({});
  if (E.isLeft(current)) return E.left(invalidInput(current.left));
  return E.right({ record, current: current.right, vehiclePriceCents: order.vehicle.priceCents, costCents: order.vehicle.costCents ?? null, lenders: active, price });
};

/** The deal's front gross for those who may see it (null for everyone else: the answer leaves it out). */
const grossOf = (ctx: DealershipContext, desk: Desk, quote: Quote): FrontGross | null =>
  (maySeeFrontGross(ctx.actor) ? frontGross(quote, desk.costCents) : null);

export interface GridAnswer { readonly desk: Desk; readonly grid: DeskingGrid; readonly gross: FrontGross | null }
/** `solvedGross`: the front gross at a solved selling price (null: not asked, or not to be seen). */
export interface TargetAnswer { readonly desk: Desk; readonly solution: TargetSolution; readonly gross: FrontGross | null; readonly solvedGross: FrontGross | null }

/** POST payment-type/{id}/desking/grid/: the payments of every term × down payment (× lender); nothing stored. */
export const deskGrid = (deps: PaymentDeps) => (ctx: DealershipContext, id: number, deal: DeskDeal, raw: GridRequestFields): Task<GridAnswer> => async () => {
  const desk = await deskOf(deps)(ctx.dealership, id, deal);
  if (E.isLeft(desk)) return desk;
  const axes = parseGridAxes(raw, new Set(desk.right.lenders.map((l) => l.id)));
  if (E.isLeft(axes)) return E.left(invalidInput(axes.left));
  return E.right({ desk: desk.right, grid: deskingGrid(desk.right.price, axes.right), gross: grossOf(ctx, desk.right, desk.right.current) });
};

/** POST payment-type/{id}/desking/target/: the down payment, term or selling price that reaches a payment; nothing stored. */
export const deskTarget = (deps: PaymentDeps) => (ctx: DealershipContext, id: number, deal: DeskDeal, raw: TargetRequestFields): Task<TargetAnswer> => async () => {
  const desk = await deskOf(deps)(ctx.dealership, id, deal);
  if (E.isLeft(desk)) return desk;
  const cmd = parseTargetRequest(raw, new Set(desk.right.lenders.map((l) => l.id)));
  if (E.isLeft(cmd)) return E.left(invalidInput(cmd.left));
  const c = cmd.right;
  const solution = solveTargetPayment(desk.right.price, {
    targetCents: c.targetCents, solveFor: c.solveFor, terms: c.terms, vehiclePriceCents: desk.right.vehiclePriceCents, fixed: c.lenderId === null ? {} : { lenderId: c.lenderId },
  });
  if (E.isLeft(solution)) return E.left(invalidInput(solution.left));
  const atPrice = solution.right.solveFor === 'selling_price' ? desk.right.price({ vehiclePriceCents: solution.right.value }) : null;
  return E.right({
    desk: desk.right, solution: solution.right, gross: grossOf(ctx, desk.right, desk.right.current),
    solvedGross: atPrice !== null && E.isRight(atPrice) ? grossOf(ctx, desk.right, atPrice.right) : null,
  });
};

/** POST payment-type/{id}/desking/apply/: the worksheet's deal with a grid cell's or a solution's term and down payment, priced and stored as a pencil. */
export const applyDesk = (deps: DeskingDeps) => (ctx: DealershipContext, id: number, deal: DeskDeal, variant: Pick<DeskVariant, 'term' | 'downPaymentCents'>, source: PencilSource): Task<PricedOrder> => async () => {
  const record = await deps.payments.paymentType(ctx.dealership.id, id);
  if (record === null) return E.left(notFound);
  if (!mayEditWorksheet(ctx.actor)) return E.left(forbidden('edit_pricing_worksheet'));
  return priceOrder(deps)(ctx, id, bodyWith({ ...bodyOfDetails(record), ...deal.body }, variant), deal.refused, source)();
};

/** GET payment-type/{id}/desking/pencils/: the payment type's pencils, newest first. */
export const listPencils = (deps: DeskingDeps) => (ctx: DealershipContext, id: number): Task<readonly Pencil[]> => async () => {
  const record = await deps.payments.paymentType(ctx.dealership.id, id);
  return record === null ? E.left(notFound) : E.right(await deps.pencils.list(id, PENCIL_HISTORY));
};

/** POST payment-type/{id}/desking/pencils/{pencil}/restore/: the pencil's details priced and stored again (a new pencil), audited. */
export const restorePencil = (deps: DeskingDeps) => (ctx: DealershipContext, id: number, pencilId: number, ip: string): Task<PricedOrder> => async () => {
  const record = await deps.payments.paymentType(ctx.dealership.id, id);
  if (record === null) return E.left(notFound);
  const pencil = await deps.pencils.get(id, pencilId);
  if (pencil === null) return E.left(notFound);
  if (!mayEditWorksheet(ctx.actor)) return E.left(forbidden('edit_pricing_worksheet'));
  const priced = await priceOrder(deps)(ctx, id, bodyOfDetails(pencil.snapshot), {}, 'restore')();
  if (E.isRight(priced)) {
    await deps.audit.record({
      action: 'desking_pencil_restored', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
      detail: { payment_type_id: id, order_id: record.orderId, pencil_id: pencilId, old_payment_cents: record.paymentCents, new_payment_cents: priced.right.quote.payment },
    });
  }
  return priced;
};

export const deskingUseCases = (deps: DeskingDeps) => ({
  grid: deskGrid(deps), target: deskTarget(deps), apply: applyDesk(deps), pencils: listPencils(deps), restore: restorePencil(deps),
});
export type DeskingUseCases = ReturnType<typeof deskingUseCases>;
