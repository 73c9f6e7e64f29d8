/**
 * What the product sends and what becomes of it (issue 30). A message is written to the outbox with
 * the change that caused it (`queued`), then the relay hands it to its provider once.
 *
 *   queued ─► sending ─► sent ─► delivered          (the provider's status callback)
 *     │          │         └───► failed             (undelivered / bounced later)
 *     │          └─► queued (a transient failure: retried after a doubling wait) ─► … ─► failed (the last try)
 *     └─► opted_out (a text to a number that replied STOP; one-time codes the person asked for still go)
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'opted_out'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

import type { MessageKind } from '../shared/message-meta';

/** One-time codes go at once (no queue wait) and reach a number that opted out: the person asked for them. */
export const skipsQueueWait = (kind: MessageKind): boolean => kind === 'one_time_code';
export const ignoresOptOut = (kind: MessageKind): boolean => kind === 'one_time_code';

/** The words that opt a number out of, and back into, the store's text messages (Twilio's defaults and their French). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'ARRÊT', 'DESABONNER', 'DÉSABONNER'] as const;
export const START_WORDS = ['START', 'YES', 'UNSTOP', 'DEBUT', 'DÉBUT'] as const;

/** What an inbound text asks: stop, start again, or nothing the product acts on. */
export function optOutIntent(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase().replace(/[.!]+$/, '');
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}
