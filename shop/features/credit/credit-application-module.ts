import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { creditRoutes as R } from '../../../adapters/http/contract/credit/credit-routes';
import { dealHeaders } from '../../shared/deal-port';
import type { CustomerCreditPort } from './credit-application-port';
import { createCustomerCreditViewModel } from './credit-application-view-model';
import { CreditApplicationTokens } from './credit-application-tokens';

/**
 * The customer's credit-application calls over the shop's client: the deal link's token on each,
 * no dealer sign-in redirect (a refused link is the form's to explain). The server keeps the
 * unfinished draft (…/draft/), saved at each completed step.
 */
export const creditApplicationModule = new ContainerModule(({ bind }) => {
  bind(CreditApplicationTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (token: string, orderId: number, readOnly: boolean) => {
      const headers = dealHeaders(token);
      const port: CustomerCreditPort = {
        load: (id) => call(R.customerApplication, { params: { id }, headers, authRedirect: false }),
        validate: (body) => call(R.validate, { body, headers, authRedirect: false }),
        loadDraft: (id) => call(R.draft, { params: { id }, headers, authRedirect: false }),
        saveDraft: (id, body) => call(R.saveDraft, { params: { id }, body, headers, authRedirect: false }),
        submit: (id, body) => call(R.submit, { params: { id }, body, headers, authRedirect: false }),
        // The spec: a failed lookup is null (the customer picks the province).
        postalCodeProvince: async (postal) => {
          const answer = await call(R.postalCodeProvince, { params: { id: postal.replace(/\s+/g, '') }, authRedirect: false }).catch(() => null);
          return answer !== null && answer._tag === 'Right' ? answer.right.province : null;
        },
      };
      return createCustomerCreditViewModel({ port, readOnly, now: () => new Date(), pageUrl: () => window.location.href }, orderId);
    };
  });
});
