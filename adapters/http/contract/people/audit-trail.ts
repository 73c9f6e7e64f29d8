import * as t from 'io-ts';
import { Nullable, Paged } from '../common';

const Values = Nullable(t.record(t.string, t.unknown));

/** One row of the store's audit trail: who did what, when, from where, and the fields before and after. */
export const AuditTrailEntryBody = t.type({
  id: t.number,
  at: t.string,
  action: t.string,
  actor: Nullable(t.type({ id: t.number, name: t.string, email: t.string })),
  target: Nullable(t.type({ id: t.number, name: t.string })),
  ip: t.string,
  detail: t.record(t.string, t.unknown),
  before: Values,
  after: Values,
});
export type AuditTrailEntryBody = t.TypeOf<typeof AuditTrailEntryBody>;

export const AuditTrailResponse = Paged(AuditTrailEntryBody);
export type AuditTrailResponse = t.TypeOf<typeof AuditTrailResponse>;
