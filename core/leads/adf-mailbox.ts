import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { forbidden, type Forbidden } from '../shared/errors';
import type { AdfMailDesk, KeptAsideSummary } from './adf-mail-desk';
import { mayImportLeads } from './import-adf-leads';

/** The most kept-aside e-mails listed (newest first). */
export const KEPT_ASIDE_LISTED = 50;

export interface AdfMailbox {
  /** The store's token for leads+<token>@<domain>; null when leads are not received by SMTP here. */
  readonly token: string | null;
  readonly keptAside: readonly KeptAsideSummary[];
}

/**
 * The store's ADF leads by e-mail, for those who import leads (admins and sales managers): its
 * address's token (made the first time, only when the SMTP listener is on) and the e-mails kept
 * aside, newest first.
 */
export const adfMailbox = (deps: { readonly adfMail: AdfMailDesk }) =>
  (ctx: DealershipContext, smtpOn: boolean): TE.TaskEither<Forbidden, AdfMailbox> => async () => {
    if (!mayImportLeads(ctx.actor)) return E.left(forbidden('import_leads'));
    const token = smtpOn ? await deps.adfMail.tokenOf(ctx.dealership.id) : null;
    return E.right({ token, keptAside: await deps.adfMail.keptAside(ctx.dealership.id, KEPT_ASIDE_LISTED) });
  };
