import { describe, expect, it } from 'vitest';
import { localeCustomerMessages as m } from './locale-customer-messages';

describe('the deposit receipt e-mail', () => {
  const facts = { customerName: 'Chloé Tremblay', dealershipName: 'Auto Laval', vehicle: '2024 Honda Civic Sport', paidCents: 50_000, refundedCents: 12_345, currency: 'CAD' as const };
  it('tells what was paid and refunded, in Québec French with French money', () => {
    const mail = m.depositReceiptEmail('fr_CA', facts);
    expect(mail.subject).toBe('Votre reçu de dépôt de Auto Laval');
    expect(mail.body).toContain('Bonjour Chloé Tremblay');
    expect(mail.body).toMatch(/Payé : 500,00\s\$/);
    expect(mail.body).toMatch(/Remboursé : 123,45\s\$/);
  });
  it('in English otherwise', () => {
    const mail = m.depositReceiptEmail('en_CA', facts);
    expect(mail.body).toContain('Paid: $500.00');
    expect(m.depositReceiptEmail('de_DE', facts).subject).toBe('Your deposit receipt from Auto Laval');
  });
});
