/** A dealership's connected card-processor account. */
export interface CardProcessorAccount {
  readonly accountId: string;
  readonly connectedAt: Date;
}

/**
 * The connected account of each dealership (dealerships.card_processor_account_id). Contract:
 * `account` of an unknown dealership or of one not connected is null; `connect` replaces any
 * account; `disconnect` clears it only while it is still `accountId` (false otherwise);
 * `dealershipsOf` answers the stores connected to an account (a group may share one), lowest id first.
 */
export interface CardProcessorAccounts {
  account(dealershipId: number): Promise<CardProcessorAccount | null>;
  /** The processor's events name the account, not the store (the deposit webhook). */
  dealershipsOf(accountId: string): Promise<readonly number[]>;
  connect(dealershipId: number, account: CardProcessorAccount): Promise<void>;
  disconnect(dealershipId: number, accountId: string): Promise<boolean>;
}

/** Whom an OAuth `state` was issued to: one session at one dealership, until `expiresAt`. */
export interface ConnectState {
  readonly sessionId: string;
  readonly dealershipId: number;
  readonly userId: number;
  readonly expiresAt: Date;
}

/**
 * Pending connect states, stored by the hash of the state (the state itself is never stored).
 * Contract: `take` answers a state once (a second take of the same hash is null, also across
 * processes), and never one expired at `now`; `issue` may drop expired ones.
 */
export interface ConnectStates {
  issue(stateHash: string, state: ConnectState, now: Date): Promise<void>;
  take(stateHash: string, now: Date): Promise<ConnectState | null>;
}
