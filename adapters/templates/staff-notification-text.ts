import type { NotificationDetail, NotificationKind } from '@dealer-panel/core/notifications/notification';

type Texts = Readonly<Record<string, string>>;

const LOCALES: Readonly<Record<string, string>> = { en_CA: 'en-CA', en_US: 'en-US', fr_CA: 'fr-CA' };
// Dealerships carry no time zone yet; the demo stores are in Quebec and Ontario (docs/decisions.md, issue 14.6).
const TIME_ZONE = 'America/Toronto';

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** "$500.00" in English, "500,00 $" in French. */
export function moneyText(language: string, cents: number): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

/** "Dec 2, 2026, 10:30 a.m." / "2 déc. 2026, 10 h 30", at the stores' time. */
export function timeText(language: string, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** The one sentence of a notification ("Marie Tremblay paid a deposit of $500.00") from the locale's messages. */
export function notificationSentence(m: Texts, language: string, kind: NotificationKind, d: NotificationDetail): string {
  const values = { customer: d.customerName, ...(d.amountCents === undefined ? {} : { amount: moneyText(language, d.amountCents) }), ...(d.at === undefined ? {} : { at: timeText(language, d.at) }) };
  const plain = (kind === 'customer_paid_deposit' && d.amountCents === undefined) || (kind === 'customer_submits_appointment' && d.at === undefined);
  const key = `staff_notification_${kind}${plain ? '_plain' : ''}`;
  return fill(m[key] ?? key, values);
}
