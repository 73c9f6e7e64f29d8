import { describe, expect, it } from 'vitest';
import type { NotificationBody } from '../../../adapters/http/contract/notifications/notifications';
import { createI18n } from '../../shared/i18n';
import { notificationSentence } from './notification-sentence';

const n = (extra: Partial<NotificationBody>): NotificationBody => ({
  id: 1, kind: 'customer_paid_deposit', customer: { id: 5, name: 'Marie Tremblay' }, order: 12, detail: { amount_cents: 50000 }, created: '2026-06-01T14:00:00.000Z', read: false, ...extra,
});

describe('a notification in a sentence', () => {
  it('words a deposit with its amount in English and Québec French', () => {
    const en = createI18n('en_CA');
    expect(notificationSentence(en.getFixedT('en_CA', 'notifications'), 'en_CA', n({}))).toBe('Marie Tremblay paid a deposit of $500.00');
    const fr = createI18n('fr_CA');
    expect(notificationSentence(fr.getFixedT('fr_CA', 'notifications'), 'fr_CA', n({}))).toBe('Marie Tremblay a versé un dépôt de 500,00\u00a0$');
  });

  it("words a US store's deposit in US dollars and its appointment at the store's clock (Los Angeles), not Toronto's", () => {
    const en = createI18n('en_US').getFixedT('en_US', 'notifications');
    const fr = createI18n('fr_CA').getFixedT('fr_CA', 'notifications');
    const deposit = n({ detail: { amount_cents: 50000, currency: 'USD' } });
    expect(notificationSentence(en, 'en_US', deposit)).toBe('Marie Tremblay paid a deposit of $500.00');
    expect(notificationSentence(fr, 'fr_CA', deposit)).toBe('Marie Tremblay a versé un dépôt de 500,00\u00a0$\u00a0US');
    const asked = n({ kind: 'customer_submits_appointment', detail: { at: '2026-06-03T14:30:00Z', time_zone: 'America/Los_Angeles' } });
    expect(notificationSentence(en, 'en_US', asked)).toBe('Marie Tremblay asked for an appointment on 06/03/2026 7:30\u00a0AM\u00a0PDT');
    expect(notificationSentence(fr, 'fr_CA', asked)).toBe('Marie Tremblay a demandé un rendez-vous le 2026-06-03 07\u00a0h\u00a030\u00a0HAP');
  });

  it("words a Canadian store's amount in CAD, named for an American reader, and a row of before in CAD and Toronto's time", () => {
    const en = createI18n('en_US').getFixedT('en_US', 'notifications');
    expect(notificationSentence(en, 'en_US', n({ detail: { amount_cents: 50000, currency: 'CAD' } }))).toBe('Marie Tremblay paid a deposit of CA$500.00');
    expect(notificationSentence(en, 'en_US', n({ kind: 'customer_submits_appointment', detail: { at: '2026-06-03T14:30:00Z' } }))).toBe('Marie Tremblay asked for an appointment on 06/03/2026 10:30\u00a0AM\u00a0EDT');
  });

  it('words every kind, with and without its detail, never showing a key or a placeholder', () => {
    const fr = createI18n('fr_CA');
    const t = fr.getFixedT('fr_CA', 'notifications');
    for (const kind of ['customer_creates_account', 'customer_submits_trade_in', 'customer_submits_credit_app', 'customer_paid_deposit', 'customer_submits_appointment', 'customer_opens_tokenized_link'] as const) {
      for (const detail of [{}, { amount_cents: 100, at: '2026-06-03T14:30:00Z' }]) {
        const text = notificationSentence(t, 'fr_CA', n({ kind, detail, customer: { id: 5, name: 'Zoé <b>' } }));
        expect(text).toMatch(/^Zoé <b> /);
        expect(text).not.toMatch(/sentence\.|\{\{/);
      }
    }
    expect(notificationSentence(t, 'fr_CA', n({ kind: 'customer_submits_appointment', detail: {} }))).toBe('Marie Tremblay a demandé un rendez-vous');
  });
});
