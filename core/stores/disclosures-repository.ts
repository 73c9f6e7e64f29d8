import type { DisclosureSettings } from './disclosures';

/**
 * A dealership's disclosure texts and disclaimer package. Contract: `read` of an unknown id is
 * null; a store that never saved reads every key empty and no rows; `write` replaces both and
 * answers false for an unknown id.
 */
export interface DisclosuresRepository {
  read(dealershipId: number): Promise<DisclosureSettings | null>;
  write(dealershipId: number, settings: DisclosureSettings, now: Date): Promise<boolean>;
}
