import { describe, expect, it } from 'vitest';
import { normalEmail, normalName, normalPhone, normalPostalCode, scorePair, isLikelyDuplicate } from './duplicate-score';
import { joinNotes, mergeFields, mergedCustomerFields } from './customer-merge';
import type { CustomerFields } from './customer';

const p = (id: number, firstName: string, lastName: string, email = '', phone = '', postalCode = '') => ({ id, firstName, lastName, email, phone, postalCode });

describe('scorePair', () => {
  it('finds Éloïse and Eloise Tremblay at the same postal code (name_postal_code, 40: listed)', () => {
    const s = scorePair(p(1, 'Éloïse', 'Tremblay', '', '', 'H2X 1Y4'), p(2, 'ELOISE', 'tremblay', '', '', 'h2x1y4'));
    expect(s).toEqual({ score: 40, reasons: ['name_postal_code'] });
    expect(isLikelyDuplicate(s)).toBe(true);
  });

  it('scores the same name alone 20: not listed', () => {
    const s = scorePair(p(1, 'Marc', 'Côté', '', '', 'H2X 1Y4'), p(2, 'Marc', 'Cote', '', '', 'M5V 2T6'));
    expect(s).toEqual({ score: 20, reasons: ['name'] });
    expect(isLikelyDuplicate(s)).toBe(false);
  });

  it('matches a phone whatever its format, and caps the score at 100', () => {
    expect(scorePair(p(1, 'A', 'B', '', '(514) 555-0123'), p(2, 'C', 'D', '', '+1 514.555.0123'))).toEqual({ score: 40, reasons: ['phone'] });
    expect(scorePair(p(1, 'Zoé', 'Roy', 'Z@x.ca', '5145550123', 'H2X 1Y4'), p(2, 'zoe', 'ROY', 'z@x.ca ', '514-555-0123', 'H2X1Y4')))
      .toEqual({ score: 100, reasons: ['email', 'phone', 'name_postal_code'] });
  });

  it('never matches on blanks', () => {
    expect(scorePair(p(1, '', ''), p(2, '', ''))).toEqual({ score: 0, reasons: [] });
  });
});

describe('normalisers', () => {
  it('fold what people type differently', () => {
    expect(normalEmail('  Anne@Example.COM ')).toBe('anne@example.com');
    expect(normalPhone('1-514-555-0123')).toBe('5145550123');
    expect(normalPhone('555')).toBe('');
    expect(normalName('Éloïse', 'TREMBLAY')).toBe('tremblay eloise');
    expect(normalPostalCode('h2x-1y4')).toBe('H2X1Y4');
  });
});

const fields = (over: Partial<CustomerFields>): CustomerFields => ({
  firstName: 'Éloïse', lastName: 'Tremblay', email: '', phone: '', addressLine1: '', addressLine2: '', city: '', provinceCode: 'QC', postalCode: 'H2X 1Y4', note: '', salesRepId: null, ...over,
});

describe('merge rules', () => {
  it('keeps the kept record\'s values and fills its blanks from the other', () => {
    const kept = fields({ email: 'eloise@example.com', addressLine1: '' });
    const merged = fields({ firstName: 'Eloise', email: 'other@example.com', phone: '5145550123', addressLine1: '9 rue Roy', addressLine2: 'App. 3', salesRepId: 4 });
    const out = mergedCustomerFields(kept, merged);
    expect(out).toMatchObject({ firstName: 'Éloïse', email: 'eloise@example.com', phone: '5145550123', addressLine1: '9 rue Roy', addressLine2: 'App. 3', salesRepId: 4 });
    expect(mergeFields(kept, merged).find((f) => f.field === 'phone')).toEqual({ field: 'phone', kept: '', merged: '5145550123', result: '5145550123', source: 'merged' });
  });

  it('never glues another address\'s second line to the kept first line', () => {
    expect(mergedCustomerFields(fields({ addressLine1: '1 rue A' }), fields({ addressLine1: '2 rue B', addressLine2: 'App. 9' })).addressLine2).toBe('');
  });

  it('joins two different notes, kept first', () => {
    expect(joinNotes('Appelle le soir', 'Veut un VUS')).toBe('Appelle le soir\n\nVeut un VUS');
    expect(joinNotes('Same', ' Same ')).toBe('Same');
    expect(joinNotes('', 'Only')).toBe('Only');
    expect(mergeFields(fields({ note: 'A' }), fields({ note: 'B' })).find((f) => f.field === 'note')?.source).toBe('both');
  });
});
