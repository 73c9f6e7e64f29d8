import type { QuestionBody, TradeInBody, TradeInRequest } from '../../../adapters/http/contract/trade-ins/trade-ins';
import { answersToSend, type Answers } from '../../shared/trade-in-questions';
import { YES_NO_FIELDS, type YesNoField } from '@dealer-panel/core/trade-ins/trade-in';

/** The record's form as typed: every value a string (amounts as the wire's plain decimals), yes/no as booleans. */
export interface TradeInDraft {
  readonly year: string;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly color: string;
  readonly transmission: string;
  readonly odometer: string;
  readonly vin: string;
  readonly condition: string;
  readonly finance_amount_due: string;
  readonly lease_amount_due: string;
  readonly payments_left: string;
  readonly residual_value: string;
  readonly yesNo: Readonly<Record<YesNoField, boolean>>;
  /** The answers to the store's questionnaire, by question id. */
  readonly answers: Answers;
}

const noYes = Object.fromEntries(YES_NO_FIELDS.map((f) => [f, false])) as Record<YesNoField, boolean>;
const plain = (money: string | null): string => (money === null || Number(money) === 0 ? '' : money.replace(/\.00$/, ''));

export const EMPTY_DRAFT: TradeInDraft = {
  year: '', make: '', model: '', trim: '', color: '', transmission: '', odometer: '', vin: '', condition: 'good',
  finance_amount_due: '', lease_amount_due: '', payments_left: '', residual_value: '', yesNo: noYes, answers: {},
};

export function draftOf(t: TradeInBody | null): TradeInDraft {
  if (t === null) return EMPTY_DRAFT;
  const v = t.vehicle;
  return {
    year: String(v.year), make: v.make, model: v.model, trim: v.trim, color: v.color, transmission: v.transmission ?? '', odometer: String(v.odometer),
    vin: v.vin ?? '', condition: t.condition, finance_amount_due: plain(t.finance_amount_due), lease_amount_due: plain(t.lease_amount_due),
    payments_left: t.payments_left === null ? '' : String(t.payments_left), residual_value: plain(t.residual_value),
    yesNo: Object.fromEntries(YES_NO_FIELDS.map((f) => [f, t[f]])) as Record<YesNoField, boolean>,
    answers: t.answers,
  };
}

/** The body of PUT trade_in/: blanks sent as null (the server names what is missing), the answers of the questions asked. */
export function requestOf(d: TradeInDraft, questions: readonly QuestionBody[]): TradeInRequest {
  const answers = answersToSend(questions, d.answers) as NonNullable<TradeInRequest['answers']>;
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    vehicle: {
      year: d.year.trim(), make: d.make, model: d.model, trim: d.trim, color: d.color, transmission: orNull(d.transmission),
      odometer: d.odometer.trim(), vin: orNull(d.vin),
    },
    condition: d.condition, answers, finance_amount_due: orNull(d.finance_amount_due), lease_amount_due: orNull(d.lease_amount_due),
    payments_left: orNull(d.payments_left), residual_value: orNull(d.residual_value), ...d.yesNo,
  };
}
