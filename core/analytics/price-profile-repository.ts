import type { AuditEntry } from '../shared/ports/audit-log';
import type { Page } from '../shared/page';
import type { PriceProfile, PriceProfileValues } from './price-profile';
import type { PricedVehicle, PriceRule } from './price-rule';

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
  /** No vehicle's price changes: nothing was written. */
  | { readonly _tag: 'nothing_to_apply' };

/**
 * What the database narrows the candidates to before the rules run in memory: the vehicles that
 * at least one rule may match (its make, model, years, condition and days in stock counted to
 * `today`, and the rule's base known). A superset of what `priceByRules` matches, never less.
 */
export interface CandidateScope {
  readonly rules: readonly PriceRule[];
  /** YYYY-MM-DD */
  readonly today: string;
}

/** The price changes of a chunk of candidates (the rules, run in memory on that chunk only). */
export type PriceChunk = (candidates: readonly PriceCandidate[]) => readonly PriceChange[];

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
  /**
   * One page of the dealership's unsold vehicles in the scope, by stock number (the database's
   * order, the report's): at most `limit`, those after the stock number `after` (null: from the first).
   */
  candidates(dealershipId: number, scope: CandidateScope, after: string | null, limit: number): Promise<readonly PriceCandidate[]>;
  /**
   * In one transaction: reads the unsold vehicles in the scope chunk by chunk, each chunk locked
   * (`for update`) before `price` computes its changes from the locked prices, and writes each
   * chunk's prices and price changes; then the batch's count and the audit entry (its detail gets
   * `batch_id` and `vehicles`). No change at all: 'nothing_to_apply', nothing written. Memory holds
   * one chunk, whatever the inventory's size.
   */
  apply(dealershipId: number, input: {
    readonly profileId: number; readonly profileName: string; readonly scope: CandidateScope; readonly price: PriceChunk;
    readonly userId: number; readonly at: Date; readonly audit: AuditEntry;
  }): Promise<ApplyOutcome>;
  /**
   * Restores the old prices of an apply batch if no vehicle's price moved since; records an undo
   * batch and the audit entry. Set-based in SQL: memory does not grow with the batch.
   */
  undo(dealershipId: number, batchId: number, input: { readonly userId: number; readonly at: Date; readonly audit: AuditEntry }): Promise<PriceUndoOutcome>;
  /** Batches, newest first. */
  batches(dealershipId: number, page: number, limit: number): Promise<Page<PriceBatch>>;
}
