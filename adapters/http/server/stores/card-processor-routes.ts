import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CardProcessorStatus, ConnectError, DisconnectError } from '@dealer-panel/core/stores/card-processor-use-cases';
import type { CardProcessorStatusBody } from '../../contract/stores/card-processor';
import { cardProcessorRoutes as R } from '../../contract/stores/card-processor-routes';
import { dealerProblem } from '../dealer-errors';
import { problem, sendProblem } from '../platform/problem';
import { answer, scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { registerSimulatedConnectPage } from './card-processor-simulated-page';

/** Where the callback sends the dealer back: the store page, told how it went. */
const STORE_PAGE = '/dealer/dealerships';

function disconnectProblem(error: DisconnectError) {
  switch (error._tag) {
    case 'Forbidden': return dealerProblem(error);
    case 'NotConnected': return problem(409, 'card_processor_not_connected', { detail: 'This store has no connected card-processor account.' });
    case 'ProcessorRefused': return problem(409, 'card_processor_refused', { detail: error.message });
  }
}

function callbackReason(error: ConnectError): string {
  switch (error._tag) {
    case 'Forbidden': return 'forbidden';
    case 'StateRefused': return 'state';
    case 'ProcessorRefused': return 'processor';
  }
}

const queryText = (query: unknown, key: string): string => {
  const v = (query as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'string' ? v.slice(0, 512) : '';
};

function statusBody({ account, processor, mayManage }: CardProcessorStatus): CardProcessorStatusBody {
  return { processor, has_stripe_account: account !== null, account_id: account?.accountId ?? null, connected_at: account?.connectedAt.toISOString() ?? null, may_manage: mayManage };
}

export function registerCardProcessorRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const U = deps.cardProcessor;
  app.get(R.stripeInfo.path, scoped(deps, async (ctx, _request, reply) =>
    answer(reply, U.info(ctx), (info) => ({ client_id: info.clientId, redirect_uri: info.redirectUri }))));

  app.get(R.cardProcessorStatus.path, scoped(deps, async (ctx, _request, reply) =>
    answer(reply, U.status(ctx), statusBody)));

  app.post(R.stripeConnect.path, scoped(deps, async (ctx, _request, reply) => answer(reply, U.startConnect(ctx), (start) => start)));

  app.get(R.stripeConnectCallback.path, scoped(deps, async (ctx, request, reply: FastifyReply) => {
    const state = queryText(request.query, 'state');
    const declined = queryText(request.query, 'error') !== '';
    // A declined authorization still uses the state up: it can never be replayed with a code.
    const result = await U.completeConnect(ctx, { state, code: declined ? '' : queryText(request.query, 'code'), ip: request.ip })();
    const outcome = E.isRight(result) ? 'card_processor=connected'
      : `card_processor=failed&reason=${declined && result.left._tag !== 'StateRefused' ? 'declined' : callbackReason(result.left)}`;
    return reply.redirect(`${STORE_PAGE}?${outcome}`, 302);
  }));

  app.post(R.stripeDisconnect.path, scoped(deps, async (ctx, request, reply) => {
    const result = await U.disconnect(ctx, { ip: request.ip })();
    if (E.isLeft(result)) return sendProblem(reply, disconnectProblem(result.left));
    // The one who disconnected may manage: the answer is the status they now see.
    return answer(reply, U.status(ctx), statusBody);
  }));

  if (deps.cardProcessorSimulator !== undefined) registerSimulatedConnectPage(app, deps.cardProcessorSimulator);
}
