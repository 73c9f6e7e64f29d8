import type * as t from 'io-ts';
import type { JsonSchema } from './json-schema';

type AnyCodec = t.Mixed & { readonly _tag?: string } & Record<string, unknown>;

/** A schema fast-json-stringify answers with JSON.stringify: whatever the value is, it goes out as it is. */
const ANY: JsonSchema = {};

/**
 * The schema of an ANSWER's codec for fast-json-stringify (Fastify's response serializer, issue 34.4):
 * unlike `toJsonSchema` (the OpenAPI description), it describes only what serializing needs, and
 * only in forms that serialize to exactly what JSON.stringify writes for a value of the codec's type:
 *
 * - no `required` (a missing key is left out, as JSON.stringify leaves out `undefined`), no
 *   patterns or enums (a serializer does not validate);
 * - `nullable` for `Nullable(x)` (never `anyOf`, which fast-json-stringify resolves by validating
 *   each branch at every call);
 * - a union of objects is one object of all their keys (a key whose types differ: any value);
 * - anything else (a custom codec, a union of kinds, unknown) is ANY: serialized by JSON.stringify.
 *
 * Keys go out in the codec's order (JSON.stringify: the object's); a key that is not in the codec
 * is left out. Pinned by serializer-schema.prop.test.ts.
 */
export function toSerializerSchema(codec: t.Mixed): JsonSchema {
  const c = codec as AnyCodec;
  switch (c._tag) {
    case 'StringType':
    case 'BoundedStringType':
    case 'KeyofType': return { type: 'string' };
    case 'NumberType': return { type: 'number' };
    case 'BooleanType': return { type: 'boolean' };
    case 'NullType': return { type: 'null' };
    case 'LiteralType': return literal(c.value);
    case 'ArrayType':
    case 'ReadonlyArrayType': return { type: 'array', items: toSerializerSchema(c.type as t.Mixed) };
    case 'DictionaryType': return (c.domain as AnyCodec)._tag === 'StringType' ? { type: 'object', additionalProperties: toSerializerSchema(c.codomain as t.Mixed) } : ANY;
    case 'InterfaceType':
    case 'StrictType':
    case 'PartialType': return object(c.props as Record<string, t.Mixed>);
    case 'RefinementType':
    case 'ExactType':
    case 'ReadonlyType': return toSerializerSchema(c.type as t.Mixed);
    case 'IntersectionType': return merged((c.types as t.Mixed[]).map(toSerializerSchema), false);
    case 'UnionType': return union((c.types as t.Mixed[]).map(toSerializerSchema));
    default: return ANY;
  }
}

function literal(value: unknown): JsonSchema {
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  return ANY;
}

function object(props: Record<string, t.Mixed>): JsonSchema {
  return { type: 'object', properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, toSerializerSchema(v)])) };
}

const isObject = (s: JsonSchema): boolean => s.type === 'object' && s.properties !== undefined && s.additionalProperties === undefined && s.nullable !== true;
const same = (a: JsonSchema, b: JsonSchema): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Objects as one: every key of every part, in order. In an intersection a key in two parts has one
 * value, so the last part's schema is kept only when both agree; in a union it may be either.
 */
function merged(parts: readonly JsonSchema[], alternatives: boolean): JsonSchema {
  if (!parts.every(isObject)) return ANY;
  const properties: Record<string, JsonSchema> = {};
  for (const part of parts) {
    for (const [k, s] of Object.entries(part.properties as Record<string, JsonSchema>)) {
      const before = properties[k];
      properties[k] = before === undefined || same(before, s) ? s : alternatives ? union([before, s]) : ANY;
    }
  }
  return { type: 'object', properties };
}

function union(parts: readonly JsonSchema[]): JsonSchema {
  const values = parts.filter((s) => s.type !== 'null');
  const nullable = values.length < parts.length;
  const [first] = values;
  let one: JsonSchema;
  if (first === undefined) one = { type: 'null' };
  else if (values.every((s) => same(s, first))) one = first;
  else if (values.every(isObject)) one = merged(values, true);
  else return ANY;
  if (!nullable || one.type === 'null' || Object.keys(one).length === 0) return one;
  return { ...one, nullable: true };
}
