import { ImapFlow } from 'imapflow';
import { MAIL_MAX_BYTES, type MailOutcome, type ReceivedMail } from './adf-mail';

/** ADF_IMAP_*: the mailbox polled, the store its leads go to, how often, and where imported e-mails go (null: only marked seen). */
export interface AdfImapConfig {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string;
  readonly password: string;
  readonly mailbox: string;
  readonly storeId: number;
  readonly intervalMs: number;
  readonly processedFolder: string | null;
}

/** What the poller uses of ImapFlow (a fake stands in for it in tests). */
export interface ImapClient {
  connect(): Promise<void>;
  getMailboxLock(path: string): Promise<{ release(): void }>;
  search(query: { seen: false }, options: { uid: true }): Promise<number[] | false | undefined>;
  fetchOne(uid: string, query: { source: { maxLength: number }; size: true }, options: { uid: true }): Promise<{ source?: Buffer | undefined; size?: number | undefined } | false>;
  messageFlagsAdd(uid: string, flags: string[], options: { uid: true }): Promise<boolean>;
  messageMove(uid: string, destination: string, options: { uid: true }): Promise<unknown>;
  mailboxCreate(path: string): Promise<unknown>;
  logout(): Promise<void>;
}

export interface AdfImapDeps {
  readonly client: () => ImapClient;
  readonly receive: (mail: ReceivedMail) => Promise<MailOutcome>;
  readonly log: (msg: string, fields: object) => void;
}

/** A real client for the configured mailbox (imaps: TLS at once; imap: STARTTLS when offered). */
export const imapFlowClient = (config: AdfImapConfig) => (): ImapClient =>
  new ImapFlow({ host: config.host, port: config.port, secure: config.secure, auth: { user: config.user, pass: config.password }, logger: false }) as unknown as ImapClient;

/** E-mails imported, kept aside, read again after a cut connection (handled already: only marked seen now), and left unseen. */
export interface PollResult { readonly imported: number; readonly keptAside: number; readonly repeats: number; readonly left: number }

/**
 * One look at the mailbox (decided, docs/decisions/leads.md "ADF leads by e-mail"): each
 * unseen e-mail (read up to MAIL_MAX_BYTES) goes through the same handling as the SMTP listener's;
 * once imported or kept aside it is marked seen and, with ADF_IMAP_PROCESSED, moved there. When it
 * cannot be stored (the database is down: the handler throws) or is being imported right now, it
 * stays unseen and the look stops: the next one takes it again. An e-mail read again because the
 * connection dropped before its \Seen flag was handled already: it is recognised by its bytes
 * (receiveAdfMail's key), counted as a repeat and only marked seen, never imported nor kept aside twice.
 */
export async function pollAdfMailbox(config: AdfImapConfig, deps: AdfImapDeps): Promise<PollResult> {
  const client = deps.client();
  await client.connect();
  let imported = 0;
  let keptAside = 0;
  let repeats = 0;
  let left = 0;
  try {
    if (config.processedFolder !== null) await client.mailboxCreate(config.processedFolder).catch(() => undefined); // there already
    const lock = await client.getMailboxLock(config.mailbox);
    try {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const [index, uid] of uids.entries()) {
        const message = await client.fetchOne(String(uid), { source: { maxLength: MAIL_MAX_BYTES }, size: true }, { uid: true });
        if (message === false || message.source === undefined) continue;
        let outcome: MailOutcome;
        try {
          outcome = await deps.receive({ channel: 'imap', dealershipId: config.storeId, envelopeFrom: null, raw: message.source, truncated: (message.size ?? 0) > message.source.length });
        } catch (error) {
          deps.log('ADF IMAP: the e-mail could not be stored; it stays unseen for the next look', { uid, error: error instanceof Error ? error.message : String(error) });
          left += uids.length - index;
          break;
        }
        if (outcome.kind === 'retry') { left += 1; continue; }
        if (outcome.repeat === true) repeats += 1; else if (outcome.keptAside === null) imported += 1; else keptAside += 1;
        // ImapFlow answers false instead of throwing when the connection is gone: the look stops there.
        if (!await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true })) throw new Error(`the e-mail ${uid} could not be marked seen (the connection was lost?)`);
        if (config.processedFolder !== null) await client.messageMove(String(uid), config.processedFolder, { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => undefined);
  }
  return { imported, keptAside, repeats, left };
}

/**
 * Polls every `intervalMs` until stopped, one look at a time: a tick that comes while a look is
 * still running is skipped (looks never pile up behind a slow mailbox). A failed look (the server
 * unreachable, the connection cut) is logged and tried again at the next tick.
 */
export function startAdfImap(config: AdfImapConfig, deps: AdfImapDeps): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running !== null) return;
    running = pollAdfMailbox(config, deps).then(
      (r) => { if (r.imported + r.keptAside + r.repeats + r.left > 0) deps.log('ADF IMAP look', { ...r }); },
      (error: unknown) => deps.log('ADF IMAP look failed', { error: error instanceof Error ? error.message : String(error) }),
    ).finally(() => { running = null; });
  };
  tick();
  const timer = setInterval(tick, config.intervalMs);
  timer.unref();
  return { stop: async () => { clearInterval(timer); await running; } };
}
