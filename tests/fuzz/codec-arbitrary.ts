import fc from 'fast-check';
import type * as t from 'io-ts';

/**
 * Values a client could send for an io-ts codec of the contract, generated from the codec itself:
 * a new endpoint is fuzzed without anyone writing a generator for it. Field names steer the
 * values toward what the server will look at (ids from `ids`, money as decimal strings, dates) so
 * that a good share of bodies get past the first checks and reach the use cases and the database.
 */
export interface Hints {
  /** Ids worth sending: the store's own rows, another store's rows, and ones that exist nowhere. */
  readonly ids: readonly number[];
}

type AnyCodec = t.Mixed & { readonly _tag?: string };

const MONEY = /(amount|price|payment|cost|msrp|fee|balance|value|rebate|cap|gst|pst|hst|qst|rate|residual|limit)s?$/i;
const ID = /(^id$|_id$|_ids$|^id_list$|^(customer|vehicle|order|lender|plan|accessory|accessories|incentives|assigned_dealer|dealership|protection|product|type)s?$)/i;

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('Émilie', 'Côté', 'gagne@example.com', 'H2X 1Y4', '4165550101', 'SUV', 'finance', 'lease', 'cash', 'dealer', 'active', '2026-06-01'),
);
const money = fc.oneof(
  fc.integer({ min: -1000, max: 2_000_000 }).map((n) => (n / 100).toFixed(2)),
  fc.integer({ min: 0, max: 99_999 }).map(String),
  // Past an integer column's cents (issue 29.9: $21,474,837 and $999,999,999 answered 500 in a search).
  fc.constantFrom('0', '0.00', '499', '1e3', '12,50', '-5', '99999999999.99', '21474836.47', '21474836.48', '21474837', '999999999', '999999999.99'),
);

function byName(name: string | undefined, fallback: fc.Arbitrary<unknown>, hints: Hints): fc.Arbitrary<unknown> {
  if (name === undefined) return fallback;
  if (ID.test(name)) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints.ids) }, { weight: 1, arbitrary: fallback });
  if (MONEY.test(name)) return fc.oneof({ weight: 3, arbitrary: money }, { weight: 1, arbitrary: fallback });
  return fallback;
}

/** An arbitrary of the values `codec` accepts (or nearly: refinements are not honoured). */
export function arbitraryOf(codec: t.Mixed, hints: Hints, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const c = codec as AnyCodec & Record<string, unknown>;
  if (depth > 6) return fc.constant(null);
  switch (c._tag) {
    case 'StringType': return byName(name, text, hints);
    case 'NumberType': return byName(name, fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), hints);
    case 'BooleanType': return fc.boolean();
    case 'NullType': return fc.constant(null);
    case 'UndefinedType': case 'VoidType': return fc.constant(undefined);
    case 'UnknownType': case 'AnyType': return byName(name, fc.oneof(text, money, fc.integer(), fc.boolean(), fc.constant(null)), hints);
    case 'LiteralType': return fc.constant(c['value']);
    case 'KeyofType': return fc.constantFrom(...Object.keys(c['keys'] as object));
    case 'ArrayType': case 'ReadonlyArrayType':
      return fc.array(arbitraryOf(c['type'] as t.Mixed, hints, name, depth + 1), { maxLength: 5 });
    case 'ReadonlyType': case 'ExactType': case 'RefinementType':
      return arbitraryOf(c['type'] as t.Mixed, hints, name, depth);
    case 'DictionaryType':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(c['codomain'] as t.Mixed, hints, undefined, depth + 1), { maxKeys: 4 });
    case 'UnionType': return fc.oneof(...(c['types'] as t.Mixed[]).map((x) => arbitraryOf(x, hints, name, depth)));
    case 'TupleType': return fc.tuple(...(c['types'] as t.Mixed[]).map((x) => arbitraryOf(x, hints, name, depth + 1)));
    case 'InterfaceType': return record(c['props'] as t.Props, false, hints, depth);
    case 'PartialType': return record(c['props'] as t.Props, true, hints, depth);
    case 'IntersectionType':
      return fc.tuple(...(c['types'] as t.Mixed[]).map((x) => arbitraryOf(x, hints, name, depth)))
        .map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === 'object' && p !== null)));
    default: return fc.oneof(text, fc.integer(), fc.constant(null));
  }
}

function record(props: t.Props, optional: boolean, hints: Hints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, codec] of Object.entries(props)) model[key] = arbitraryOf(codec, hints, key, depth + 1);
  return optional ? fc.record(model, { requiredKeys: [] }) : fc.record(model);
}
