import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntryBody } from '../../../../adapters/http/contract/orders/timeline';
import { entrySentence, entryTime } from './timeline-wording';
import enDesk from '../../../../locales/en-CA/desk.json';
import frDesk from '../../../../locales/fr-CA/desk.json';
import enCommon from '../../../../locales/en-CA/common.json';
import frCommon from '../../../../locales/fr-CA/common.json';
import enDms from '../../../../locales/en-CA/dms.json';
import frDms from '../../../../locales/fr-CA/dms.json';

const entry = (event: string, detail: TimelineEntryBody['detail'] = {}): TimelineEntryBody =>
  ({ id: 1, at: '2026-03-01T10:00:00Z', kind: 'status', event, actor: 'dealer', actor_name: 'Raj Patel', detail });

describe('timeline wording', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ lng: 'en', defaultNS: 'common', interpolation: { escapeValue: false }, resources: { en: { desk: enDesk, common: enCommon, dms: enDms }, fr: { desk: frDesk, common: frCommon, dms: frDms } } });
  });

  it('words an event with its detail, coded values in the language', async () => {
    expect(entrySentence(entry('deal.payment_type_changed', { from: 'finance', to: 'lease' }), i18n.t)).toBe('Payment type changed from Finance to Lease');
    await i18n.changeLanguage('fr');
    expect(entrySentence(entry('status.created', { payment_type: 'cash' }), i18n.t)).toMatch(/^Transaction créée \(.+\)$/);
    expect(entrySentence(entry('note.changed', { note: 'Rappeler' }), i18n.t)).toBe('Note modifiée : « Rappeler »');
    await i18n.changeLanguage('en');
  });

  it('words the fields the DMS refused, each in the language; a field this build does not know by its code', async () => {
    const refused = entry('dms.refused', { push_id: 3, fields: 'customer.phone,vehicle.vin,customer.shoe_size' });
    expect(entrySentence(refused, i18n.t)).toBe("The DMS refused the deal: fields to fix (Customer's phone, Vehicle's VIN, customer.shoe_size)");
    await i18n.changeLanguage('fr');
    expect(entrySentence(refused, i18n.t)).toMatch(/^Le DMS a refusé la transaction : champs à corriger \(Téléphone du client, NIV du véhicule, customer\.shoe_size\)$/);
    await i18n.changeLanguage('en');
  });

  it('shows an event this build does not know by its code rather than hiding it', () => {
    expect(entrySentence(entry('deposit.teleported'), i18n.t)).toBe('deposit.teleported');
  });
});

describe('the time of an entry', () => {
  it("is read at the store's clock with its zone named, whatever the browser's zone (issue 29 item 2)", () => {
    const at = entry('status.created').at;
    expect(entryTime(at, 'en_CA', 'America/Vancouver')).toBe('2026-03-01 2:00\u00a0a.m.\u00a0PST');
    expect(entryTime(at, 'fr_CA', 'America/Toronto')).toBe('2026-03-01 05\u00a0h\u00a000\u00a0HNE');
  });
});

describe('timeline wording of money', () => {
  it('words an amount in cents with the money formatter, and adds the free-text reason', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', defaultNS: 'common', resources: { en: { desk: enDesk, common: enCommon } } });
    const refund = entry('deposit.refunded', { amount_cents: 25000, other_reason: 'Customer bought elsewhere' });
    expect(entrySentence(refund, i18n.t, { money: (cents) => `$${(cents / 100).toFixed(2)}`, dateTime: String })).toBe('$250.00 of the deposit refunded — Customer bought elsewhere');
    expect(entrySentence(entry('appointment.confirmed', { at: '2026-12-01T15:00:00.000Z' }), i18n.t, { money: String, dateTime: () => 'Dec 1, 10:00' })).toBe('Appointment confirmed for Dec 1, 10:00');
  });
});
