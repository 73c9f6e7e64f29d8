import { describe, expect, it } from 'vitest';
import { guessCustomerMapping } from './customer-columns';

describe('guessCustomerMapping', () => {
  it('reads a Salesforce-like English export', () => {
    const m = guessCustomerMapping(['First Name', 'Last Name', 'Email', 'Mobile', 'Home Phone', 'Mailing Street', 'Mailing City', 'Mailing State', 'Mailing Zip', 'Owner Email', 'Created Date']);
    expect(m).toEqual({
      first_name: ['First Name'], last_name: ['Last Name'], email: ['Email'], mobile_phone: ['Mobile'], home_phone: ['Home Phone'],
      address_line_1: ['Mailing Street'], city: ['Mailing City'], province: ['Mailing State'], postal_code: ['Mailing Zip'], rep_email: ['Owner Email'], created: ['Created Date'],
    });
  });
  it('reads a Québec French export, accents or not', () => {
    const m = guessCustomerMapping(['Prénom', 'NOM', 'Courriel', 'Cellulaire', 'Adresse', 'Ville', 'Province', 'Code postal', 'Langue', 'Représentant', 'Consentement LCAP', 'Date du consentement', 'Commentaires']);
    expect(m.first_name).toEqual(['Prénom']);
    expect(m.last_name).toEqual(['NOM']);
    expect(m.email).toEqual(['Courriel']);
    expect(m.mobile_phone).toEqual(['Cellulaire']);
    expect(m.postal_code).toEqual(['Code postal']);
    expect(m.language).toEqual(['Langue']);
    expect(m.rep_email).toEqual(['Représentant']);
    expect(m.email_consent).toEqual(['Consentement LCAP']);
    expect(m.email_consent_date).toEqual(['Date du consentement']);
    expect(m.note).toEqual(['Commentaires']);
  });
  it('takes a one-column name as the full name to split', () => {
    expect(guessCustomerMapping(['Customer Name', 'E-mail'])).toEqual({ full_name: ['Customer Name'], email: ['E-mail'] });
  });
  it('guesses nothing from unknown headers', () => {
    expect(guessCustomerMapping(['foo', 'bar'])).toEqual({});
  });
});
