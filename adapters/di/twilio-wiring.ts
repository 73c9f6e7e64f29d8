import { textReplyUseCases } from '@dealer-panel/core/messages/text-replies';
import type { TextProvider } from '@dealer-panel/core/messages/providers';
import { messageRoutes } from '../http/contract/messages/message-routes';
import type { ServerDeps } from '../http/server/server-deps';
import { twilioTextProvider } from '../sms/twilio-text-provider';
import type { TwilioConfig } from './messaging-config';
import type { Ports } from './ports';

export interface TwilioWiring {
  /** The relay's text provider; null when TWILIO_* is not set (texts stay in the outbox: the demo's inbox). */
  readonly textProvider: TextProvider | null;
  /** The status callback and inbound routes' part of the server's deps (absent: they answer 404). */
  readonly serverDeps: Pick<ServerDeps, 'twilioWebhooks'>;
}

/**
 * Twilio (issue 30.2), when configured: the provider the relay hands texts to, each with a status
 * callback at PUBLIC_URL naming its outbox row, and the webhooks' token, address and use cases.
 */
export function twilioWiring(p: Ports, twilio: TwilioConfig | null, publicUrl: string): TwilioWiring {
  if (twilio === null) return { textProvider: null, serverDeps: {} };
  const base = publicUrl.replace(/\/+$/, '');
  return {
    textProvider: twilioTextProvider(twilio, { statusCallback: (id) => `${base}${messageRoutes.twilioStatus.path}?message=${id}`, optOuts: p.optOuts, clock: p.clock }),
    serverDeps: { twilioWebhooks: { authToken: twilio.authToken, publicUrl: base, replies: textReplyUseCases({ receipts: p.deliveryReceipts, optOuts: p.optOuts, audit: p.audit, clock: p.clock }) } },
  };
}
