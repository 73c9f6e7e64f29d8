import type { AuditEntry } from '../shared/ports/audit-log';
import type { Page } from '../shared/page';
import type { PriceProfile, PriceProfileValues } from './price-profile';
import type { PricedVehicle } from './price-rule';

/** A vehicle a profile may price: not sold, with what the preview shows of it. */
export interface PriceCandidate extends PricedVehicle {
  readonly id: number;
  readonly stockNumber: string;
  readonly trim: string;
}

/** One vehicle's price change in a batch (cents). */
export interface PriceChange {
  readonly vehicleId: number;
  readonly oldCents: number;
  readonly newCents: number;
}

/** An apply of a profile, or the undo of one; `undoneAt` is set on an apply that was undone. */
export interface PriceBatch {
  readonly id: number;
  readonly kind: 'apply' | 'undo';
  readonly profileId: number | null;
  readonly profileName: string;
  readonly undoesBatchId: number | null;
  readonly vehicleCount: number;
  readonly createdBy: { readonly id: number; readonly name: string } | null;
  readonly createdAt: Date;
  readonly undoneAt: Date | null;
}

export type ApplyOutcome =
  | { readonly _tag: 'applied'; readonly batch: PriceBatch }
  /** A vehicle's price (or status: sold) is no longer what the changes were computed from. */
  | { readonly _tag: 'stale'; readonly stockNumbers: readonly string[] };

export type PriceUndoOutcome =
  | { readonly _tag: 'undone'; readonly batch: PriceBatch }
  | { readonly _tag: 'not_found' }
  | { readonly _tag: 'refused'; readonly reason: 'already_undone' | 'not_an_apply' }
  /** Vehicles whose price moved since the batch (another write, or a later apply not undone). */
  | { readonly _tag: 'changed_since'; readonly stockNumbers: readonly string[] };

/**
 * Price profiles, their batches and the vehicles' price history (tables price_profiles,
 * price_batches, price_changes). Contract: every call is scoped to `dealershipId` (another
 * dealership's ids are null / not_found). `apply` and `undo` each run in ONE transaction that
 * locks the vehicles, writes their prices, the batch, its changes and the audit row: all of it
 * or none of it (a failure anywhere rolls every vehicle back).
 */
export interface PriceProfileRepository {
  list(dealershipId: number): Promise<readonly PriceProfile[]>;
  byId(dealershipId: number, id: number): Promise<PriceProfile | null>;
  create(dealershipId: number, values: PriceProfileValues, userId: number, at: Date): Promise<PriceProfile>;
  update(dealershipId: number, id: number, values: PriceProfileValues, at: Date): Promise<PriceProfile | null>;
  delete(dealershipId: number, id: number): Promise<boolean>;
  /** The dealership's vehicles that are not sold, by id. */
  candidates(dealershipId: number): Promise<readonly PriceCandidate[]>;
  /**
   * Writes the changes as one batch if every vehicle is still unsold at its `oldCents` (else
   * 'stale', nothing written); the audit entry is written in the same transaction.
   */
  apply(dealershipId: number, input: {
    readonly profileId: number; readonly profileName: string; readonly changes: readonly PriceChange[];
    readonly userId: number; readonly at: Date; readonly audit: AuditEntry;
  }): Promise<ApplyOutcome>;
  /** Restores the old prices of an apply batch if no vehicle's price moved since; records an undo batch and the audit entry. */
  undo(dealershipId: number, batchId: number, input: { readonly userId: number; readonly at: Date; readonly audit: AuditEntry }): Promise<PriceUndoOutcome>;
  /** Batches, newest first. */
  batches(dealershipId: number, page: number, limit: number): Promise<Page<PriceBatch>>;
}
