import type { RouteShorthandOptions } from 'fastify';
import type * as t from 'io-ts';
import { toSerializerSchema } from '../../contract/serializer-schema';

/**
 * Route options that serialize the 200 answer with a serializer compiled from the contract's codec
 * (fast-json-stringify, Fastify's response serializer) instead of the generic JSON.stringify
 * (issue 34.4: the list, the record and pricing; less CPU per request). Only keys of the codec go
 * out; any other status (problem+json) is serialized as before. contract/serializer-schema.ts says
 * which codecs serialize exactly as JSON.stringify would.
 */
export function answeredAs(codec: t.Mixed): RouteShorthandOptions {
  return { schema: { response: { 200: toSerializerSchema(codec) } } };
}
