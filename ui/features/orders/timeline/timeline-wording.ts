import type { TFunction } from 'i18next';
import type { TimelineEntryBody } from '../../../../adapters/http/contract/timeline';

/** Detail values that are codes the interface words itself (a payment type): per event, the detail key's wording prefix. */
const CODED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'status.created': { payment_type: 'orders.payment_type' },
  'deal.payment_type_changed': { from: 'orders.payment_type', to: 'orders.payment_type' },
};

/**
 * One entry as a sentence in the interface's language: `desk:timeline.events.<event>` with the
 * entry's detail (coded values worded first); an event this build does not know yet is shown by
 * its code rather than hidden.
 */
export function entrySentence(entry: TimelineEntryBody, t: TFunction): string {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(entry.detail)) {
    const coded = CODED[entry.event]?.[key];
    values[key] = coded !== undefined && typeof value === 'string' ? t(`${coded}.${value}`) : String(value ?? '');
  }
  const key = `desk:timeline.events.${entry.event.replace('.', '_')}`;
  return t(key, { ...values, defaultValue: entry.event });
}
