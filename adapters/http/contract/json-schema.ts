import type * as t from 'io-ts';

export type JsonSchema = Record<string, unknown>;

type AnyCodec = t.Mixed & { readonly _tag?: string };

/** JSON Schema of an io-ts codec, for the OpenAPI description: the contract stays the one source. */
export function toJsonSchema(codec: t.Mixed): JsonSchema {
  const c = codec as AnyCodec & Record<string, unknown>;
  switch (c._tag) {
    case 'StringType': return { type: 'string' };
    case 'NumberType': return { type: 'number' };
    case 'BooleanType': return { type: 'boolean' };
    case 'NullType': return { type: 'null' };
    case 'UnknownType': return {};
    case 'LiteralType': return { const: c.value };
    case 'KeyofType': return { type: 'string', enum: Object.keys(c.keys as object) };
    case 'ArrayType':
    case 'ReadonlyArrayType': return { type: 'array', items: toJsonSchema(c.type as t.Mixed) };
    case 'DictionaryType': return { type: 'object', additionalProperties: toJsonSchema(c.codomain as t.Mixed) };
    case 'InterfaceType':
    case 'StrictType': return objectSchema(c.props as Record<string, t.Mixed>, true);
    case 'PartialType': return objectSchema(c.props as Record<string, t.Mixed>, false);
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType': return toJsonSchema(c.type as t.Mixed);
    case 'IntersectionType': return { allOf: (c.types as t.Mixed[]).map(toJsonSchema) };
    case 'UnionType': return { anyOf: (c.types as t.Mixed[]).map(toJsonSchema) };
    default: return { description: codec.name };
  }
}

function objectSchema(props: Record<string, t.Mixed>, required: boolean): JsonSchema {
  const properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, toJsonSchema(v)]));
  return { type: 'object', properties, ...(required ? { required: Object.keys(props) } : {}) };
}
