import { SMTPServer, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import { MAIL_MAX_BYTES, type MailOutcome, type ReceivedMail } from './adf-mail';

/** ADF_SMTP_*: where the listener listens, the domain of the stores' addresses, and its TLS certificate (STARTTLS) when given. */
export interface AdfSmtpConfig {
  readonly port: number;
  readonly host: string;
  /** leads+<token>@<domain> (lower case). */
  readonly domain: string;
  /** STARTTLS's key and certificate (PEM); `required`: no MAIL FROM before STARTTLS (530). */
  readonly tls: { readonly key: Buffer; readonly cert: Buffer; readonly required: boolean } | null;
}

export interface AdfSmtpDeps {
  /** The store whose address token this is; null for none (throws when the database is down). */
  readonly storeOfToken: (token: string) => Promise<number | null>;
  readonly receive: (mail: ReceivedMail) => Promise<MailOutcome>;
  readonly log: (msg: string, fields: object) => void;
}

/** The address of a store: leads+<token>@<domain>. */
export const adfAddress = (token: string, domain: string): string => `leads+${token}@${domain}`;

/** The token of one of our addresses, or null (another domain, another mailbox). */
export function tokenOfAddress(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = /^leads\+([a-z0-9]{8,40})$/i.exec(address.slice(0, at));
  return local?.[1]?.toLowerCase() ?? null;
}

const smtpError = (code: number, message: string): SMTPServerError => Object.assign(new Error(message), { responseCode: code });

/**
 * The SMTP listener of ADF leads (decided, docs/decisions/leads.md "ADF leads by e-mail"):
 * it only receives for the stores' addresses (any other recipient 550 at RCPT TO: no relay), up to
 * MAIL_MAX_BYTES (552, announced by SIZE), without AUTH (lead providers send as any MTA does; the
 * unguessable address is the credential); STARTTLS only when a certificate is configured, and then
 * required before MAIL FROM when ADF_SMTP_TLS_REQUIRED says so (530 without it). An e-mail
 * is answered 250 once imported or kept aside, 451 when it could not be stored (the database is
 * down, or the same document is being imported right now): the sender tries again later.
 */
export function startAdfSmtp(config: AdfSmtpConfig, deps: AdfSmtpDeps): Promise<{ readonly port: number; stop(): Promise<void> }> {
  const stores = new Map<string, Set<number>>();
  const storesOf = (session: SMTPServerSession) => {
    const known = stores.get(session.id) ?? new Set<number>();
    stores.set(session.id, known);
    return known;
  };
  const server = new SMTPServer({
    name: config.domain,
    banner: 'ADF leads',
    size: MAIL_MAX_BYTES,
    authOptional: true,
    disabledCommands: config.tls === null ? ['AUTH', 'STARTTLS'] : ['AUTH'],
    ...(config.tls === null ? {} : { key: config.tls.key, cert: config.tls.cert }),
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onMailFrom(_address, session, callback) {
      storesOf(session).clear(); // a new transaction on the same connection (RSET or a second mail)
      if (config.tls?.required === true && !session.secure) { callback(smtpError(530, 'Must issue a STARTTLS command first')); return; }
      callback();
    },
    onRcptTo(address, session, callback) {
      const token = tokenOfAddress(address.address, config.domain);
      if (token === null) { callback(smtpError(550, `No such mailbox here: ${address.address}`)); return; }
      deps.storeOfToken(token).then((store) => {
        if (store === null) { callback(smtpError(550, `No such mailbox here: ${address.address}`)); return; }
        storesOf(session).add(store);
        callback();
      }, (error: unknown) => {
        deps.log('ADF SMTP: the address could not be looked up', { error: error instanceof Error ? error.message : String(error) });
        callback(smtpError(451, 'Temporary failure, try again later'));
      });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => { if (!stream.sizeExceeded) chunks.push(chunk); });
      stream.on('end', () => {
        if (stream.sizeExceeded) { callback(smtpError(552, `Message exceeds the maximum size of ${MAIL_MAX_BYTES} bytes`)); return; }
        const raw = Buffer.concat(chunks);
        const from = session.envelope.mailFrom === false ? null : session.envelope.mailFrom.address;
        const targets = [...storesOf(session)];
        void (async () => {
          try {
            for (const dealershipId of targets) {
              const outcome = await deps.receive({ channel: 'smtp', dealershipId, envelopeFrom: from, raw });
              if (outcome.kind === 'retry') { callback(smtpError(451, 'This lead is being imported right now, try again later')); return; }
            }
            callback(null, 'Received');
          } catch (error) {
            deps.log('ADF SMTP: the e-mail could not be stored; the sender will try again', { error: error instanceof Error ? error.message : String(error) });
            callback(smtpError(451, 'Temporary failure, try again later'));
          }
        })();
      });
    },
    onClose(session) { stores.delete(session.id); },
  });
  server.on('error', (error) => deps.log('ADF SMTP listener error', { error: error.message }));
  return new Promise((resolve, reject) => {
    const listening = server.listen(config.port, config.host, () => {
      listening.off('error', reject);
      const address = listening.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : config.port,
        stop: () => new Promise<void>((done) => { server.close(() => done()); }),
      });
    });
    listening.once('error', reject);
  });
}
