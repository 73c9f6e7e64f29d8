import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLikelyDuplicate, scorePair, type DuplicateReason } from '../duplicate-score';
import type { ImportedCustomer } from './customer-row';
import { emptySeen, planRows, type ExistingCustomer, type ReadRow } from './import-plan';

// Few values each, so that rows and customers share e-mails, phones, names and postal codes often,
// spelled differently (case, accents, spaces, a leading 1) as files spell them.
const email = fc.constantFrom('', 'ann@x.ca', 'ANN@x.ca ', 'bo@x.ca', 'zoe@x.ca');
const phone = fc.constantFrom('', '5145550100', '1 514 555 0100', '4385550199', '123');
const first = fc.constantFrom('Zoé', 'zoe', 'Ann', 'Bo', '');
const last = fc.constantFrom('Côté', 'COTE', 'Lee', '');
const postal = fc.constantFrom('', 'H2X 1Y4', 'h2x1y4', 'G1R 2B5');
const fieldsArb = fc.record({
  firstName: first, lastName: last, email, phone, addressLine1: fc.constantFrom('', '1 rue A'), addressLine2: fc.constant(''),
  city: fc.constantFrom('', 'Laval'), provinceCode: fc.constantFrom('', 'QC'), postalCode: postal, note: fc.constantFrom('', 'n'),
});
const existingArb = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 60 }), fields: fieldsArb, rep: fc.option(fc.constant(3), { nil: null }) }), { selector: (c) => c.id, maxLength: 12 })
  .map((cs) => cs.map((c): ExistingCustomer => ({ ...c.fields, id: c.id, salesRepId: c.rep, updatedAt: new Date(0), emailConsentAt: null })));
const rowsArb = fc.array(fieldsArb, { maxLength: 12 }).map((fs) => fs.map((f, i): ReadRow => ({
  row: i + 2, read: E.right<never, ImportedCustomer>({ fields: f, language: null, repEmail: '', created: null, consent: null }), emailColumn: 'Email', phoneColumn: 'Phone',
})));

/** The match as it was first written: every row scored against every candidate (the oracle of the indexed lookup). */
function bruteForceMatch(r: ReadRow, existing: readonly ExistingCustomer[]): { readonly id: number; readonly reasons: readonly DuplicateReason[] } | null {
  if (E.isLeft(r.read)) return null;
  const probe = { id: -r.row, ...r.read.right.fields };
  let best: { customer: ExistingCustomer; score: number; reasons: readonly DuplicateReason[] } | null = null;
  for (const candidate of existing) {
    const s = scorePair(probe, candidate);
    if (!isLikelyDuplicate(s)) continue;
    if (best === null || s.score > best.score || (s.score === best.score && candidate.id < best.customer.id)) best = { customer: candidate, score: s.score, reasons: s.reasons };
  }
  return best === null ? null : { id: best.customer.id, reasons: best.reasons };
}

describe('planRows (indexed candidates)', () => {
  it('matches each row to the customer scoring every candidate would, with the same reasons', () => {
    fc.assert(fc.property(rowsArb, existingArb, (rows, existing) => {
      const plans = planRows(rows, existing, new Map(), emptySeen());
      plans.forEach((plan, i) => {
        if (plan.outcome === 'refused') return;
        const expected = bruteForceMatch(rows[i]!, existing);
        expect(plan.outcome === 'matched' ? { id: plan.customerId, reasons: plan.reasons } : null).toEqual(expected);
      });
    }), { numRuns: 400 });
  });
});
