import { inArray } from 'drizzle-orm';
import type { Language, Membership } from '../../core/access/dealer-user';
import type { Db } from './database';
import { drizzleUserRepository } from './drizzle-user-repository';
import { dealerships } from './schema';

export interface CreateUserInput {
  readonly email: string;
  /** The plain password; only its hash is stored. */
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string;
  readonly language?: Language;
  readonly isSuperAdmin?: boolean;
  readonly isDealerVwCorporate?: boolean;
  readonly showAnalyticsDashboard?: boolean;
  /** Defaults to the first membership's dealership. */
  readonly homeDealershipId?: number | null;
  readonly memberships: readonly Membership[];
}

export type CreateUserResult =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly reason: 'email_taken' }
  | { readonly ok: false; readonly reason: 'unknown_dealership'; readonly dealershipIds: readonly number[] };

/**
 * Creates a dealer user with memberships (the CLI's `create-user`). Refusals are values: the
 * e-mail is taken (in any case) or a membership names no dealership. The caller validates the
 * fields (core/validation) before; the password is hashed only once the checks pass.
 */
export async function createUser(
  db: Db,
  hashPassword: (password: string) => Promise<string>,
  input: CreateUserInput,
): Promise<CreateUserResult> {
  const users = drizzleUserRepository(db);
  const email = input.email.trim();
  if (await users.byEmail(email)) return { ok: false, reason: 'email_taken' };
  const wanted = [...new Set([...input.memberships.map((m) => m.dealershipId), ...(input.homeDealershipId ? [input.homeDealershipId] : [])])];
  if (wanted.length > 0) {
    const found = new Set((await db.select({ id: dealerships.id }).from(dealerships).where(inArray(dealerships.id, wanted))).map((r) => r.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) return { ok: false, reason: 'unknown_dealership', dealershipIds: missing };
  }
  const created = await users.create({
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone ?? '',
    language: input.language ?? 'en_CA',
    isSuperAdmin: input.isSuperAdmin ?? false,
    isDealerVwCorporate: input.isDealerVwCorporate ?? false,
    showAnalyticsDashboard: input.showAnalyticsDashboard ?? false,
    homeDealershipId: input.homeDealershipId !== undefined ? input.homeDealershipId : (input.memberships[0]?.dealershipId ?? null),
    memberships: input.memberships,
  });
  // A concurrent create of the same address can still win between the check and the insert.
  return created.ok ? { ok: true, id: created.id } : { ok: false, reason: 'email_taken' };
}
