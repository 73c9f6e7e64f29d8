import { describe, expect, it } from 'vitest';
import { city } from './city';

describe('city', () => {
  it.each(['Montréal', 'Québec', 'Trois-Rivières', "L'Assomption", 'L’Assomption', 'St. Catharines', 'Notre-Dame-de-l\'Île-Perrot',
    'Saint-Jean-sur-Richelieu', 'New York', 'Y', 'Coeur d\'Alene', 'Mt. Pearl', 'Montre\u0301al'])('accepts %j', (value) => {
    expect(city(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(city('')).toBeNull();
  });
  it.each(['Montréal2', ' Montréal', 'Montréal ', 'New  York', 'St.Catharines', 'St.', 'Trois--Rivières', '-Laval', "Laval'",
    'Laval!', 'Ville_Marie', 'Saint - Jean', 'Mt .Pearl', 'Montréal\n'])('refuses %j', (value) => {
    expect(city(value)).toBe('city.invalid');
  });
});
