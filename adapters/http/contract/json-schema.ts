import type * as t from 'io-ts';

export type JsonSchema = Record<string, unknown>;

type AnyCodec = t.Mixed & { readonly _tag?: string };

/** JSON Schema of an io-ts codec, for the OpenAPI description: the contract stays the one source. */
export function toJsonSchema(codec: t.Mixed, expanding: ReadonlySet<string> = new Set()): JsonSchema {
  const c = codec as AnyCodec & Record<string, unknown>;
  const inner = (x: t.Mixed) => toJsonSchema(x, expanding);
  switch (c._tag) {
    // A recursive codec (a tree) is written out once; where it recurs, the schema says so.
    case 'RecursiveType':
      return expanding.has(codec.name) ? { type: 'object', description: `${codec.name} (the same shape, recursively)` }
        : toJsonSchema(c.type as t.Mixed, new Set([...expanding, codec.name]));
    case 'StringType': return { type: 'string' };
    case 'BoundedStringType': return { type: 'string', maxLength: c.maxLength };
    case 'NumberType': return { type: 'number' };
    case 'BooleanType': return { type: 'boolean' };
    case 'NullType': return { type: 'null' };
    case 'UnknownType': return {};
    case 'LiteralType': return { const: c.value };
    case 'KeyofType': return { type: 'string', enum: Object.keys(c.keys as object) };
    case 'ArrayType':
    case 'ReadonlyArrayType': return { type: 'array', items: inner(c.type as t.Mixed) };
    case 'DictionaryType': return { type: 'object', additionalProperties: inner(c.codomain as t.Mixed) };
    case 'InterfaceType':
    case 'StrictType': return objectSchema(c.props as Record<string, t.Mixed>, true, expanding);
    case 'PartialType': return objectSchema(c.props as Record<string, t.Mixed>, false, expanding);
    // A refinement that carries its pattern (common.ts MoneyText) says it; any other is its base type.
    case 'RefinementType': return typeof c.pattern === 'string' ? { ...inner(c.type as t.Mixed), pattern: c.pattern } : inner(c.type as t.Mixed);
    case 'ExactType':
    case 'ReadonlyType': return inner(c.type as t.Mixed);
    case 'IntersectionType': return { allOf: (c.types as t.Mixed[]).map(inner) };
    case 'UnionType': return { anyOf: (c.types as t.Mixed[]).map(inner) };
    default: return { description: codec.name };
  }
}

function objectSchema(props: Record<string, t.Mixed>, required: boolean, expanding: ReadonlySet<string>): JsonSchema {
  const properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, toJsonSchema(v, expanding)]));
  return { type: 'object', properties, ...(required ? { required: Object.keys(props) } : {}) };
}
