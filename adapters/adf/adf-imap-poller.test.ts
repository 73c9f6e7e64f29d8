import { describe, expect, it, vi } from 'vitest';
import type { MailOutcome, ReceivedMail } from './adf-mail';
import { pollAdfMailbox, startAdfImap, type AdfImapConfig, type ImapClient } from './adf-imap-poller';

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
    expect(result).toEqual({ imported: 1, keptAside: 1, repeats: 0, left: 0 });
    expect(received.map((m) => [m.channel, m.dealershipId, m.envelopeFrom, m.raw.toString(), m.truncated])).toEqual([['imap', 7, null, 'lead one', false], ['imap', 7, null, 'not a lead', false]]);
    expect(box.calls).toEqual(['connect', 'create Processed', 'lock INBOX', 'flag 11 \\Seen', 'move 11 Processed', 'flag 12 \\Seen', 'move 12 Processed', 'release', 'logout']);
  });

  it('counts an e-mail handled already (read again after a cut connection) as a repeat, and still marks it seen and moves it', async () => {
    const box = fakeMailbox({ 21: { raw: 'read before' }, 22: { raw: 'new' } });
    const result = await pollAdfMailbox(config, {
      client: () => box.client, log: () => undefined,
      receive: async (mail) => (mail.raw.toString() === 'read before' ? { kind: 'done', importIds: [], keptAside: 4, repeat: true } : done(null)),
    });
    expect(result).toEqual({ imported: 1, keptAside: 0, repeats: 1, left: 0 });
    expect(box.calls).toContain('flag 21 \\Seen');
    expect(box.calls).toContain('move 21 Processed');
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
    expect(result).toEqual({ imported: 0, keptAside: 0, repeats: 0, left: 3 });
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

  it('skips the ticks that come while a look is still running (looks never pile up), and stops after the running one', async () => {
    const box = fakeMailbox({ 5: { raw: 'slow' } });
    let finish: () => void = () => undefined;
    const poller = startAdfImap({ ...config, intervalMs: 5 }, {
      client: () => box.client, log: () => undefined,
      receive: () => new Promise<MailOutcome>((resolve) => { finish = () => resolve(done(null)); }),
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(box.calls.filter((c) => c === 'connect')).toEqual(['connect']);
    finish();
    await poller.stop();
    expect(box.calls.at(-1)).toBe('logout');
    expect(box.calls.filter((c) => c === 'connect').length).toBeLessThanOrEqual(2);
  });

  it('stops the look when the \\Seen flag cannot be set (ImapFlow answers false when the connection is gone)', async () => {
    const box = fakeMailbox({ 6: { raw: 'one' }, 7: { raw: 'two' } });
    box.client.messageFlagsAdd = vi.fn(async () => false);
    await expect(pollAdfMailbox(config, { client: () => box.client, log: () => undefined, receive: async () => done(null) })).rejects.toThrow(/could not be marked seen/);
    expect(box.calls).not.toContain('move 6 Processed');
    expect(box.calls.at(-1)).toBe('logout');
  });
});
