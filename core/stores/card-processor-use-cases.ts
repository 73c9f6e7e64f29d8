import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import { forbidden, type Forbidden } from '../shared/errors';
import type { CardProcessor, CardProcessorInfo, ProcessorRefused } from './card-processor';
import type { CardProcessorAccount, CardProcessorAccounts, ConnectStates } from './card-processor-repository';
import { mayManageCardProcessor, mayViewCardProcessor } from './card-processor-access';

export interface CardProcessorDeps {
  readonly cardProcessor: CardProcessor;
  readonly cardProcessorAccounts: CardProcessorAccounts;
  readonly connectStates: ConnectStates;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** The state is unknown, used, expired, or was issued to another session or dealership. */
export interface StateRefused { readonly _tag: 'StateRefused' }
/** Disconnecting a dealership that has no account. */
export interface NotConnected { readonly _tag: 'NotConnected' }
export type ConnectError = Forbidden | StateRefused | ProcessorRefused;
export type DisconnectError = Forbidden | NotConnected | ProcessorRefused;

/** A state lives as long as a dealer may take to sign in at the processor and authorize. */
export const CONNECT_STATE_TTL_MS = 15 * 60 * 1000;

export interface CardProcessorStatus {
  readonly processor: CardProcessor['kind'];
  readonly account: CardProcessorAccount | null;
  readonly mayManage: boolean;
}

const deniedView = (): E.Either<Forbidden, never> => E.left(forbidden('view_store_settings'));
const deniedManage = (): E.Either<Forbidden, never> => E.left(forbidden('manage_card_processor'));

/** GET card_processor/: the store's connected account, read by whoever may open the store's settings. */
export const cardProcessorStatus = (deps: CardProcessorDeps) =>
  (ctx: DealershipContext): TE.TaskEither<Forbidden, CardProcessorStatus> => async () => {
    if (!mayViewCardProcessor(ctx)) return deniedView();
    const account = await deps.cardProcessorAccounts.account(ctx.dealership.id);
    return E.right({ processor: deps.cardProcessor.kind, account, mayManage: mayManageCardProcessor(ctx) });
  };

/** GET stripe_info/: client id and redirect uri (spec 000 section 3). */
export const cardProcessorInfo = (deps: CardProcessorDeps) =>
  (ctx: DealershipContext): TE.TaskEither<Forbidden, CardProcessorInfo> => async () =>
    (mayManageCardProcessor(ctx) ? E.right(deps.cardProcessor.info()) : deniedManage());

/**
 * POST stripe_connect/: a fresh single-use state bound to this session and dealership, and the
 * processor's page where the dealer authorizes (it comes back to the callback with it).
 */
export const startConnect = (deps: CardProcessorDeps) =>
  (ctx: DealershipContext): TE.TaskEither<Forbidden, { readonly url: string }> => async () => {
    if (!mayManageCardProcessor(ctx)) return deniedManage();
    const state = deps.secrets.token();
    const now = deps.clock.now();
    await deps.connectStates.issue(deps.secrets.hash(state), {
      sessionId: ctx.session.id, dealershipId: ctx.dealership.id, userId: ctx.user.id, expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
    }, now);
    return E.right({ url: deps.cardProcessor.connectUrl(state) });
  };

/**
 * The callback: the state is taken (used up whatever follows) and must be this session's at this
 * dealership; then the code is traded for the account, which the store keeps.
 */
export const completeConnect = (deps: CardProcessorDeps) =>
  (ctx: DealershipContext, input: { readonly state: string; readonly code: string; readonly ip: string }): TE.TaskEither<ConnectError, CardProcessorAccount> => async () => {
    const now = deps.clock.now();
    const issued = input.state === '' ? null : await deps.connectStates.take(deps.secrets.hash(input.state), now);
    if (issued === null || issued.sessionId !== ctx.session.id || issued.dealershipId !== ctx.dealership.id || issued.userId !== ctx.user.id) {
      return E.left({ _tag: 'StateRefused' });
    }
    if (!mayManageCardProcessor(ctx)) return deniedManage();
    const traded = await deps.cardProcessor.completeConnect(input.code)();
    if (E.isLeft(traded)) return traded;
    const before = await deps.cardProcessorAccounts.account(ctx.dealership.id);
    const account: CardProcessorAccount = { accountId: traded.right.accountId, connectedAt: now };
    await deps.cardProcessorAccounts.connect(ctx.dealership.id, account);
    await deps.audit.record({
      action: 'card_processor_connected', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: input.ip,
      detail: { processor: deps.cardProcessor.kind },
      before: { account_id: before?.accountId ?? null }, after: { account_id: account.accountId },
    });
    return E.right(account);
  };

/** POST stripe_disconnect/: the processor revokes our access (or says it has none), then the store forgets the account (has_stripe_account false). */
export const disconnect = (deps: CardProcessorDeps) =>
  (ctx: DealershipContext, input: { readonly ip: string }): TE.TaskEither<DisconnectError, void> => async () => {
    if (!mayManageCardProcessor(ctx)) return deniedManage();
    const account = await deps.cardProcessorAccounts.account(ctx.dealership.id);
    if (account === null) return E.left({ _tag: 'NotConnected' });
    const revoked = await deps.cardProcessor.disconnect(account.accountId)();
    // "Not connected" means the processor already gives us no access to that account (revoked from
    // the processor's side, or an id it never knew): what the dealer asked for is true there, so
    // the store forgets the account too, and Connect can be reached again.
    const alreadyRevoked = E.isLeft(revoked) && revoked.left.reason === 'not_connected';
    if (E.isLeft(revoked) && !alreadyRevoked) return revoked;
    await deps.cardProcessorAccounts.disconnect(ctx.dealership.id, account.accountId);
    await deps.audit.record({
      action: 'card_processor_disconnected', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: input.ip,
      detail: alreadyRevoked ? { processor: deps.cardProcessor.kind, already_revoked: true } : { processor: deps.cardProcessor.kind },
      before: { account_id: account.accountId }, after: { account_id: null },
    });
    return E.right(undefined);
  };

/** The card-processor use cases bound to their ports. */
export const cardProcessorUseCases = (deps: CardProcessorDeps) => ({
  status: cardProcessorStatus(deps),
  info: cardProcessorInfo(deps),
  startConnect: startConnect(deps),
  completeConnect: completeConnect(deps),
  disconnect: disconnect(deps),
});
export type CardProcessorUseCases = ReturnType<typeof cardProcessorUseCases>;
