import { describe, expect, it } from 'vitest';
import { localeMessageTemplates } from './locale-message-templates';

const link = 'https://panel.test/dealer/customers/5';

describe('the staff notification e-mail', () => {
  it('words a deposit with its amount in English and in Québec French', () => {
    const en = localeMessageTemplates.staffNotificationEmail('en_CA', { kind: 'customer_paid_deposit', detail: { customerName: 'Marie Tremblay', amountCents: 50000 }, link });
    expect(en.subject).toBe('Marie Tremblay paid a deposit of $500.00');
    expect(en.body).toContain(link);
    const fr = localeMessageTemplates.staffNotificationEmail('fr_CA', { kind: 'customer_paid_deposit', detail: { customerName: 'Marie Tremblay', amountCents: 50000 }, link });
    expect(fr.subject.replace(/\s/g, ' ')).toBe('Marie Tremblay a versé un dépôt de 500,00 $');
    expect(fr.body).toContain('Ouvrez la fiche du client');
  });

  it("words a US store's deposit in US dollars, named for a Canadian reader", () => {
    const usd = { customerName: 'Ava Smith', amountCents: 50000, currency: 'USD' } as const;
    expect(localeMessageTemplates.staffNotificationEmail('en_US', { kind: 'customer_paid_deposit', detail: usd, link }).subject).toBe('Ava Smith paid a deposit of $500.00');
    expect(localeMessageTemplates.staffNotificationEmail('en_CA', { kind: 'customer_paid_deposit', detail: usd, link }).subject).toBe('Ava Smith paid a deposit of US$500.00');
    expect(localeMessageTemplates.staffNotificationEmail('fr_CA', { kind: 'customer_paid_deposit', detail: usd, link }).subject.replace(/\s/g, ' ')).toBe('Ava Smith a versé un dépôt de 500,00 $ US');
    const cad = { ...usd, currency: 'CAD' } as const;
    expect(localeMessageTemplates.staffNotificationEmail('en_US', { kind: 'customer_paid_deposit', detail: cad, link }).subject).toBe('Ava Smith paid a deposit of CA$500.00');
  });

  it("words an appointment at the store's clock with its zone named", () => {
    const la = localeMessageTemplates.staffNotificationEmail('en_US', { kind: 'customer_submits_appointment', detail: { customerName: 'Ava', at: '2026-12-02T18:30:00Z', timeZone: 'America/Los_Angeles' }, link });
    expect(la.subject.replace(/\s/g, ' ')).toBe('Ava asked for an appointment on Dec 2, 2026, 10:30 AM PST');
    const fr = localeMessageTemplates.staffNotificationEmail('fr_CA', { kind: 'customer_submits_appointment', detail: { customerName: 'Ava', at: '2026-06-03T14:30:00Z', timeZone: 'America/Toronto' }, link });
    expect(fr.subject.replace(/\s/g, ' ')).toMatch(/^Ava a demandé un rendez-vous le 3 juin 2026, 10 h 30 HAE/);
  });

  it('words an appointment with its time, and without one when none is given', () => {
    const at = localeMessageTemplates.staffNotificationEmail('en_US', { kind: 'customer_submits_appointment', detail: { customerName: 'Ava', at: '2026-12-02T15:30:00Z' }, link });
    expect(at.subject).toMatch(/^Ava asked for an appointment on Dec 2, 2026, 10:30/);
    const plain = localeMessageTemplates.staffNotificationEmail('fr_CA', { kind: 'customer_submits_appointment', detail: { customerName: 'Ava' }, link });
    expect(plain.subject).toBe('Ava a demandé un rendez-vous');
  });

  it('falls back to Canadian English for an unknown language', () => {
    expect(localeMessageTemplates.staffNotificationEmail('xx', { kind: 'customer_creates_account', detail: { customerName: 'Ava' }, link }).subject).toBe('Ava created an account');
  });
});
