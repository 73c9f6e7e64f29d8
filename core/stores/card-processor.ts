import type * as TE from 'fp-ts/TaskEither';

/**
 * Why the processor refused, as a code the screens word in the user's language:
 * - `not_connected`: the account is unknown to the processor or our access to it is already revoked;
 * - `code_refused`: an authorization code that is unknown, malformed, expired or already used;
 * - `other`: any other refusal (its words are in `message`, for the log and support).
 */
export type ProcessorRefusalReason = 'not_connected' | 'code_refused' | 'other';

/** The processor refused (an expired or used code, an unknown account): the reason, and its own words for the log. */
export interface ProcessorRefused {
  readonly _tag: 'ProcessorRefused';
  readonly reason: ProcessorRefusalReason;
  readonly message: string;
}
export const processorRefused = (reason: ProcessorRefusalReason, message: string): ProcessorRefused => ({ _tag: 'ProcessorRefused', reason, message });

/** What the dealer's browser needs to start connecting (spec 000 section 3 "Card payment provider info"). */
export interface CardProcessorInfo {
  readonly clientId: string;
  /** Where the processor sends the dealer back after they authorize (our callback). */
  readonly redirectUri: string;
}

/**
 * The card processor a dealership connects its account to (Stripe Connect OAuth or the demo's
 * simulated one). Contract, the same for every adapter (tests/conformance/card-processor.contract.ts):
 * - `connectUrl(state)` is where the dealer authorizes; it carries `state` back to `redirectUri` with a `code`.
 * - `completeConnect(code)` trades a code from that page for the connected account's id, once:
 *   an unknown, malformed or already used code is ProcessorRefused.
 * - `disconnect(accountId)` revokes our access to the account: an unknown or already disconnected
 *   account is ProcessorRefused `not_connected` with the processor's message.
 * Technical failures (the processor unreachable) reject.
 */
export interface CardProcessor {
  readonly kind: 'simulated' | 'stripe';
  info(): CardProcessorInfo;
  connectUrl(state: string): string;
  completeConnect(code: string): TE.TaskEither<ProcessorRefused, { readonly accountId: string }>;
  disconnect(accountId: string): TE.TaskEither<ProcessorRefused, void>;
}
