import type { NewMedia } from '../shared/media';
import type { StoreSettings, StoreValues } from './store-settings';

/** Reads and writes a store's settings. Contract: unknown ids give null; writes touch that one store only. */
export interface StoreRepository {
  settings(dealershipId: number): Promise<StoreSettings | null>;
  update(dealershipId: number, values: StoreValues, at: Date): Promise<StoreSettings | null>;
  /** Stores the logo (already checked and resized) in media and points the store at it; the new media id. */
  setLogo(dealershipId: number, logo: NewMedia, userId: number, at: Date): Promise<string | null>;
  /** Each store's name, place, open deals (not archived, not completed) and staff with a role there. */
  overview(dealershipIds: readonly number[]): Promise<readonly StoreOverview[]>;
}

export interface StoreOverview {
  readonly id: number;
  readonly name: string;
  readonly city: string;
  readonly provinceCode: string;
  readonly openDeals: number;
  readonly users: number;
}

/** How staff reach support (GET support-service/): the platform's contact, or the store's own when set in configuration. */
export interface SupportContact {
  readonly phoneNumber: string;
  readonly email: string;
}
