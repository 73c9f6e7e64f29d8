import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import { sessionContextOf, type ContextDeps } from '../access/session-context';
import { mayImportLeads } from './import-adf-leads';

/** The variables the messages name: the watched folder's, or the e-mail intake's (issue 30.6: ADF_MAIL_USER, the store of the address or ADF_IMAP_STORE). */
export interface InboxVariables { readonly user: string; readonly store: string }
const FOLDER: InboxVariables = { user: 'ADF_INBOX_USER', store: 'ADF_INBOX_STORE' };

/**
 * The context the watched folder imports in (ADF_INBOX_STORE, ADF_INBOX_USER): the named staff
 * member at the store, as if signed in there. Read again before each scan, so that a deactivated
 * account or a changed role stops the imports. Left: why it cannot import (said in English, for
 * the log and the start-up check).
 */
export async function inboxContext(deps: ContextDeps, dealershipId: number, email: string, now: Date, names: InboxVariables = FOLDER): Promise<E.Either<string, DealershipContext>> {
  const { user: U, store: S } = names;
  const user = await deps.users.byEmail(email.trim().toLowerCase());
  if (user === null) return E.left(`${U} ${email} is not a staff account`);
  const dealership = await deps.dealerships.byId(dealershipId);
  if (dealership === null) return E.left(`${S} ${dealershipId} is not a dealership`);
  const memberships = await deps.users.memberships(user.id);
  const ctx = sessionContextOf({
    session: { id: 'adf-inbox', userId: user.id, dealershipId, fullyAuthenticated: true, language: null, createdAt: now, lastSeenAt: now, expiresAt: now, endedAt: null },
    user, memberships, dealership,
  });
  if (ctx === null) return E.left(`${U} ${email} is deactivated`);
  if (!mayImportLeads(ctx.actor)) return E.left(`${U} ${email} may not import leads at dealership ${dealershipId} (an admin or a sales manager there may)`);
  return E.right({ ...ctx, dealership });
}
