/** How an e-mail of ADF leads reached us: our SMTP listener or the polled IMAP mailbox (issue 30.6). */
export type MailChannel = 'smtp' | 'imap';

/** An e-mail that could not be imported whole, as it is kept aside (the raw bytes bounded by the adapter). */
export interface KeptAsideMail {
  readonly channel: MailChannel;
  readonly sender: string;
  readonly subject: string;
  readonly receivedAt: Date;
  /** no_adf, unreadable, too_large, forbidden, prospect_refused or adf.<the codec's refusal code>. */
  readonly reason: string;
  /** Every problem of the e-mail in English, one a line (for staff who open the raw message). */
  readonly detail: string;
  /** The imports the e-mail's good documents made. */
  readonly importIds: readonly number[];
  readonly raw: Uint8Array;
  readonly truncated: boolean;
}

/** What became of an e-mail already handled for a store (its imports; its kept-aside row, if any). */
export interface HandledMail {
  readonly importIds: readonly number[];
  readonly keptAside: number | null;
}

/** A kept-aside e-mail in the store's list (without its bytes). */
export interface KeptAsideSummary extends Omit<KeptAsideMail, 'raw'> {
  readonly id: number;
  readonly size: number;
}

/**
 * The stores' addresses for ADF leads by e-mail and the e-mails kept aside. Contract: `tokenOf`
 * gives the store's token, made once (random, unique) the first time it is asked and the same
 * afterwards; `storeOfToken` is case-insensitive and null for an unknown token; `keepAside` stores
 * the e-mail and answers its id (it throws when the database is down: the caller then has the
 * sender retry); `keptAside` is scoped to the store, newest first, at most `limit`.
 * An e-mail is handled once per store (issue 30 leftovers): `key` is the adapter's hash of its raw
 * bytes; `keepAside` remembers the key with the row in one transaction and, when the key was
 * remembered already (a second reading, or two processes at once), stores nothing and answers the
 * first row's id; `remember` records an e-mail imported whole (a second call changes nothing);
 * `handled` answers what was remembered, null for an e-mail never handled.
 */
export interface AdfMailDesk {
  tokenOf(dealershipId: number): Promise<string>;
  storeOfToken(token: string): Promise<number | null>;
  keepAside(dealershipId: number, mail: KeptAsideMail, key: string): Promise<number>;
  handled(dealershipId: number, key: string): Promise<HandledMail | null>;
  remember(dealershipId: number, key: string, channel: MailChannel, handled: HandledMail): Promise<void>;
  keptAside(dealershipId: number, limit: number): Promise<readonly KeptAsideSummary[]>;
}
