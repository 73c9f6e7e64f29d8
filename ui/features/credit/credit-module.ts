import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { creditRoutes as R } from '../../../adapters/http/contract/credit/credit-routes';
import type { CreditPort } from './credit-port';
import { createCreditViewModel } from './credit-view-model';
import { CreditTokens } from './credit-tokens';

/** The deal's credit application page, over the api client's calls. */
export const creditModule = new ContainerModule(({ bind }) => {
  bind(CreditTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: CreditPort = {
      load: (id) => call(R.dealerApplication, { params: { id } }),
      reveal: (id) => call(R.reveal, { params: { id }, body: {} }),
      approve: (id) => call(R.approve, { params: { id }, body: {} }),
      furtherVerification: (id, comments) => call(R.furtherVerification, { params: { id }, body: { verify_request_comments: comments } }),
    };
    return (orderId) => createCreditViewModel(port, orderId);
  });
});
