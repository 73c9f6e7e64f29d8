import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCLOSURE_SETTINGS, type DisclosureSettings } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresRepository } from '@dealer-panel/core/stores/disclosures-repository';

/** A repository and two stores that never saved their disclosures. */
export interface DisclosuresRepositorySubject {
  readonly disclosures: DisclosuresRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
}

const T0 = new Date('2026-03-01T12:00:00.000Z');
const SAVED: DisclosureSettings = {
  disclosures: { ...DEFAULT_DISCLOSURE_SETTINGS.disclosures, deposit: { en: 'Refundable for 48 hours.', fr: 'Remboursable pendant 48 heures.' }, trade_in: { en: 'Subject to inspection.', fr: '' } },
  disclaimerPackage: [{ type: 'Financing', superscript: '1' }, { type: 'Lease', superscript: '†' }],
};

/** The DisclosuresRepository contract (core/stores/disclosures-repository.ts), the same for every adapter. */
export function disclosuresRepositoryContract(name: string, open: () => Promise<DisclosuresRepositorySubject>): void {
  describe(`DisclosuresRepository: ${name}`, () => {
    it('reads every key empty and no rows for a store that never saved, null for an unknown store', async () => {
      const s = await open();
      expect(await s.disclosures.read(s.dealershipId)).toEqual(DEFAULT_DISCLOSURE_SETTINGS);
      expect(await s.disclosures.read(2_000_000_000)).toBeNull();
      expect(await s.disclosures.write(2_000_000_000, SAVED, T0)).toBe(false);
    });

    it('replaces the texts and the package of that one store, rows in their order', async () => {
      const s = await open();
      expect(await s.disclosures.write(s.dealershipId, SAVED, T0)).toBe(true);
      expect(await s.disclosures.read(s.dealershipId)).toEqual(SAVED);
      expect(await s.disclosures.read(s.otherDealershipId)).toEqual(DEFAULT_DISCLOSURE_SETTINGS);
      const replaced: DisclosureSettings = { disclosures: DEFAULT_DISCLOSURE_SETTINGS.disclosures, disclaimerPackage: [{ type: 'Lease', superscript: '*' }] };
      expect(await s.disclosures.write(s.dealershipId, replaced, T0)).toBe(true);
      expect(await s.disclosures.read(s.dealershipId)).toEqual(replaced);
    });
  });
}
