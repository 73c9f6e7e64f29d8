import type { Accessory, AccessoryCategory, AccessoryFields, AftermarketQuestion, PenProduct, PlanCategory, PlanFields, PlanPrice, PlanPriceFields, PlanType, ProtectionPlan } from './addon';
import type { NewMedia, StoredMedia } from '../shared/media';
import type { AddonListQuery } from './addon-queries';

export interface Found<T> { readonly count: number; readonly items: readonly T[] }

/** A small record of the dealer add-on tables (plan types, PEN products, questions). */
export type SideTable = 'types' | 'pen' | 'questions';
export interface SideRecords {
  readonly types: PlanType;
  readonly pen: PenProduct;
  readonly questions: AftermarketQuestion;
}

/**
 * Add-ons of one dealership. Contract: every call is scoped to `dealershipId`; another
 * dealership's id reads as null/false, never its row. Writes of a plan replace its prices and
 * province taxes when they are given, in one transaction.
 */
export interface AddonRepository {
  listAccessories(dealershipId: number, query: AddonListQuery<AccessoryCategory>): Promise<Found<Accessory>>;
  accessory(dealershipId: number, id: number): Promise<Accessory | null>;
  createAccessory(dealershipId: number, fields: AccessoryFields, at: Date): Promise<Accessory>;
  updateAccessory(dealershipId: number, id: number, fields: Partial<AccessoryFields>, at: Date): Promise<Accessory | null>;
  deleteAccessory(dealershipId: number, id: number): Promise<boolean>;
  setAccessoryImage(dealershipId: number, id: number, media: NewMedia, userId: number, at: Date): Promise<Accessory | null>;

  listPlans(dealershipId: number, query: AddonListQuery<PlanCategory>): Promise<Found<ProtectionPlan>>;
  plan(dealershipId: number, id: number): Promise<ProtectionPlan | null>;
  createPlan(dealershipId: number, fields: PlanFields, at: Date): Promise<ProtectionPlan>;
  updatePlan(dealershipId: number, id: number, fields: Partial<PlanFields>, at: Date): Promise<ProtectionPlan | null>;
  deletePlan(dealershipId: number, id: number): Promise<boolean>;
  setPlanMedia(dealershipId: number, id: number, media: { readonly image?: NewMedia; readonly pdf?: NewMedia }, userId: number, at: Date): Promise<ProtectionPlan | null>;

  listPrices(dealershipId: number, planId: number | null): Promise<readonly PlanPrice[]>;
  price(dealershipId: number, id: number): Promise<PlanPrice | null>;
  createPrice(dealershipId: number, planId: number, fields: PlanPriceFields): Promise<PlanPrice | null>;
  updatePrice(dealershipId: number, id: number, fields: Partial<PlanPriceFields>): Promise<PlanPrice | null>;
  deletePrice(dealershipId: number, id: number): Promise<boolean>;

  listSide<K extends SideTable>(table: K, dealershipId: number): Promise<readonly SideRecords[K][]>;
  side<K extends SideTable>(table: K, dealershipId: number, id: number): Promise<SideRecords[K] | null>;
  createSide<K extends SideTable>(table: K, dealershipId: number, fields: Omit<SideRecords[K], 'id'>): Promise<SideRecords[K]>;
  updateSide<K extends SideTable>(table: K, dealershipId: number, id: number, fields: Partial<Omit<SideRecords[K], 'id'>>): Promise<SideRecords[K] | null>;
  deleteSide(table: SideTable, dealershipId: number, id: number): Promise<boolean>;

  /** A media file by id, whatever the dealership (ids are random and unguessable). */
  media(id: string): Promise<StoredMedia | null>;
  /** The customer-side view of a dealership: whether it exists and requires customers to log in. */
  publicDealership(id: number): Promise<{ readonly id: number; readonly compulsoryLogin: boolean } | null>;
  /** Vehicle of the dealership: its price (cents) and condition, for plan pricing. */
  vehicle(dealershipId: number, id: number): Promise<{ readonly priceCents: number; readonly condition: string; readonly bodyType: string } | null>;
}
