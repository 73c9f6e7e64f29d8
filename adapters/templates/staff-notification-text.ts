import type { NotificationDetail, NotificationKind } from '@dealer-panel/core/notifications/notification';

type Texts = Readonly<Record<string, string>>;

const LOCALES: Readonly<Record<string, string>> = { en_CA: 'en-CA', en_US: 'en-US', fr_CA: 'fr-CA' };
// A notification kept before amounts carried their currency and times their store's zone was worded
// in CAD and Toronto's time (the first market's); such rows read as they did (docs/decisions/notifications.md).
const EARLIER_CURRENCY = 'CAD';
const EARLIER_TIME_ZONE = 'America/Toronto';

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * "$500.00" in English, "500,00 $" in French; the dollar named when it is not the reader's own
 * ("US$500.00" to a Canadian reader, "CA$500.00" to an American one, "500,00 $ US" in French):
 * staff of a group may read about a store of the other country.
 */
export function moneyText(language: string, cents: number, currency: string = EARLIER_CURRENCY): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-CA', { style: 'currency', currency, currencyDisplay: 'symbol' }).format(cents / 100);
}

/** "Dec 2, 2026, 10:30 a.m. PST" / "2 déc. 2026, 10 h 30 HNP": at the store's clock, its zone named. */
export function timeText(language: string, iso: string, timeZone: string = EARLIER_TIME_ZONE): string {
  const tag = LOCALES[language] ?? 'en-CA';
  const at = new Date(iso);
  const zone = new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const text = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  return zone === undefined ? text : `${text} ${zone}`;
}

/** The one sentence of a notification ("Marie Tremblay paid a deposit of $500.00") from the locale's messages. */
export function notificationSentence(m: Texts, language: string, kind: NotificationKind, d: NotificationDetail): string {
  const values = {
    customer: d.customerName,
    ...(d.amountCents === undefined ? {} : { amount: moneyText(language, d.amountCents, d.currency) }),
    ...(d.at === undefined ? {} : { at: timeText(language, d.at, d.timeZone) }),
  };
  const plain = (kind === 'customer_paid_deposit' && d.amountCents === undefined) || (kind === 'customer_submits_appointment' && d.at === undefined);
  const key = `staff_notification_${kind}${plain ? '_plain' : ''}`;
  return fill(m[key] ?? key, values);
}
