import * as E from 'fp-ts/Either';
import type { ResultCodec } from '../shared/idempotency';
import type { Json } from '../shared/ports/idempotency-store';
import type { Deposit } from './deposit';

const DATES = ['holdExpiresAt', 'createdAt', 'updatedAt'] as const;

/** A deposit as JSON (dates as ISO strings), as the idempotency store keeps a first result. */
export function depositToJson(d: Deposit): Json {
  return JSON.parse(JSON.stringify(d)) as Json;
}

export function depositFromJson(json: Json): Deposit {
  const raw = json as Record<string, unknown>;
  const out: Record<string, unknown> = { ...raw };
  for (const k of DATES) out[k] = typeof raw[k] === 'string' ? new Date(raw[k]) : null;
  return out as unknown as Deposit;
}

/**
 * The codec of a use case that answers a deposit or a business error (errors are plain values:
 * tags, codes and numbers, no dates). Only results we stored are decoded, so the shape is trusted.
 */
export function depositResultCodec<Err>(): ResultCodec<Err, Deposit> {
  return {
    encode: (r) => (E.isRight(r) ? { ok: depositToJson(r.right) } : { error: JSON.parse(JSON.stringify(r.left)) as Json }),
    decode: (stored) => {
      const s = stored as { readonly ok?: Json; readonly error?: Json };
      return s.ok !== undefined ? E.right(depositFromJson(s.ok)) : E.left(s.error as unknown as Err);
    },
  };
}
