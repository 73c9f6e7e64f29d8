import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { depositRoutes as R } from '../../../adapters/http/contract/deposits/deposit-routes';
import type { DepositsPort, KeyedAction } from './deposits-port';
import { createDepositViewModel } from './deposit-view-model';
import { DepositsTokens } from './deposits-tokens';

const KEYED = { capture: R.capture, cancel: R.cancel, mark_paid: R.markPaid } as const satisfies Record<KeyedAction, unknown>;

/** The deposit view model, over the api client's calls (the money actions carry their Idempotency-Key). */
export const depositsModule = new ContainerModule(({ bind }) => {
  bind(DepositsTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: DepositsPort = {
      load: (id) => call(R.fetch, { params: { id } }),
      act: (id, action, idempotencyKey) => call(KEYED[action], { params: { id }, body: {}, idempotencyKey }),
      refund: (id, body, idempotencyKey) => call(R.refund, { params: { id }, body, idempotencyKey }),
      transfer: (id, body, idempotencyKey) => call(R.transfer, { params: { id }, body, idempotencyKey }),
      resendReceipt: (id) => call(R.resendReceipt, { params: { id }, body: {} }),
      refundReasons: () => call(R.refundReasons, {}),
      transferReasons: () => call(R.transferReasons, {}),
      transferable: (id) => call(R.transferable, { params: { id } }),
      ask: (body) => call(R.createCustom, { body }),
      change: (id, body) => call(R.updateCustom, { params: { id }, body }),
      withdraw: (id) => call(R.removeCustom, { params: { id } }),
    };
    return (orderId, rights) => createDepositViewModel(port, orderId, rights, () => crypto.randomUUID());
  });
  bind(DepositsTokens.transferNotes).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return { of: (id) => call(R.transferNote, { params: { id } }) };
  });
});
