import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { DeliveryReceipt, DeliveryReceipts, ReceiptOutcome } from './delivery-receipt';
import { optOutIntent } from './message';
import type { OptOuts } from './opt-outs';
import { toE164 } from './providers';

export interface TextReplyDeps {
  readonly receipts: DeliveryReceipts;
  readonly optOuts: OptOuts;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

/** What a text a person sent to our number did. */
export type InboundOutcome = 'opted_out' | 'opted_in' | 'ignored';

/** Where an opt-out came from, as kept on message_opt_outs and in the audit trail. */
export const STOP_REPLY = 'STOP reply';
export const START_REPLY = 'START reply';
/** The carrier said the number unsubscribed (Twilio 21610), in a status callback or when the send was refused. */
export const CARRIER_UNSUBSCRIBED = 'Twilio 21610';

/**
 * The provider's calls about text messages (issue 30.2), once their signature was checked: a status
 * receipt moves the message (never backwards), and a reply of STOP / ARRÊT / UNSUBSCRIBE… opts the
 * sender's number out of everything but the one-time codes they ask for, START / DÉBUT opts it back
 * in, each recorded in the audit trail. Any other reply is ignored (no one reads this inbox).
 */
export function textReplyUseCases(deps: TextReplyDeps) {
  return {
    /**
     * A provider's receipt, stamped with the time it arrived. A failure because the number had
     * unsubscribed at the carrier (Twilio 21610, `unsubscribedTo` the number) also opts it out here,
     * audited, as the relay does when Twilio refuses the send itself: nothing more goes to it.
     */
    async deliveryStatus(receipt: Omit<DeliveryReceipt, 'at'>, unsubscribedTo: string | null = null): Promise<ReceiptOutcome> {
      const at = deps.clock.now();
      const outcome = await deps.receipts.apply({ ...receipt, at });
      const phone = unsubscribedTo === null ? null : toE164(unsubscribedTo);
      if (receipt.status === 'failed' && phone !== null && outcome !== 'unknown' && !(await deps.optOuts.isOptedOut(phone))) {
        await deps.optOuts.stop(phone, at, CARRIER_UNSUBSCRIBED);
        await deps.audit.record({ action: 'text_opted_out', userId: null, dealershipId: null, ip: '', detail: { phone, word: null, source: CARRIER_UNSUBSCRIBED } });
      }
      return outcome;
    },

    async inbound(input: { readonly from: string; readonly body: string; readonly ip: string }): Promise<InboundOutcome> {
      const intent = optOutIntent(input.body);
      if (intent === null) return 'ignored';
      // Twilio sends E.164 already; a number of another country is kept as it came.
      const phone = toE164(input.from) ?? input.from.trim();
      if (phone === '') return 'ignored';
      const at = deps.clock.now();
      const word = input.body.trim().toUpperCase();
      if (intent === 'stop') await deps.optOuts.stop(phone, at, STOP_REPLY);
      else await deps.optOuts.start(phone, at, START_REPLY);
      await deps.audit.record({
        action: intent === 'stop' ? 'text_opted_out' : 'text_opted_in', userId: null, dealershipId: null, ip: input.ip,
        detail: { phone, word, source: intent === 'stop' ? STOP_REPLY : START_REPLY },
      });
      return intent === 'stop' ? 'opted_out' : 'opted_in';
    },
  };
}

export type TextReplyUseCases = ReturnType<typeof textReplyUseCases>;
