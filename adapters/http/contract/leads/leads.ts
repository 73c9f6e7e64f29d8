import * as t from 'io-ts';
import { Id, Nullable } from '../common';

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

/** An e-mail of ADF leads that could not be imported whole, kept aside with its reason (issue 30.6). */
export const KeptAsideMail = t.type({
  id: Id,
  channel: t.union([t.literal('smtp'), t.literal('imap')]),
  sender: t.string,
  subject: t.string,
  received_at: t.string,
  /** no_adf, unreadable, too_large, forbidden, prospect_refused or adf.<the document's refusal>. */
  reason: t.string,
  /** Every problem in English, one a line. */
  detail: t.string,
  /** The imports its good documents made. */
  imports: t.array(Id),
  size: t.number,
  truncated: t.boolean,
});

export const AdfMailboxResponse = t.type({
  /** The store's address for lead providers (leads+<token>@<ADF_SMTP_DOMAIN>); null when leads are not received by SMTP. */
  address: Nullable(t.string),
  kept_aside: t.array(KeptAsideMail),
});
export type AdfMailboxResponse = t.TypeOf<typeof AdfMailboxResponse>;
export type KeptAsideMail = t.TypeOf<typeof KeptAsideMail>;
