import type { OptOuts } from '@dealer-panel/core/messages/opt-outs';
import { providerFailure, type TextProvider } from '@dealer-panel/core/messages/providers';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import { CARRIER_UNSUBSCRIBED } from '@dealer-panel/core/messages/text-replies';

/** The account the messages go through (TWILIO_*; adapters/di/messaging-config.ts reads it). */
export interface TwilioAccount {
  readonly accountSid: string;
  readonly authToken: string;
  readonly fromNumber: string | null;
  readonly messagingServiceSid: string | null;
  /** https://api.twilio.com, or a Twilio-compatible service (a test's fake). */
  readonly apiBase: string;
}

export interface TwilioProviderOptions {
  /** The status callback's URL for a message (PUBLIC_URL + the status route + the outbox row), or none. */
  readonly statusCallback: ((messageId: number) => string) | null;
  /** Twilio 21610 (the number replied STOP to Twilio itself): recorded as an opt-out. */
  readonly optOuts: OptOuts;
  readonly clock: Clock;
  /** How long one call may take before it counts as a transient failure; default 10 s. */
  readonly timeoutMs?: number;
}

/** Twilio's error codes the product names: an invalid number, and a number that unsubscribed. */
export const INVALID_NUMBER = 21211;
export const UNSUBSCRIBED = 21610;

interface TwilioAnswer { readonly sid?: unknown; readonly code?: unknown; readonly message?: unknown }

async function answerOf(response: Response): Promise<TwilioAnswer> {
  try {
    const json: unknown = await response.json();
    return typeof json === 'object' && json !== null ? json as TwilioAnswer : {};
  } catch {
    return {};
  }
}

const reasonOf = (status: number, answer: TwilioAnswer): string => {
  const code = typeof answer.code === 'number' || typeof answer.code === 'string' ? String(answer.code) : `HTTP ${status}`;
  const message = typeof answer.message === 'string' ? answer.message : `Twilio answered ${status}`;
  return `${code} ${message}`;
};

/**
 * Text messages through Twilio's Messages REST API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, basic auth), with plain fetch: the official SDK builds its URLs from Twilio's own
 * host names (edge and region only), so TWILIO_API_BASE could only be had by rewriting every
 * request in a custom HTTP client (docs/decisions/messages.md "Text messages through Twilio"). A failure is a ProviderFailure:
 * no answer, a timeout, 429 and 5xx are transient (the relay tries again later); any other 4xx is
 * permanent with Twilio's code and words (21211 invalid number; 21610 the number replied STOP to
 * Twilio, also recorded as an opt-out), and so is a 2xx without a SID (trying again could send twice).
 */
export function twilioTextProvider(account: TwilioAccount, options: TwilioProviderOptions): TextProvider {
  const url = `${account.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'twilio',
    async send(text) {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if (account.messagingServiceSid !== null) form.set('MessagingServiceSid', account.messagingServiceSid);
      else if (account.fromNumber !== null) form.set('From', account.fromNumber);
      if (options.statusCallback !== null) form.set('StatusCallback', options.statusCallback(text.messageId));
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: unknown }).name;
        throw providerFailure(true, name === 'TimeoutError' || name === 'AbortError'
          ? `no answer from Twilio within ${timeoutMs / 1000} s`
          : `Twilio could not be reached: ${(error as { cause?: { code?: unknown } }).cause?.code ?? (error as Error).message}`);
      }
      const answer = await answerOf(response);
      if (response.ok) {
        if (typeof answer.sid === 'string' && answer.sid !== '') return { providerId: answer.sid };
        throw providerFailure(false, `Twilio answered ${response.status} without a message SID`);
      }
      const reason = reasonOf(response.status, answer);
      if (response.status === 429 || response.status >= 500) throw providerFailure(true, reason);
      if (Number(answer.code) === UNSUBSCRIBED) await options.optOuts.stop(text.to, options.clock.now(), CARRIER_UNSUBSCRIBED);
      throw providerFailure(false, reason);
    },
  };
}
