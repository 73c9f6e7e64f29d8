import { inboxContext } from '@dealer-panel/core/leads/inbox-context';
import type { LeadUseCases } from '@dealer-panel/core/leads/lead-use-cases';
import { fastXmlAdfCodec } from '../adf/adf-xml';
import type { AdfMailDeps, ReceivedMail } from '../adf/adf-mail';
import type { AdfMailConfig } from './adf-mail-config';
import { ConfigError } from './config';
import type { Ports } from './ports';

type Log = (msg: string, fields: object) => void;

/** The shared handling of an e-mail of leads, as the configured account (read again for each e-mail, like the watched folder's). */
export function adfMailDeps(config: Pick<AdfMailConfig, 'userEmail'>, ports: Pick<Ports, 'users' | 'dealerships' | 'adfMail'>, leads: Pick<LeadUseCases, 'importAdf'>, log: Log): AdfMailDeps {
  return {
    leads, codec: fastXmlAdfCodec, desk: ports.adfMail, log,
    context: (dealershipId) => inboxContext(ports, dealershipId, config.userEmail, new Date(), { user: 'ADF_MAIL_USER', store: 'the dealership' }),
  };
}

/**
 * Starts ADF leads by e-mail (ADF_SMTP_PORT, ADF_IMAP_URL; off when both are unset). The account is
 * checked first: it must exist (SMTP: it is checked again in each store an e-mail is for) and may
 * import at ADF_IMAP_STORE; otherwise the server refuses to start and says why.
 */
export async function startAdfMailIntake(config: AdfMailConfig | null, ports: Ports, leads: Pick<LeadUseCases, 'importAdf'>, log: Log): Promise<{ stop(): Promise<void> }> {
  if (config === null) return { stop: async () => undefined };
  if (await ports.users.byEmail(config.userEmail.toLowerCase()) === null) throw new ConfigError([`ADF_MAIL_USER ${config.userEmail} is not a staff account`]);
  if (config.imap !== null) {
    const checked = await inboxContext(ports, config.imap.storeId, config.userEmail, new Date(), { user: 'ADF_MAIL_USER', store: 'ADF_IMAP_STORE' });
    if (checked._tag === 'Left') throw new ConfigError([checked.left]);
  }
  // The mail modules (mailparser, smtp-server, imapflow: ~2 MB) are loaded only when ADF mail is configured (issue 34.6).
  const { receiveAdfMail } = await import('../adf/adf-mail');
  const deps = adfMailDeps(config, ports, leads, log);
  const receive = (mail: ReceivedMail) => receiveAdfMail(deps, mail);
  const { startAdfSmtp } = await import('../adf/adf-smtp-listener');
  const { imapFlowClient, startAdfImap } = await import('../adf/adf-imap-poller');
  const smtp = config.smtp === null ? null : await startAdfSmtp(config.smtp, { storeOfToken: (token) => ports.adfMail.storeOfToken(token), receive, log });
  if (smtp !== null && config.smtp !== null) log('ADF leads SMTP listener on', { host: config.smtp.host, port: smtp.port, domain: config.smtp.domain, starttls: config.smtp.tls === null ? 'off' : config.smtp.tls.required ? 'required' : 'offered' });
  const imap = config.imap === null ? null : startAdfImap(config.imap, { client: imapFlowClient(config.imap), receive, log });
  return { stop: async () => { await smtp?.stop(); await imap?.stop(); } };
}
