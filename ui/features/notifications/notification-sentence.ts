import type { TFunction } from 'i18next';
import type { NotificationBody } from '../../../adapters/http/contract/notifications';
import type { Locale } from '../../../adapters/http/contract/common';
import { formatDateTime, formatMoney } from '../../shared/format';

/** "Marie Tremblay paid a deposit of $500.00" in the user's language (namespace `notifications`). */
export function notificationSentence(t: TFunction<'notifications'>, locale: Locale, n: NotificationBody): string {
  const { amount_cents: amount, at } = n.detail;
  const plain = (n.kind === 'customer_paid_deposit' && amount === undefined) || (n.kind === 'customer_submits_appointment' && at === undefined);
  return t(`sentence.${n.kind}${plain ? '_plain' : ''}`, {
    customer: n.customer.name,
    ...(amount === undefined ? {} : { amount: formatMoney(amount, locale) }),
    ...(at === undefined ? {} : { at: formatDateTime(new Date(at), locale) }),
    interpolation: { escapeValue: false },
  });
}
