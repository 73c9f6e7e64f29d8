import { describe, expect, it } from 'vitest';
import { fakeClock, recordingAudit } from '../access/testing/in-memory-ports';
import { afterReceipt } from './delivery-receipt';
import { MESSAGE_STATES } from './message';
import type { OptOuts } from './opt-outs';
import { textReplyUseCases } from './text-replies';

function subject() {
  const stopped = new Map<string, string>();
  const optOuts: OptOuts = {
    isOptedOut: async (p) => stopped.has(p),
    stop: async (p, _at, source) => { stopped.set(p, source); },
    start: async (p) => { stopped.delete(p); },
  };
  const audit = recordingAudit();
  const replies = textReplyUseCases({ optOuts, audit, clock: fakeClock(), receipts: { apply: async () => 'unknown' } });
  return { replies, stopped, audit };
}

describe('a reply to our number', () => {
  it.each(['STOP', 'arrêt', 'Unsubscribe', 'DÉSABONNER'])('%s opts the sender out, audited', async (word) => {
    const { replies, stopped, audit } = subject();
    expect(await replies.inbound({ from: '+15145550199', body: word, ip: '10.0.0.1' })).toBe('opted_out');
    expect([...stopped]).toEqual([['+15145550199', 'STOP reply']]);
    expect(audit.entries).toEqual([{ action: 'text_opted_out', userId: null, dealershipId: null, ip: '10.0.0.1', detail: { phone: '+15145550199', word: word.toUpperCase(), source: 'STOP reply' } }]);
  });

  it('START (or DÉBUT) opts it back in, audited', async () => {
    const { replies, stopped, audit } = subject();
    await replies.inbound({ from: '+15145550199', body: 'STOP', ip: '' });
    expect(await replies.inbound({ from: '+15145550199', body: 'Début', ip: '' })).toBe('opted_in');
    expect(stopped.size).toBe(0);
    expect(audit.actions()).toEqual(['text_opted_out', 'text_opted_in']);
  });

  it('anything else is ignored and not audited', async () => {
    const { replies, stopped, audit } = subject();
    expect(await replies.inbound({ from: '+15145550199', body: 'Stop calling me at work', ip: '' })).toBe('ignored');
    expect(stopped.size).toBe(0);
    expect(audit.entries).toEqual([]);
  });
});

describe('a delivery receipt', () => {
  it('never moves a message backwards, and final states stay final', () => {
    const rank = { queued: 0, sending: 1, sent: 2, delivered: 3, failed: 3, opted_out: 3 } as const;
    for (const current of MESSAGE_STATES) {
      for (const status of ['sent', 'delivered', 'failed'] as const) {
        const next = afterReceipt(current, status);
        if (next !== null) expect(rank[next]).toBeGreaterThan(rank[current]);
        if (rank[current] === 3) expect(next).toBeNull();
      }
    }
    expect(afterReceipt('sent', 'delivered')).toBe('delivered');
    expect(afterReceipt('delivered', 'sent')).toBeNull();
    expect(afterReceipt('sending', 'failed')).toBe('failed');
  });
});

describe('a failed receipt naming an unsubscribed number', () => {
  const receipt = { providerId: 'SM1', messageId: null, status: 'failed' as const, reason: '21610 Attempt to send to unsubscribed recipient' };

  it('opts the number out once, audited, when the receipt was about one of our messages', async () => {
    const stopped = new Map<string, string>();
    const audit = recordingAudit();
    const replies = textReplyUseCases({
      optOuts: { isOptedOut: async (p) => stopped.has(p), stop: async (p, _at, source) => { stopped.set(p, source); }, start: async () => undefined },
      audit, clock: fakeClock(), receipts: { apply: async () => 'changed' },
    });
    expect(await replies.deliveryStatus(receipt, '+1 514 555 0177')).toBe('changed');
    expect(await replies.deliveryStatus(receipt, '+15145550177')).toBe('changed');
    expect([...stopped]).toEqual([['+15145550177', 'Twilio 21610']]);
    expect(audit.actions()).toEqual(['text_opted_out']);
  });

  it('opts nothing out for a message that is not ours, a delivered receipt, or no number', async () => {
    const { replies, stopped, audit } = subject();
    await replies.deliveryStatus(receipt, '+15145550177'); // receipts answer 'unknown'
    const ours = textReplyUseCases({ optOuts: { isOptedOut: async () => false, stop: async (p) => { stopped.set(p, 'x'); }, start: async () => undefined }, audit, clock: fakeClock(), receipts: { apply: async () => 'changed' } });
    await ours.deliveryStatus({ ...receipt, status: 'delivered', reason: null }, '+15145550177');
    await ours.deliveryStatus(receipt, null);
    expect(stopped.size).toBe(0);
    expect(audit.entries).toEqual([]);
  });
});
