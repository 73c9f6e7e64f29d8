import type { DealerRole } from '../../access/role';
import type { AuditEntry } from '../../shared/ports/audit-log';
import type { FirstStorePlan } from './first-store';

export interface NamedRow {
  readonly id: number;
  readonly name: string;
}

/** What the database already holds that setup must know about, for one plan. */
export interface SetupState {
  /** How many organizations exist (any name). */
  readonly organizations: number;
  /** The organization of the plan's name (case and surrounding spaces ignored), if any. */
  readonly organization: NamedRow | null;
  /** That organization's stores, by id. */
  readonly stores: readonly NamedRow[];
  /** The user holding the admin's e-mail (case ignored), with their role at each store. */
  readonly admin: { readonly id: number; readonly email: string; readonly roles: readonly { readonly dealershipId: number; readonly role: DealerRole }[] } | null;
}

export interface CreatedIds {
  readonly organizationId: number;
  readonly dealershipId: number;
  readonly userId: number;
}

/** Everything setup writes, decided by core; the repository writes it all or nothing. */
export interface FirstStoreWrite {
  readonly plan: FirstStorePlan;
  readonly adminRole: DealerRole;
  /** The set-password link's token, hashed (the token itself is never stored). */
  readonly invitation: { readonly tokenHash: string; readonly createdAt: Date; readonly expiresAt: Date };
  /** The audit trail's entries, made once the ids are known. */
  readonly audit: (ids: CreatedIds) => readonly AuditEntry[];
  /** Whether other organizations may exist when it writes (`--another`). */
  readonly allowOthers: boolean;
}

/**
 * Reads and writes the first organization, store and admin.
 * Contract: `create` is one transaction, serialized against another setup: it inserts the
 * organization, its store, the admin with no usable password and an organization role at the
 * store, the invitation token and the audit entries, or nothing. It answers `changed` (writing
 * nothing) when, inside that transaction, the organization's name or the admin's e-mail is already
 * taken, or (allowOthers false) another organization exists: someone else got there first.
 */
export interface FirstStoreRepository {
  state(plan: FirstStorePlan): Promise<SetupState>;
  create(write: FirstStoreWrite): Promise<{ readonly ok: true; readonly ids: CreatedIds } | { readonly ok: false; readonly reason: 'changed' }>;
}
