import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TIMELINE_EVENTS, timelineEventKey } from '@dealer-panel/core/orders/timeline-events';
import { entrySentence } from './timeline-wording';
import enCADesk from '../../../../locales/en-CA/desk.json';
import enUSDesk from '../../../../locales/en-US/desk.json';
import frCADesk from '../../../../locales/fr-CA/desk.json';
import enCommon from '../../../../locales/en-CA/common.json';
import frCommon from '../../../../locales/fr-CA/common.json';

const LOCALES = { 'en-CA': enCADesk, 'en-US': enUSDesk, 'fr-CA': frCADesk } as const;

/** The sentence of an event in a locale: its own key, or the plural forms i18next picks from (`_one`, `_other`). */
function wordings(events: Readonly<Record<string, string>>, event: string): readonly string[] {
  const key = timelineEventKey(event);
  return [events[key], events[`${key}_one`], events[`${key}_other`]].filter((w): w is string => typeof w === 'string' && w.trim() !== '');
}

/**
 * Issue 29 item 2: every event core records (the one list its recorders are typed against) is worded
 * in every locale, so a deal's history never shows a raw code such as `step.quote_created`.
 */
describe('the timeline events are worded in every locale', () => {
  it.each(Object.keys(LOCALES))('%s words every event core records', (locale) => {
    const events = LOCALES[locale as keyof typeof LOCALES].timeline.events as Readonly<Record<string, string>>;
    const missing = TIMELINE_EVENTS.filter((e) => wordings(events, e).length === 0);
    expect(missing, `${locale} desk:timeline.events lacks`).toEqual([]);
  });

  it('words no event core does not record (a stale wording is a renamed event)', () => {
    const known = new Set(TIMELINE_EVENTS.map(timelineEventKey));
    const stale = Object.keys(enCADesk.timeline.events).map((k) => k.replace(/_(one|other)$/, '')).filter((k) => !known.has(k));
    expect(stale).toEqual([]);
  });

  it('words a plural count in the plural in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', defaultNS: 'common', interpolation: { escapeValue: false }, resources: { en: { desk: enCADesk, common: enCommon }, fr: { desk: frCADesk, common: frCommon } } });
    const sent = (count: number) => ({ id: 1, at: '2026-03-01T10:00:00Z', kind: 'message' as const, event: 'message.quotes_sent', actor: 'dealer' as const, actor_name: null, detail: { channel: 'email', count } });
    expect(entrySentence(sent(1), i18n.t)).toBe('1 quote emailed to the customer');
    expect(entrySentence(sent(3), i18n.t)).toBe('3 quotes emailed to the customer');
    await i18n.changeLanguage('fr');
    expect(entrySentence(sent(1), i18n.t)).toBe('1 soumission envoyée au client par courriel');
    expect(entrySentence(sent(2), i18n.t)).toBe('2 soumissions envoyées au client par courriel');
    expect(entrySentence({ ...sent(1), event: 'step.quote_created', detail: { quote: 4, method: 'lease', vehicle: 'Honda Civic 2024' } }, i18n.t)).toMatch(/^Soumission ajoutée : Honda Civic 2024 \(.+\)$/);
  });
});
