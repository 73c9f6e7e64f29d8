import type { TFunction } from 'i18next';
import type { TimelineEntryBody } from '../../../../adapters/http/contract/orders/timeline';
import { timelineEventKey } from '@dealer-panel/core/orders/timeline-events';
import type { Locale } from '../../../../adapters/http/contract/common';
import { formatZonedDateTime } from '../../../shared/format';

const MESSAGE_CODES = { message_kind: 'desk:timeline.message_kind', channel: 'desk:timeline.message_channel', reason: 'desk:timeline.message_reason' } as const;

/** Detail values that are codes the interface words itself (a payment type): per event, the detail key's wording prefix. */
const CODED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'status.created': { payment_type: 'orders.payment_type' },
  'deal.payment_type_changed': { from: 'orders.payment_type', to: 'orders.payment_type' },
  'step.quote_created': { method: 'orders.payment_type' },
  // Issue 30.4: a message about the deal, in its current state.
  ...Object.fromEntries(['queued', 'sending', 'sent', 'delivered', 'failed', 'opted_out'].map((state) => [`message.${state}`, MESSAGE_CODES])),
};

/** Detail values that are comma-separated lists of codes (the fields the DMS refused): each worded, a code unknown to this build shown as is. */
const CODED_LISTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'dms.refused': { fields: 'dms:field' },
};

/**
 * One entry as a sentence in the interface's language: `desk:timeline.events.<event>` with the
 * entry's detail (coded values worded first); an event this build does not know yet is shown by
 * its code rather than hidden.
 */
export interface TimelineFormats {
  readonly money: (cents: number) => string;
  readonly dateTime: (iso: string) => string;
}

const plain: TimelineFormats = { money: String, dateTime: String };

export function entrySentence(entry: TimelineEntryBody, t: TFunction, formats: TimelineFormats = plain): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(entry.detail)) {
    const coded = CODED[entry.event]?.[key];
    const codedList = CODED_LISTS[entry.event]?.[key];
    if (coded !== undefined && typeof value === 'string') values[key] = t(`${coded}.${value}`);
    else if (codedList !== undefined && typeof value === 'string') values[key] = value.split(',').filter((c) => c !== '').map((c) => t(`${codedList}.${c}`, { defaultValue: c })).join(', ');
    else if (key.endsWith('_cents') && typeof value === 'number') values[key.slice(0, -'_cents'.length)] = formats.money(value);
    else if (key === 'at' && typeof value === 'string') values[key] = formats.dateTime(value);
    // i18next picks a plural form (`_one`, `_other`) from a numeric count only.
    else if (key === 'count' && typeof value === 'number') values[key] = value;
    else values[key] = String(value ?? '');
  }
  // A refund or transfer for "another reason" says it; a listed reason is named on the deposit screen.
  if (typeof entry.detail['other_reason'] === 'string' && entry.detail['other_reason'] !== '') {
    return `${t(key(entry), { ...values, defaultValue: entry.event })} — ${entry.detail['other_reason']}`;
  }
  return t(key(entry), { ...values, defaultValue: entry.event });
}

const key = (entry: TimelineEntryBody): string => `desk:timeline.events.${timelineEventKey(entry.event)}`;

/** When an entry happened, at the store's clock with its zone named ("2026-03-01 5 h 00 HNE"), as the appointment picker shows times. */
export function entryTime(at: string, locale: Locale, timeZone: string): string {
  return formatZonedDateTime(new Date(at), locale, timeZone);
}
