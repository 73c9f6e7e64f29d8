import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { AdfCodec } from '@dealer-panel/core/leads/adf-codec';
import type { AdfMailDesk, MailChannel } from '@dealer-panel/core/leads/adf-mail-desk';
import type { LeadUseCases } from '@dealer-panel/core/leads/lead-use-cases';

/** The most of an e-mail kept aside (the SMTP listener accepts no more than this; a bigger IMAP message is cut, said by `truncated`). */
export const MAIL_MAX_BYTES = 2 * 1024 * 1024;

export interface AdfMailDeps {
  readonly leads: Pick<LeadUseCases, 'importAdf'>;
  readonly codec: Pick<AdfCodec, 'read'>;
  readonly desk: Pick<AdfMailDesk, 'keepAside' | 'handled' | 'remember'>;
  /** The store and the importing account (ADF_MAIL_USER), read again for each e-mail (core/leads/inbox-context.ts). */
  readonly context: (dealershipId: number) => Promise<E.Either<string, DealershipContext>>;
  readonly log: (msg: string, fields: object) => void;
  readonly now?: () => Date;
}

export interface ReceivedMail {
  readonly channel: MailChannel;
  readonly dealershipId: number;
  /** SMTP's MAIL FROM; null over IMAP (the From header is used then). */
  readonly envelopeFrom: string | null;
  readonly raw: Buffer;
  /** The raw bytes were cut at MAIL_MAX_BYTES (an IMAP message over the limit). */
  readonly truncated?: boolean;
}

/**
 * What became of an e-mail: 'done' (imported, kept aside, or both: the sender must not send it
 * again; `repeat` when it had been handled already and nothing was done this time) or 'retry' (another request is importing the same document right now: have it sent again
 * later). A database failure is thrown: the caller has the sender retry (SMTP 451, IMAP left unseen).
 */
export type MailOutcome =
  | { readonly kind: 'done'; readonly importIds: readonly number[]; readonly keptAside: number | null; readonly repeat?: boolean }
  | { readonly kind: 'retry' };

interface Problem { readonly code: string; readonly detail: string }
interface Found { readonly bytes: Buffer; readonly fileName: string }

const XML_TYPES = ['application/xml', 'text/xml', 'application/x-adf+xml'];
const ADF_BLOCK = /(?:<\?xml[^>]*\?>\s*)?(?:<\?adf[^>]*\?>\s*)?<adf[\s>][\s\S]*?<\/adf\s*>/gi;

/**
 * The ADF documents of an e-mail (decided): its XML attachments (by name or type) when it has any,
 * else every <adf>…</adf> block of its text (the HTML part made text by mailparser when there is no
 * plain one). A block's XML declaration is made to say UTF-8, since the text was decoded already.
 */
export function adfDocumentsOf(mail: ParsedMail): Found[] {
  const attached = mail.attachments
    .filter((a) => /\.xml$/i.test(a.filename ?? '') || XML_TYPES.includes(a.contentType.toLowerCase()))
    .map((a, i) => ({ bytes: a.content, fileName: a.filename ?? `attachment-${i + 1}.xml` }));
  if (attached.length > 0) return attached;
  const blocks = (mail.text ?? '').match(ADF_BLOCK) ?? [];
  return blocks.map((block, i) => ({
    bytes: Buffer.from(block.replace(/^<\?xml([^>]*?)encoding\s*=\s*["'][^"']*["']/i, '<?xml$1encoding="UTF-8"'), 'utf8'),
    fileName: blocks.length === 1 ? 'body.xml' : `body-${i + 1}.xml`,
  }));
}

/**
 * An e-mail's key (decided, issue 30 leftovers): the SHA-256 of its raw bytes as read (an IMAP
 * message over the limit: of the part read, the same at every reading). The same bytes read twice
 * are the same e-mail; a provider's resend with new headers is a new e-mail whose leads the ADF
 * import matches as repeats.
 */
export const mailKey = (raw: Uint8Array): string => createHash('sha256').update(raw).digest('hex');

const senderOf = (mail: ReceivedMail, parsed: ParsedMail | null): string =>
  (mail.envelopeFrom ?? '').trim() || parsed?.from?.value[0]?.address?.trim() || '';

/**
 * Imports the ADF leads of one e-mail into its store as the importing account (decided,
 * docs/decisions/leads.md "ADF leads by e-mail"): each document through the ADF import
 * (duplicates matched, the same document twice answered from its first report), the sender kept with
 * each import. An e-mail that is not imported whole (unreadable, no ADF, a document the codec
 * refuses, a prospect refused, the account may not import) is kept aside with every reason and its
 * raw bytes; its good documents are imported all the same.
 */
export async function receiveAdfMail(deps: AdfMailDeps, mail: ReceivedMail): Promise<MailOutcome> {
  const now = deps.now ?? (() => new Date());
  const key = mailKey(mail.raw);
  const seen = await deps.desk.handled(mail.dealershipId, key);
  if (seen !== null) {
    deps.log('ADF e-mail handled already', { channel: mail.channel, dealership: mail.dealershipId, kept_aside: seen.keptAside, imports: seen.importIds });
    return { kind: 'done', importIds: seen.importIds, keptAside: seen.keptAside, repeat: true };
  }
  const receivedAt = now();
  const parsed = await simpleParser(mail.raw, { skipImageLinks: true, skipTextToHtml: true }).catch((error: unknown) => {
    deps.log('ADF e-mail unreadable', { error: error instanceof Error ? error.message : String(error) });
    return null;
  });
  const sender = senderOf(mail, parsed);
  const problems: Problem[] = [];
  const importIds: number[] = [];
  if (parsed === null) problems.push({ code: 'unreadable', detail: 'The e-mail could not be read as MIME.' });
  else if (await importAll(deps, mail, parsed, sender, problems, importIds) === 'retry') return { kind: 'retry' };
  if (mail.truncated === true) problems.push({ code: 'too_large', detail: `The e-mail is larger than ${MAIL_MAX_BYTES} bytes; only its beginning was read and kept.` });
  if (problems.length === 0) {
    await deps.desk.remember(mail.dealershipId, key, mail.channel, { importIds, keptAside: null });
    deps.log('ADF e-mail imported', { channel: mail.channel, dealership: mail.dealershipId, sender, imports: importIds });
    return { kind: 'done', importIds, keptAside: null };
  }
  const keptAside = await deps.desk.keepAside(mail.dealershipId, {
    channel: mail.channel, sender, subject: parsed?.subject ?? '', receivedAt, importIds,
    reason: problems[0]!.code, detail: problems.map((p) => `${p.code}: ${p.detail}`).join('\n'),
    raw: mail.raw.subarray(0, MAIL_MAX_BYTES), truncated: mail.truncated === true || mail.raw.length > MAIL_MAX_BYTES,
  }, key);
  deps.log('ADF e-mail kept aside', { channel: mail.channel, dealership: mail.dealershipId, sender, reason: problems[0]!.code, kept_aside: keptAside, imports: importIds });
  return { kind: 'done', importIds, keptAside };
}

/** Imports the e-mail's documents, adding what went wrong to `problems`; 'retry' when one is being imported by another request right now. */
async function importAll(deps: AdfMailDeps, mail: ReceivedMail, parsed: ParsedMail, sender: string, problems: Problem[], importIds: number[]): Promise<'ok' | 'retry'> {
  const found = adfDocumentsOf(parsed);
  if (found.length === 0) { problems.push({ code: 'no_adf', detail: 'No ADF document in the e-mail\'s text nor an .xml attachment.' }); return 'ok'; }
  const ctx = await deps.context(mail.dealershipId);
  if (E.isLeft(ctx)) { problems.push({ code: 'forbidden', detail: ctx.left }); return 'ok'; }
  for (const one of found) {
    const document = deps.codec.read(one.bytes, one.fileName);
    if (E.isLeft(document)) { problems.push({ code: `adf.${document.left.code}`, detail: `${one.fileName}: ${document.left.detail}` }); continue; }
    const result = await deps.leads.importAdf(ctx.right, { ...document.right, ...(sender === '' ? {} : { sender }) }, mail.channel, mail.channel)();
    if (E.isLeft(result)) {
      if (result.left._tag === 'ImportRunning') return 'retry';
      problems.push({ code: 'forbidden', detail: `The importing account may not ${result.left.action}.` });
      continue;
    }
    importIds.push(result.right.importId);
    // A repeat's refusals were kept aside the first time it came.
    if (result.right.repeat) continue;
    for (const p of result.right.prospects) {
      if (p.outcome !== 'refused') continue;
      const why = Object.entries(p.errors).map(([field, codes]) => `${field} ${codes.join(', ')}`).join('; ');
      problems.push({ code: 'prospect_refused', detail: `${one.fileName}: ${p.name || 'a prospect without a name'} (${why})` });
    }
  }
  return 'ok';
}
