import * as t from 'io-ts';
import { Id, Nullable } from './common';

/** What became of one prospect of an imported ADF document. */
export const ProspectResult = t.union([
  t.type({
    outcome: t.union([t.literal('created'), t.literal('matched')]),
    customer: Id,
    customer_name: t.string,
    /** The deal made for the vehicle of interest, or the customer's active deal for it (deal_note existing_deal); null when none. */
    order: Nullable(Id),
    deal_note: Nullable(t.union([t.literal('vehicle_not_found'), t.literal('existing_deal'), t.literal('no_vehicle')])),
    lead_source: t.string,
  }),
  t.type({
    outcome: t.literal('refused'),
    name: t.string,
    errors: t.record(t.string, t.array(t.string)),
  }),
]);

export const AdfImportResponse = t.type({
  import_id: Id,
  sha256: t.string,
  /** True: the same document was imported before in this store; this is that import's report and nothing was done again. */
  repeat: t.boolean,
  created: t.number,
  matched: t.number,
  refused: t.number,
  prospects: t.array(ProspectResult),
});
export type AdfImportResponse = t.TypeOf<typeof AdfImportResponse>;
export type ProspectResult = t.TypeOf<typeof ProspectResult>;
