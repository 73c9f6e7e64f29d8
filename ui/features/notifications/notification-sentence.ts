import type { TFunction } from 'i18next';
import type { NotificationBody } from '../../../adapters/http/contract/notifications/notifications';
import type { Locale } from '../../../adapters/http/contract/common';
import { formatMoneyNamed, formatZonedDateTime } from '../../shared/format';

// Notifications kept before they carried a currency and a zone were told in CAD and Toronto's time (the e-mail's).
const EARLIER_CURRENCY = 'CAD';
const EARLIER_TIME_ZONE = 'America/Toronto';

/**
 * "Marie Tremblay paid a deposit of $500.00" in the user's language (namespace `notifications`):
 * the amount in the deal's currency (named when it is not the reader's dollar), the time at the
 * store's clock with its zone, as the e-mail words them.
 */
export function notificationSentence(t: TFunction<'notifications'>, locale: Locale, n: NotificationBody): string {
  const { amount_cents: amount, at, currency = EARLIER_CURRENCY, time_zone: zone = EARLIER_TIME_ZONE } = n.detail;
  const plain = (n.kind === 'customer_paid_deposit' && amount === undefined) || (n.kind === 'customer_submits_appointment' && at === undefined);
  return t(`sentence.${n.kind}${plain ? '_plain' : ''}`, {
    customer: n.customer.name,
    ...(amount === undefined ? {} : { amount: formatMoneyNamed(amount, locale, currency) }),
    ...(at === undefined ? {} : { at: formatZonedDateTime(new Date(at), locale, zone) }),
    interpolation: { escapeValue: false },
  });
}
