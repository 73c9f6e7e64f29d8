import type { AdfVehicle } from './adf-lead';
import type { AdfMailDesk } from './adf-mail-desk';

/** What became of one prospect of an ADF document. */
export type ProspectOutcome =
  | { readonly outcome: 'created' | 'matched'; readonly customerId: number; readonly customerName: string; readonly orderId: number | null;
    /** Why no new deal was made (the vehicle is not in stock, the customer has it on an active deal already, none was named); null when one was. */
    readonly dealNote: 'vehicle_not_found' | 'existing_deal' | 'no_vehicle' | null; readonly leadSource: string }
  | { readonly outcome: 'refused'; readonly name: string; readonly errors: Readonly<Record<string, readonly string[]>> };

export interface ImportReport {
  readonly importId: number;
  readonly sha256: string;
  /** True when the same document was imported before in this store: the first import's report, nothing done again. */
  readonly repeat: boolean;
  readonly prospects: readonly ProspectOutcome[];
}

/** 'upload' (the API), 'inbox' (the watched folder), 'smtp' (our SMTP listener) or 'imap' (the polled mailbox). */
export type ImportSource = 'upload' | 'inbox' | 'smtp' | 'imap';

/**
 * The imports of ADF documents, one per document per store (its SHA-256). Contract: `claim` is
 * atomic across processes (a unique key): 'claimed' with a new id for the first caller,
 * 'done' with the stored report when the document was imported, 'running' while another
 * request imports it. `finish` stores the report; `release` forgets a claim whose import failed.
 */
export interface AdfImportLedger {
  claim(dealershipId: number, entry: { readonly sha256: string; readonly source: ImportSource; readonly fileName: string; readonly sender: string | null; readonly userId: number; readonly at: Date }):
    Promise<{ readonly state: 'claimed'; readonly id: number } | { readonly state: 'done'; readonly report: ImportReport } | { readonly state: 'running' }>;
  finish(dealershipId: number, id: number, prospects: readonly ProspectOutcome[]): Promise<void>;
  release(dealershipId: number, id: number): Promise<void>;
}

/**
 * The store's vehicle a lead asks about, among vehicles that can go on a deal: by VIN, else by
 * stock number, else the newest arrival of the same year, make and model (and trim when given)
 * and condition. Null when none. Contract: scoped to the dealership.
 */
export interface LeadVehicleMatcher {
  match(dealershipId: number, wanted: AdfVehicle): Promise<number | null>;
}

/** The ports of the leads context a composition root binds (adapters/di/ports.ts). */
export interface LeadPorts {
  readonly adfImports: AdfImportLedger;
  readonly leadVehicles: LeadVehicleMatcher;
  readonly adfMail: AdfMailDesk;
}
