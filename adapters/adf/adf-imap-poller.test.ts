import { describe, expect, it } from 'vitest';
import type { MailOutcome, ReceivedMail } from './adf-mail';
import { pollAdfMailbox, type AdfImapConfig, type ImapClient } from './adf-imap-poller';

const config: AdfImapConfig = {
  host: 'imap.example.test', port: 993, secure: true, user: 'leads', password: 'secret', mailbox: 'INBOX', storeId: 7, intervalMs: 60_000, processedFolder: 'Processed',
};

/** A mailbox in memory speaking the part of ImapFlow the poller uses; `calls` records what was done to it. */
function fakeMailbox(messages: Record<number, { raw: string; size?: number; seen?: boolean }>) {
  const calls: string[] = [];
  let locked = false;
  const client: ImapClient = {
    async connect() { calls.push('connect'); },
    async getMailboxLock(path) { calls.push(`lock ${path}`); locked = true; return { release: () => { locked = false; calls.push('release'); } }; },
    async search() { return Object.entries(messages).filter(([, m]) => m.seen !== true).map(([uid]) => Number(uid)); },
    async fetchOne(uid, query) {
      expect(locked).toBe(true);
      const m = messages[Number(uid)];
      if (m === undefined) return false;
      const bytes = Buffer.from(m.raw);
      return { source: bytes.subarray(0, query.source.maxLength), size: m.size ?? bytes.length };
    },
    async messageFlagsAdd(uid, flags) { calls.push(`flag ${uid} ${flags.join(' ')}`); messages[Number(uid)]!.seen = true; return true; },
    async messageMove(uid, destination) { calls.push(`move ${uid} ${destination}`); return true; },
    async mailboxCreate(path) { calls.push(`create ${path}`); throw new Error('ALREADYEXISTS'); },
    async logout() { calls.push('logout'); },
  };
  return { client, calls, messages };
}

const done = (keptAside: number | null): MailOutcome => ({ kind: 'done', importIds: [1], keptAside });

describe('the IMAP poller of ADF leads (a fake mailbox)', () => {
  it('hands each unseen e-mail to the shared handling, then marks it seen and moves it to the processed folder', async () => {
    const box = fakeMailbox({ 11: { raw: 'lead one' }, 12: { raw: 'not a lead' }, 13: { raw: 'old', seen: true } });
    const received: ReceivedMail[] = [];
    const result = await pollAdfMailbox(config, {
      client: () => box.client, log: () => undefined,
      receive: async (mail) => { received.push(mail); return done(mail.raw.toString() === 'not a lead' ? 5 : null); },
    });
    expect(result).toEqual({ imported: 1, keptAside: 1, left: 0 });
    expect(received.map((m) => [m.channel, m.dealershipId, m.envelopeFrom, m.raw.toString(), m.truncated])).toEqual([['imap', 7, null, 'lead one', false], ['imap', 7, null, 'not a lead', false]]);
    expect(box.calls).toEqual(['connect', 'create Processed', 'lock INBOX', 'flag 11 \\Seen', 'move 11 Processed', 'flag 12 \\Seen', 'move 12 Processed', 'release', 'logout']);
  });

  it('leaves an e-mail unseen and stops the look when it cannot be stored (the database is down); one being imported elsewhere waits', async () => {
    const box = fakeMailbox({ 1: { raw: 'busy' }, 2: { raw: 'down' }, 3: { raw: 'after' } });
    const logged: string[] = [];
    const result = await pollAdfMailbox({ ...config, processedFolder: null }, {
      client: () => box.client, log: (msg) => { logged.push(msg); },
      receive: async (mail) => {
        if (mail.raw.toString() === 'busy') return { kind: 'retry' };
        throw new Error('connection terminated');
      },
    });
    expect(result).toEqual({ imported: 0, keptAside: 0, left: 3 });
    expect(box.calls).toEqual(['connect', 'lock INBOX', 'release', 'logout']);
    expect(Object.values(box.messages).every((m) => m.seen !== true)).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/stays unseen/)]);
  });

  it('reads at most 2 MB of a bigger e-mail and says it was cut', async () => {
    const box = fakeMailbox({ 4: { raw: 'x'.repeat(100), size: 3 * 1024 * 1024 } });
    let got: ReceivedMail | undefined;
    await pollAdfMailbox(config, { client: () => box.client, log: () => undefined, receive: async (mail) => { got = mail; return done(9); } });
    expect(got?.truncated).toBe(true);
  });
});
