import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerSearchText } from './search-text';
import { foldText, nameSortKey, searchTokens } from '../shared/search-text';

const helene = { firstName: 'Hélène', lastName: "Côté-D’Amours", email: 'helene.cote@example.com', phone: '(514) 555-0123', addressLine1: "12, rue de l'École", addressLine2: 'app. 3', city: 'Montréal', postalCode: 'H2X 1Y4' };

describe('search text', () => {
  it('folds accents, case, ligatures and typographic apostrophes', () => {
    expect(foldText('  Hélène   CÔTÉ ')).toBe('helene cote');
    expect(foldText('Cœur D’Amours')).toBe("coeur d'amours");
  });

  it('stores the folded name, e-mail, address and postal code, and the phone digits', () => {
    const text = customerSearchText(helene);
    for (const part of ['helene', "cote-d'amours", 'helene.cote@example.com', '5145550123', "rue de l'ecole", 'montreal', 'h2x 1y4', 'h2x1y4']) {
      expect(text).toContain(part);
    }
  });

  it('finds the customer by each token of a folded search', () => {
    const text = customerSearchText(helene);
    for (const term of ['gagne cote', 'HÉLÈNE', 'ecole', '555-0123', '(514) 555-0123', '514.555.0123', 'example.com', 'montréal h2x']) {
      const tokens = searchTokens(term);
      if (term === 'gagne cote') expect(tokens.every((t) => text.includes(t))).toBe(false);
      else expect(tokens.every((t) => text.includes(t)), term).toBe(true);
    }
  });

  it('keeps a phone typed any way as one token of digits, and drops tokens of punctuation only', () => {
    expect(searchTokens('(514) 555-0123')).toEqual(['5145550123']);
    expect(searchTokens('gagne 555-0123')).toEqual(['gagne', '5550123']);
    expect(searchTokens(' - . ')).toEqual([]);
  });

  it('sorts names in human order when compared as bytes', () => {
    const keys = ['Zoé', 'Émile', 'Eric', 'Chloé'].map((n) => nameSortKey(n, ''));
    expect([...keys].sort()).toEqual(['chloe', 'emile', 'eric', 'zoe']);
  });

  it('never throws and folds to a fixed point', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      expect(foldText(foldText(s))).toBe(foldText(s));
      for (const token of searchTokens(s)) expect(token).toBe(token.toLowerCase());
    }));
  });
});
