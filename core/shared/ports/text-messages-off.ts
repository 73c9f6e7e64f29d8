/**
 * Text messages were asked for while none can be sent: no Twilio account is configured (production
 * without TWILIO_*). The screens do not offer text then; this is the server's answer when asked anyway.
 */
export type TextMessagesOff = { readonly _tag: 'TextMessagesOff' };
export const textMessagesOff: TextMessagesOff = { _tag: 'TextMessagesOff' };
