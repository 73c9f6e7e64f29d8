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
