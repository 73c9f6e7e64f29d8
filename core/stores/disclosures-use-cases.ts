import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { applyDisclosuresInput, changedDisclosures, type BilingualText, type DisclosureSettings, type DisclosuresInput } from './disclosures';
import { mayEditDisclosures, mayViewDisclosures } from './disclosures-access';
import type { DisclosuresRepository } from './disclosures-repository';

export interface DisclosuresDeps {
  readonly disclosures: DisclosuresRepository;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** GET disclosures/: the texts and the disclaimer package of the session's store. */
export const getDisclosures = (deps: DisclosuresDeps) =>
  (ctx: DealershipContext): TE.TaskEither<Forbidden | NotFound, DisclosureSettings> => async () => {
    if (!mayViewDisclosures(ctx)) return E.left(forbidden('view_disclosures'));
    const settings = await deps.disclosures.read(ctx.dealership.id);
    return settings === null ? E.left(notFound) : E.right(settings);
  };

/**
 * PUT disclosures/: the texts sent replace theirs (keys not sent keep theirs), the package sent
 * replaces the package. Every bad field at once, nothing stored; the audit trail keeps what changed.
 */
export const updateDisclosures = (deps: DisclosuresDeps) =>
  (ctx: DealershipContext, input: DisclosuresInput & { readonly ip: string }): TE.TaskEither<Forbidden | NotFound | InvalidInput, DisclosureSettings> => async () => {
    if (!mayEditDisclosures(ctx)) return E.left(forbidden('edit_disclosures'));
    const current = await deps.disclosures.read(ctx.dealership.id);
    if (current === null) return E.left(notFound);
    const next = applyDisclosuresInput(current, input);
    if (E.isLeft(next)) return E.left(invalidInput(next.left));
    const changed = changedDisclosures(current, next.right);
    if (changed === null) return E.right(current);
    if (!(await deps.disclosures.write(ctx.dealership.id, next.right, deps.clock.now()))) return E.left(notFound);
    await deps.audit.record({
      action: 'dealership_updated', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: input.ip,
      detail: { area: 'disclosures' }, before: changed.before, after: changed.after,
    });
    return E.right(next.right);
  };

/** GET disclosures/pricing_footer/: the worksheet's footer, for every member of staff who opens a worksheet. */
export const pricingFooter = (deps: DisclosuresDeps) =>
  (ctx: DealershipContext): TE.TaskEither<NotFound, BilingualText> => async () => {
    const settings = await deps.disclosures.read(ctx.dealership.id);
    return settings === null ? E.left(notFound) : E.right(settings.disclosures.pricing_footer);
  };

export const disclosuresUseCases = (deps: DisclosuresDeps) => ({
  get: getDisclosures(deps),
  update: updateDisclosures(deps),
  pricingFooter: pricingFooter(deps),
});
export type DisclosuresUseCases = ReturnType<typeof disclosuresUseCases>;
