import * as t from 'io-ts';
import { isId } from '@dealer-panel/core/shared/ids';

/** Shared codecs of the wire contract. Money is never a float here (integer cents or decimal strings). */
export const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const Locale = t.keyof({ en_CA: null, en_US: null, fr_CA: null });
export type Locale = t.TypeOf<typeof Locale>;

export const DealerRoleCodec = t.keyof({
  dealer_sales_rep: null, dealer_sales_manager: null, dealer_admin: null,
  organization_assistant: null, organization_admin: null, super_admin: null,
});

/** problem+json (RFC 9457) with our code and per-field message codes. */
export const ProblemBody = t.intersection([
  t.type({ type: t.string, title: t.string, status: t.number, code: t.string }),
  t.partial({ detail: t.string, errors: t.record(t.string, t.array(t.string)) }),
]);
export type ProblemBody = t.TypeOf<typeof ProblemBody>;

export const Empty = t.type({});

/**
 * Money as the server writes it (core/shared/money-text.ts `formatMoney`): dollars with exactly two
 * decimals, a minus before a negative amount, no sign on zero, no leading zero, no separator, no
 * space, at most 14 digits before the point (every safe integer of cents): "35999.00", "-12.50", "0.05".
 */
export const MONEY_TEXT_PATTERN = String.raw`^(?!-0\.00$)-?(?:0|[1-9]\d{0,13})\.\d{2}$`;
const MONEY_TEXT = new RegExp(MONEY_TEXT_PATTERN);

/** The check of a money field of an answer; its pattern goes into the OpenAPI description. */
export class MoneyTextType extends t.RefinementType<t.StringC, string, string, unknown> {
  readonly pattern = MONEY_TEXT_PATTERN;
  constructor() {
    const is = (u: unknown): u is string => typeof u === 'string' && MONEY_TEXT.test(u);
    super('MoneyText', is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity, t.string, (s) => MONEY_TEXT.test(s));
  }
}

/**
 * Every money field of an ANSWER: the client refuses an answer whose money breaks the rule above
 * (docs/decisions: money on the wire). Requests use MoneyInput.
 */
export const MoneyText = new MoneyTextType();

/**
 * Money a client SENDS: any text. Its use case reads it (core/shared/money-text.ts `parseMoney`, the
 * engine's `money`) and answers its own per-field codes (money.invalid, money.negative,
 * money.too_many_decimals, money.too_large, amount.invalid…); it takes more than the server writes
 * ("450", "450.5", " 450 "), so a request is not held to MoneyText.
 */
export const MoneyInput = t.string;

/** A page of results in the shape the spec uses for the customer list. */
export const Paged = <C extends t.Mixed>(item: C) =>
  t.type({ count: t.number, current: t.number, last: t.number, limit: t.number, results: t.array(item) });

/**
 * An id a client sends: a whole number from 1 to MAX_ID. Anything else (1.5, 1e308, 2147483648,
 * "7") is refused with `type.number` (the code a wrong type of number field always had) before a
 * query sees it; an id of another store is the use case's to refuse (404 or a per-field error).
 */
export const Id = new t.Type<number, number, unknown>(
  'number',
  isId,
  (u, c) => (isId(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

/** The failure of a list longer than its maximum: decodeBody answers its name as the code. */
const tooLong = new t.Type<never, never, unknown>('#list.too_long', (_u): _u is never => false, (u, c) => t.failure(u, c), (a) => a);

/**
 * A list of at most `max` items (a documented maximum per field, docs/reliability.md): a longer one
 * is refused with `list.too_long` before any item is looked at, so a huge list costs nothing.
 */
export function listOf<C extends t.Mixed>(item: C, max: number) {
  const list = t.array(item);
  return new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    list.name,
    (u): u is t.TypeOf<C>[] => list.is(u) && u.length <= max,
    (u, c) => (Array.isArray(u) && u.length > max ? t.failure(u, [...c, { key: '', type: tooLong, actual: u }]) : list.validate(u, c)),
    (a) => list.encode(a),
  );
}

/**
 * A list of ids of one kind (accessories, plans, incentives, fees…): at most 200. Its items are
 * checked by the use case (`list.invalid_number` names the list, as the spec's forms expect).
 */
export const IdList = listOf(t.number, 200);

/** The failure of a text longer than its maximum: decodeBody answers its name as the code. */
const textTooLong = new t.Type<never, never, unknown>('#text.too_long', (_u): _u is never => false, (u, c) => t.failure(u, c), (a) => a);

/**
 * A text of at most `maxLength` characters (UTF-16 units, as JavaScript counts): a longer one is
 * refused with `text.too_long` at decoding, before any use case, query or rate-limit key sees it
 * (issue 29.7). Its tag and maximum are read by the OpenAPI description and the fuzzer.
 */
export class BoundedString extends t.Type<string, string, unknown> {
  readonly _tag = 'BoundedStringType' as const;
  constructor(readonly maxLength: number) {
    super(
      'string',
      (u): u is string => typeof u === 'string' && u.length <= maxLength,
      (u, c) => (typeof u !== 'string' ? t.failure(u, c) : u.length > maxLength ? t.failure(u, [...c, { key: '', type: textTooLong, actual: u }]) : t.success(u)),
      (a) => a,
    );
  }
}
export const boundedString = (maxLength: number) => new BoundedString(maxLength);

/** An e-mail address as RFC 5321 bounds it (254 characters). */
export const EmailText = boundedString(254);
/** A password as typed at sign-in: new ones are at most 128 (the password rule); older ones are let in up to 1,024. */
export const PasswordText = boundedString(1024);
/** A one-time code, a reset token, a phone number: short by nature. */
export const ShortText = boundedString(200);
