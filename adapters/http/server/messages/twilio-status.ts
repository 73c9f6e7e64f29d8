import type { DeliveryReceipt, ReceiptStatus } from '@dealer-panel/core/messages/delivery-receipt';
import type { TwilioStatusForm } from '../../contract/messages/messages';

/** Twilio's MessageStatus values the outbox acts on; the others (accepted, scheduled, queued, sending, receiving…) change nothing. */
const STATUSES: Readonly<Record<string, ReceiptStatus>> = {
  sent: 'sent', delivered: 'delivered', read: 'delivered', undelivered: 'failed', failed: 'failed', canceled: 'failed',
};

/** Twilio's words for the delivery errors a status callback names by code only (https://www.twilio.com/docs/api/errors). */
const ERROR_WORDS: Readonly<Record<string, string>> = {
  30001: 'Queue overflow', 30002: 'Account suspended', 30003: 'Unreachable destination handset', 30004: 'Message blocked',
  30005: 'Unknown destination handset', 30006: 'Landline or unreachable carrier', 30007: 'Message filtered by the carrier',
  30008: 'Unknown error', 30010: 'Message price exceeds max price', 21610: 'Attempt to send to unsubscribed recipient',
  21211: 'Invalid \'To\' phone number', 21614: '\'To\' number is not a valid mobile number',
};

/** The receipt a status callback makes, or null for a status that moves nothing. */
export function receiptOf(form: TwilioStatusForm, messageId: number | null): Omit<DeliveryReceipt, 'at'> | null {
  const status = STATUSES[form.MessageStatus.toLowerCase()];
  if (status === undefined) return null;
  const code = form.ErrorCode?.trim() ?? '';
  const words = form.ErrorMessage?.trim() || ERROR_WORDS[code] || '';
  const reason = status !== 'failed' ? null : code === '' ? `Twilio: ${form.MessageStatus}` : `${code} ${words || form.MessageStatus}`;
  return { providerId: form.MessageSid, messageId, status, reason };
}

/** The outbox row a StatusCallback URL names (`?message=123`), or null. */
export function messageIdOf(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | null)?.['message'];
  return typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

/** The number a failed status names as unsubscribed at the carrier (ErrorCode 21610, as adapters/sms's UNSUBSCRIBED), else null. */
export function unsubscribedNumberOf(form: TwilioStatusForm): string | null {
  return form.ErrorCode?.trim() === '21610' && form.To !== undefined && form.To.trim() !== '' ? form.To : null;
}
