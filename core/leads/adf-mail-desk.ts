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
 */
export interface AdfMailDesk {
  tokenOf(dealershipId: number): Promise<string>;
  storeOfToken(token: string): Promise<number | null>;
  keepAside(dealershipId: number, mail: KeptAsideMail): Promise<number>;
  keptAside(dealershipId: number, limit: number): Promise<readonly KeptAsideSummary[]>;
}
