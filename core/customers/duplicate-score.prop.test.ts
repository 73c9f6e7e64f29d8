import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_REASONS, MAX_DUPLICATE_SCORE, scorePair, type DuplicateProbe } from './duplicate-score';
import { mergeFields, MERGE_FIELDS } from './customer-merge';
import type { CustomerFields } from './customer';

const names = fc.constantFrom('Éloïse', 'Eloise', 'ELOISE', 'Hélène', 'Helene', 'Marc', 'Zoé', '', ' ');
const probe: fc.Arbitrary<DuplicateProbe> = fc.record({
  id: fc.integer({ min: 1, max: 5 }),
  firstName: names,
  lastName: fc.constantFrom('Tremblay', 'TREMBLAY', 'Côté', 'Cote', 'Gagné', ''),
  email: fc.constantFrom('', 'a@example.com', 'A@Example.com ', 'b@example.com', 'c@example.org'),
  phone: fc.constantFrom('', '5145550123', '(514) 555-0123', '+1 514 555 0123', '4165550101', '555'),
  postalCode: fc.constantFrom('', 'H2X 1Y4', 'h2x1y4', 'H2X-1Y4', 'M5V 2T6'),
});
const anyProbe: fc.Arbitrary<DuplicateProbe> = fc.record({
  id: fc.integer(), firstName: fc.string(), lastName: fc.string(), email: fc.string(), phone: fc.string(), postalCode: fc.string(),
});

describe('scorePair properties', () => {
  it('is symmetric', () => {
    fc.assert(fc.property(fc.oneof(probe, anyProbe), fc.oneof(probe, anyProbe), (a, b) => {
      expect(scorePair(a, b)).toEqual(scorePair(b, a));
    }), { numRuns: 3000 });
  });

  it('never calls a record a duplicate of itself', () => {
    fc.assert(fc.property(fc.oneof(probe, anyProbe), (a) => {
      expect(scorePair(a, a)).toEqual({ score: 0, reasons: [] });
      expect(scorePair(a, { ...a, email: 'x' }).score).toBe(0); // same id, whatever else
    }), { numRuns: 1000 });
  });

  it('is bounded, an integer, and names known reasons at most once each', () => {
    fc.assert(fc.property(fc.oneof(probe, anyProbe), fc.oneof(probe, anyProbe), (a, b) => {
      const s = scorePair(a, b);
      expect(Number.isInteger(s.score)).toBe(true);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(MAX_DUPLICATE_SCORE);
      expect(new Set(s.reasons).size).toBe(s.reasons.length);
      for (const r of s.reasons) expect(DUPLICATE_REASONS).toContain(r);
      expect(s.reasons.includes('name') && s.reasons.includes('name_postal_code')).toBe(false);
      expect(s.score === 0).toBe(s.reasons.length === 0);
    }), { numRuns: 3000 });
  });

  it('does not change with case and accents of the name, or the format of the phone', () => {
    fc.assert(fc.property(probe, fc.integer({ min: 6, max: 9 }), (a, otherId) => {
      const b = { ...a, id: otherId, firstName: a.firstName.toUpperCase(), lastName: a.lastName.normalize('NFD').replace(/\p{M}/gu, ''), phone: a.phone.replace(/\D/g, '') };
      expect(scorePair(a, b).reasons).toEqual(scorePair(a, { ...a, id: otherId }).reasons);
    }), { numRuns: 1000 });
  });
});

const fieldsArb: fc.Arbitrary<CustomerFields> = fc.record({
  firstName: fc.string(), lastName: fc.string(), email: fc.constantFrom('', 'a@x.ca'), phone: fc.constantFrom('', '5145550123'),
  addressLine1: fc.constantFrom('', '1 rue Principale'), addressLine2: fc.constantFrom('', 'App. 2'), city: fc.constantFrom('', 'Laval'),
  provinceCode: fc.constantFrom('', 'QC'), postalCode: fc.constantFrom('', 'H7N 1A1'), note: fc.string(), salesRepId: fc.constantFrom(null, 3, 7),
});

describe('mergeFields properties', () => {
  it('keeps every non-blank field of the kept record, fills only its blanks, and never loses a note', () => {
    fc.assert(fc.property(fieldsArb, fieldsArb, (kept, merged) => {
      const fields = mergeFields(kept, merged);
      expect(fields.map((f) => f.field)).toEqual([...MERGE_FIELDS]);
      for (const f of fields) {
        const k = kept[f.field];
        const filled = k === null || (typeof k === 'string' && k.trim() === '');
        if (f.field === 'note') {
          if (kept.note.trim() !== '') expect(String(f.result)).toContain(kept.note);
          if (merged.note.trim() !== '') expect(String(f.result)).toContain(merged.note.trim());
        } else if (!filled) {
          expect(f.result).toBe(k);
          expect(f.source).toBe('kept');
        } else if (f.source === 'merged') {
          expect(f.result).toBe(merged[f.field]);
        }
      }
    }), { numRuns: 2000 });
  });
});
