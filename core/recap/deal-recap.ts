import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Language } from '../access/dealer-user';
import type { DealershipContext } from '../access/dealership-context';
import { storeTimeZone } from '../stores/calendar-settings';
import type { CustomerRepository } from '../customers/customer-repository';
import type { OrderRepository } from '../orders/order-repository';
import type { DepositState } from '../shared/deal-states';
import type { PaymentMethod, TradeInType } from '../payments/engine/deal';
import type { PaymentFrequency } from '../payments/engine/frequency';
import type { Quote } from '../payments/engine/quote';
import type { PaymentDeps } from '../payments/payment-use-cases';
import { storedDeal } from '../payments/stored-deal';
import type { BilingualText } from '../stores/disclosures';
import type { DisclosuresRepository } from '../stores/disclosures-repository';
import type { StoreRepository } from '../stores/store-repository';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';

/** The languages a recap is printed in: one, or both side by side. */
export const RECAP_LANGUAGES = ['en', 'fr', 'both'] as const;
export type RecapLanguage = (typeof RECAP_LANGUAGES)[number];

export function isRecapLanguage(value: unknown): value is RecapLanguage {
  return typeof value === 'string' && (RECAP_LANGUAGES as readonly string[]).includes(value);
}

/** The recap's language for a person's language (en_CA, en_US → en; fr_CA → fr). */
export const recapLanguageOf = (language: Language | string): RecapLanguage => (language === 'fr_CA' ? 'fr' : 'en');

/** One payment method as the worksheet prices it now (quote null: it cannot be priced with its details, `problem` says why). */
export interface RecapMethod {
  readonly method: PaymentMethod;
  /** The method the deal is priced with (the worksheet's "Deal's method"). */
  readonly chosen: boolean;
  readonly term: number | null;
  readonly frequency: PaymentFrequency;
  readonly downPaymentCents: number;
  readonly tradeIn: { readonly type: TradeInType; readonly creditCents: number; readonly owingCents: number };
  readonly quote: Quote | null;
  readonly problem: 'not_priced' | null;
}

/** Everything a printed recap shows: only our database's rows (no DMS, no lender is asked). */
export interface DealRecap {
  readonly language: RecapLanguage;
  readonly printedAt: Date;
  readonly store: {
    readonly name: string;
    readonly addressLines: readonly string[];
    readonly phone: string;
    readonly email: string;
    readonly country: 'CA' | 'US';
    readonly timeZone: string;
    /** The language figures are written in when the recap is in both (the store's own). */
    readonly defaultLanguage: Language;
  };
  readonly order: { readonly id: number; readonly createdAt: Date; readonly commissionNumber: string | null };
  readonly customer: { readonly firstName: string; readonly lastName: string; readonly email: string; readonly phone: string };
  readonly vehicle: {
    readonly year: number; readonly make: string; readonly model: string; readonly trim: string; readonly vin: string;
    readonly stockNumber: string; readonly odometer: number; readonly condition: string;
  } | null;
  readonly methods: readonly RecapMethod[];
  readonly deposit: { readonly state: DepositState | null; readonly amountCents: number | null };
  /** The store's texts the recap prints: the pricing footer, the payment step's, and the trade-in's and deposit's when the deal has one. */
  readonly disclosures: readonly { readonly key: string; readonly text: BilingualText }[];
}

export interface RecapDeps extends PaymentDeps {
  readonly orders: Pick<OrderRepository, 'view'>;
  readonly customers: Pick<CustomerRepository, 'byId'>;
  readonly stores: Pick<StoreRepository, 'settings'>;
  readonly disclosures: Pick<DisclosuresRepository, 'read'>;
  readonly audit: AuditLog;
}

/** Who asked for a recap: a member of staff (their session's store) or the customer by their deal link. */
export type RecapReader =
  | { readonly kind: 'staff'; readonly ctx: DealershipContext; readonly ip: string }
  | { readonly kind: 'customer'; readonly dealershipId: number; readonly ip: string };

const dealershipOf = (reader: RecapReader): number => (reader.kind === 'staff' ? reader.ctx.dealership.id : reader.dealershipId);

/** Disclosures printed on every recap, and those printed when the deal has the thing they speak of. */
const ALWAYS = ['pricing_footer', 'payment_step'] as const;

/**
 * The deal's recap (issue 18 item 2): the store, customer, vehicle, the three methods as stored and
 * priced by the worksheet's own use case (`storedDeal`, nothing stored), the deposit and the store's
 * disclosures. `language` null: the customer's. Unknown deal or another store's: 404. Every recap
 * is an audit row (it holds personal data).
 */
export const dealRecap = (deps: RecapDeps) =>
  (reader: RecapReader, orderId: number, language: unknown): TE.TaskEither<InvalidInput | NotFound, DealRecap> => async () => {
    if (language !== null && !isRecapLanguage(language)) return E.left(invalidInput({ lang: ['recap.language_invalid'] }));
    const dealershipId = dealershipOf(reader);
    const [order, store, disclosures] = await Promise.all([deps.orders.view(dealershipId, orderId), deps.stores.settings(dealershipId), deps.disclosures.read(dealershipId)]);
    if (order === null || store === null) return E.left(notFound);
    const customer = await deps.customers.byId(dealershipId, order.customerId);
    const deal = await storedDeal(deps)(store, orderId)();
    if (E.isLeft(deal)) return E.left(notFound);
    const listed = deal.right.methods.map(({ method: m, details, quote }): RecapMethod => ({
      method: m, chosen: m === deal.right.chosen, term: m === 'cash' ? null : details.term, frequency: details.paymentFrequency, downPaymentCents: details.downPaymentCents,
      tradeIn: { type: details.tradeInType, creditCents: details.tradeInCreditCents, owingCents: details.tradeInOwingCents },
      quote, problem: quote === null ? 'not_priced' : null,
    }));
    const hasTradeIn = listed.some((m) => m.tradeIn.type !== 'none' && (m.tradeIn.creditCents > 0 || m.tradeIn.owingCents > 0));
    const hasDeposit = order.depositStatus !== null || (order.depositAmountCents ?? 0) > 0;
    const keys = [...ALWAYS, ...(hasTradeIn ? ['trade_in' as const] : []), ...(hasDeposit ? ['deposit' as const] : [])];
    const texts = disclosures?.disclosures;
    const recapLanguage = language ?? recapLanguageOf(order.customer.language);
    await deps.audit.record({
      action: 'deal_recap_printed', userId: reader.kind === 'staff' ? reader.ctx.user.id : null, dealershipId, ip: reader.ip,
      detail: { order: orderId, language: recapLanguage, reader: reader.kind },
    });
    return E.right({
      language: recapLanguage,
      printedAt: deps.clock.now(),
      store: {
        name: store.name, addressLines: [store.addressLine1, store.addressLine2, [store.city, store.provinceCode, store.postalCode].filter((x) => x !== '').join(' ')].filter((x) => x.trim() !== ''),
        phone: store.phone, email: store.email, country: store.country, timeZone: storeTimeZone(store), defaultLanguage: store.defaultLanguage,
      },
      order: { id: order.id, createdAt: order.createdAt, commissionNumber: order.commissionNumber },
      customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email, phone: customer?.phone ?? '' },
      vehicle: order.vehicle === null ? null : {
        year: order.vehicle.year, make: order.vehicle.make, model: order.vehicle.model, trim: order.vehicle.trim, vin: order.vehicle.vin,
        stockNumber: order.vehicle.stockNumber, odometer: order.vehicle.odometer, condition: order.vehicle.condition,
      },
      methods: listed,
      deposit: { state: order.depositStatus, amountCents: order.depositAmountCents },
      disclosures: texts === undefined ? [] : keys.map((key) => ({ key, text: texts[key] })).filter((d) => d.text.en.trim() !== '' || d.text.fr.trim() !== ''),
    });
  };

export const recapUseCases = (deps: RecapDeps) => ({ recap: dealRecap(deps) });
export type RecapUseCases = ReturnType<typeof recapUseCases>;
