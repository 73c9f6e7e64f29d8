import type * as t from 'io-ts';
import type {
  AccessoryBody, AccessoryRequest, PenProductBody, PlanTypeBody, ProtectionPlanBody, ProtectionPlanRequest,
} from '../../../adapters/http/contract/addons/addons';

export type { AccessoryBody, ProtectionPlanBody };
export type AccessoryRequest = t.TypeOf<typeof AccessoryRequest>;
export type ProtectionPlanRequest = t.TypeOf<typeof ProtectionPlanRequest>;
export type PlanTypeBody = t.TypeOf<typeof PlanTypeBody>;
export type PenProductBody = t.TypeOf<typeof PenProductBody>;

export type AddonTab = 'accessories' | 'plans';
export type AddonItem = { readonly tab: 'accessories'; readonly item: AccessoryBody } | { readonly tab: 'plans'; readonly item: ProtectionPlanBody };

export interface AddonPageBody<T> {
  readonly count: number;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: readonly T[];
}
