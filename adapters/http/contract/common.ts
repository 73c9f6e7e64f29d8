import * as t from 'io-ts';

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

/** A page of results in the shape the spec uses for the customer list. */
export const Paged = <C extends t.Mixed>(item: C) =>
  t.type({ count: t.number, current: t.number, last: t.number, limit: t.number, results: t.array(item) });
