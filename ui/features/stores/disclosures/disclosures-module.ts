import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { disclosuresRoutes as R } from '../../../../adapters/http/contract/stores/disclosures-routes';
import type { DisclosuresPort } from './disclosures-port';
import { createDisclosuresViewModel } from './disclosures-view-model';
import { DisclosuresTokens } from './disclosures-tokens';
import { createPricingFooterViewModel } from './pricing-footer-view-model';

/** The disclosures view models, over the api client's calls. */
export const disclosuresModule = new ContainerModule(({ bind }) => {
  bind(DisclosuresTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: DisclosuresPort = { load: () => call(R.getDisclosures), save: (body) => call(R.updateDisclosures, { body }), pricingFooter: () => call(R.pricingFooter) };
    return () => createDisclosuresViewModel(port);
  });
  bind(DisclosuresTokens.pricingFooter).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createPricingFooterViewModel({ pricingFooter: () => call(R.pricingFooter) });
  });
});
