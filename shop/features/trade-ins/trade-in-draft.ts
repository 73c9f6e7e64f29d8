import type { CustomerTradeInBody, QuestionBody, TradeInRequest } from '../../../adapters/http/contract/trade-ins/trade-ins';
import { answersToSend, type Answers } from '../../../ui/shared/trade-in-questions';

/** The yes/no questions the customer answers (the others of the record are the dealer's and kept as they were). */
export const CUSTOMER_QUESTIONS = ['accident', 'paint_work', 'repairs', 'windshield_damage', 'active_payments'] as const;
export type CustomerQuestion = (typeof CUSTOMER_QUESTIONS)[number];

/** The customer's form as typed: every value a string (amounts as plain decimals), the questions as booleans. */
export interface ShopTradeInDraft {
  readonly year: string;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly odometer: string;
  readonly vin: string;
  readonly condition: string;
  readonly finance_amount_due: string;
  readonly lease_amount_due: string;
  readonly questions: Readonly<Record<CustomerQuestion, boolean>>;
  /** The answers to the store's questionnaire, by question id. */
  readonly answers: Answers;
}

const NO = Object.fromEntries(CUSTOMER_QUESTIONS.map((q) => [q, false])) as Record<CustomerQuestion, boolean>;
const plain = (money: string): string => (Number(money) === 0 ? '' : money.replace(/\.00$/, ''));

export const EMPTY_DRAFT: ShopTradeInDraft = {
  year: '', make: '', model: '', trim: '', odometer: '', vin: '', condition: 'good', finance_amount_due: '', lease_amount_due: '', questions: NO, answers: {},
};

export function draftOf(t: CustomerTradeInBody | null): ShopTradeInDraft {
  if (t === null) return EMPTY_DRAFT;
  const v = t.vehicle;
  return {
    year: String(v.year), make: v.make, model: v.model, trim: v.trim, odometer: String(v.odometer), vin: v.vin ?? '', condition: t.condition,
    finance_amount_due: plain(t.finance_amount_due), lease_amount_due: plain(t.lease_amount_due),
    questions: Object.fromEntries(CUSTOMER_QUESTIONS.map((q) => [q, t[q]])) as Record<CustomerQuestion, boolean>,
    answers: t.answers,
  };
}

/**
 * The body of PUT /api/customer/trade_in/{id}/: blanks sent as null (the server names what is
 * missing); what the customer's form does not show (colour, transmission, payments left, residual,
 * the other questions) is sent back as it was, so a change here keeps the rest; the store's
 * questionnaire's answers are those of the questions asked.
 */
export function requestOf(d: ShopTradeInDraft, before: CustomerTradeInBody | null, questions: readonly QuestionBody[]): TradeInRequest {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  const v = before?.vehicle;
  return {
    vehicle: {
      year: d.year.trim(), make: d.make, model: d.model, trim: d.trim, odometer: d.odometer.trim(), vin: orNull(d.vin),
      color: v?.color ?? '', transmission: v?.transmission ?? null,
    },
    condition: d.condition, answers: answersToSend(questions, d.answers) as NonNullable<TradeInRequest['answers']>,
    finance_amount_due: orNull(d.finance_amount_due), lease_amount_due: orNull(d.lease_amount_due),
    payments_left: before?.payments_left ?? null, residual_value: before?.residual_value ?? null,
    ...(before === null ? {} : {
      export_to_usa: before.export_to_usa, protection_coverage: before.protection_coverage, accepted_terms: before.accepted_terms,
    }),
    ...d.questions,
  };
}

/** The draft field a server error names (`vehicle.year` → year). */
export const fieldOf = (key: string): string => key.replace(/^vehicle\./, '');
