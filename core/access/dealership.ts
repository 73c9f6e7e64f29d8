import type { Language } from './dealer-user';

export type Country = 'CA' | 'US';

export interface Dealership {
  readonly id: number;
  readonly organizationId: number | null;
  readonly name: string;
  readonly country: Country;
  readonly provinceCode: string;
  readonly city: string;
  readonly postalCode: string;
  readonly defaultLanguage: Language;
  readonly isTrsEnabled: boolean;
  readonly useActivixCrm: boolean;
  readonly enableSalesManagerFeeDiscounts: boolean;
}

/** Reads dealerships. Contract: unknown ids give null, never another tenant's row by mistake. */
export interface DealershipRepository {
  byId(id: number): Promise<Dealership | null>;
  /** Every dealership, by name (super admins manage them all). */
  all(): Promise<readonly Dealership[]>;
  byIds(ids: readonly number[]): Promise<readonly Dealership[]>;
}
