import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { analyticsRoutes } from '../../../adapters/http/contract/analytics/analytics-routes';
import type { AnalyticsPort } from './analytics-port';
import { AnalyticsTokens } from './analytics-tokens';

/** The /analytics screen's port over the api client. */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(AnalyticsTokens.port).toDynamicValue((ctx): AnalyticsPort => {
    const { call } = ctx.get(WebTokens.api);
    return { dashboard: (query) => call(analyticsRoutes.dashboard, { query }) };
  });
});
