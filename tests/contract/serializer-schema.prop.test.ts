import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Id, MoneyText, Nullable } from '../../adapters/http/contract/common';
import { CustomerBody, CustomerListResponse } from '../../adapters/http/contract/customers/customers';
import { PricingResponse } from '../../adapters/http/contract/payments/payments';
import { toSerializerSchema } from '../../adapters/http/contract/serializer-schema';
import { answeredAs } from '../../adapters/http/server/platform/response-schema';

// The answers serialized from the contract's codecs (issue 34.4) are the very text JSON.stringify writes,
// through Fastify's own response serializer (fast-json-stringify), for values generated from the codecs.

const Kinds = t.type({
  text: t.string, n: t.number, flag: t.boolean, none: t.null, money: MoneyText, id: Id, maybe: Nullable(t.string), list: t.array(Nullable(t.number)),
  object: Nullable(t.type({ a: t.string, b: t.array(t.string) })), dict: t.record(t.string, t.union([t.type({ kind: t.literal('x'), value: t.string }), t.type({ kind: t.literal('y'), value: t.number })])),
  mixed: t.union([t.string, t.number]), anything: t.unknown, keyed: t.keyof({ a: null, b: null }),
  both: t.intersection([t.type({ p: t.number }), t.partial({ q: t.string })]), cell: t.tuple([t.number, t.string]),
});

const CODECS: Record<string, t.Mixed> = { kinds: Kinds, list: CustomerListResponse, record: CustomerBody, pricing: PricingResponse };

/** Values of exactly the codec's types (tests/fuzz/codec-arbitrary.ts bends them toward what a server reads: money text in a number named `limit`). */
function valueOf(codec: t.Mixed, depth = 0): fc.Arbitrary<unknown> {
  const c = codec as t.Mixed & Record<string, unknown>;
  const inner = (x: unknown) => valueOf(x as t.Mixed, depth + 1);
  switch (c['_tag']) {
    case 'StringType': return fc.string({ maxLength: 30 });
    case 'NumberType': return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'BooleanType': return fc.boolean();
    case 'NullType': return fc.constant(null);
    case 'UnknownType': return fc.jsonValue({ maxDepth: 2 });
    case 'LiteralType': return fc.constant(c['value']);
    case 'KeyofType': return fc.constantFrom(...Object.keys(c['keys'] as object));
    case 'ArrayType': return fc.array(inner(c['type']), { maxLength: depth > 3 ? 1 : 4 });
    case 'RefinementType': case 'ReadonlyType': case 'ExactType': return valueOf(c['type'] as t.Mixed, depth);
    case 'DictionaryType': return fc.dictionary(fc.string({ maxLength: 6 }), inner(c['codomain']), { maxKeys: 3 });
    case 'UnionType': return fc.oneof(...(c['types'] as t.Mixed[]).map((x) => valueOf(x, depth)));
    case 'TupleType': return fc.tuple(...(c['types'] as t.Mixed[]).map(inner));
    case 'InterfaceType': case 'PartialType': {
      const model = Object.fromEntries(Object.entries(c['props'] as t.Props).map(([k, v]) => [k, inner(v)]));
      return c['_tag'] === 'PartialType' ? fc.record(model, { requiredKeys: [] }) : fc.record(model);
    }
    case 'IntersectionType':
      return fc.tuple(...(c['types'] as t.Mixed[]).map((x) => valueOf(x, depth))).map((parts) => Object.assign({}, ...parts) as unknown);
    default: return fc.integer({ min: 1, max: 2_147_483_647 }); // Id
  }
}
let app: FastifyInstance;
let current: unknown = null;

beforeAll(async () => {
  app = Fastify();
  for (const [name, codec] of Object.entries(CODECS)) app.get(`/${name}`, answeredAs(codec), async () => current);
  await app.ready();
});
afterAll(async () => { await app.close(); });

async function served(name: string, value: unknown): Promise<string> {
  current = value;
  return (await app.inject({ method: 'GET', url: `/${name}` })).body;
}

/** Text as every surrogate, escape and accent would have it. */
const awkward = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('"quoted" \\ back', 'Émilie Côté', '\u2028', '\ud800', 'a'.repeat(50) + '\n', ''));

describe('serializer schemas of the contract', () => {
  for (const [name, codec] of Object.entries(CODECS)) {
    it(`${name}: the answer is JSON.stringify's text for any value of the codec`, async () => {
      await fc.assert(fc.asyncProperty(valueOf(codec), async (value) => {
        expect(await served(name, value)).toBe(JSON.stringify(value));
      }), { numRuns: name === 'kinds' ? 300 : 60 });
    });
  }

  it('strings are escaped as JSON.stringify escapes them (quotes, controls, lone surrogates)', async () => {
    await fc.assert(fc.asyncProperty(awkward, awkward, async (text, maybe) => {
      const value = { text, n: 1, flag: true, none: null, money: '1.00', id: 3, maybe, list: [], object: { a: text, b: [text, maybe] }, dict: { [text]: { kind: 'x', value: text } }, mixed: text, anything: { text }, keyed: 'a', both: { p: 1, q: text }, cell: [1, text] };
      expect(await served('kinds', value)).toBe(JSON.stringify(value));
    }), { numRuns: 200 });
  });

  it('Nullable is nullable, never anyOf (which would validate every branch at every call)', () => {
    expect(toSerializerSchema(Nullable(t.string))).toEqual({ type: 'string', nullable: true });
    expect(JSON.stringify(toSerializerSchema(CustomerListResponse))).not.toMatch(/anyOf|oneOf|allOf|required/);
  });

  it('a key the codec does not name is left out; a custom codec or a union of kinds goes out as JSON.stringify writes it', async () => {
    expect(toSerializerSchema(t.union([t.string, t.number]))).toEqual({});
    expect(toSerializerSchema(Id)).toEqual({});
    const body = JSON.parse(await served('record', { id: 1, first_name: 'A', secret: 'x' })) as Record<string, unknown>;
    expect(body).toEqual({ id: 1, first_name: 'A' });
  });
});
