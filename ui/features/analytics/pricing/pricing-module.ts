import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { pricingRoutes as R } from '../../../../adapters/http/contract/analytics/pricing-routes';
import { createPriceProfilesViewModel } from './price-profiles-view-model';
import { createPricingReportViewModel } from './pricing-report-view-model';
import { PricingTokens } from './pricing-tokens';

/** The price-profile and pricing-report view models, wired to the api client's calls. */
export const pricingModule = new ContainerModule(({ bind }) => {
  bind(PricingTokens.profilesViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createPriceProfilesViewModel({
      list: () => call(R.listProfiles),
      create: (body) => call(R.createProfile, { body }),
      update: (id, body) => call(R.replaceProfile, { params: { id }, body }),
      remove: (id) => call(R.deleteProfile, { params: { id } }),
      preview: (id, page) => call(R.preview, { params: { id }, body: { page } }),
      apply: (id) => call(R.apply, { params: { id }, body: {} }),
      batches: (page) => call(R.batches, { query: { page } }),
      undo: (id) => call(R.undo, { params: { id }, body: {} }),
    });
  });
  bind(PricingTokens.reportViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createPricingReportViewModel({
      report: (query) => call(R.report, { query }),
      history: (id) => call(R.history, { params: { id } }),
    });
  });
});
