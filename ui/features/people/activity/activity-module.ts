import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { accessRoutes } from '../../../../adapters/http/contract/access/access-routes';
import { auditTrailRoutes } from '../../../../adapters/http/contract/people/audit-trail-routes';
import type { ActivityPort } from './activity-port';
import { ActivityTokens } from './activity-tokens';

/** The /activity screen's port over the api client. */
export const activityModule = new ContainerModule(({ bind }) => {
  bind(ActivityTokens.port).toDynamicValue((ctx): ActivityPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      trail: (query) => call(auditTrailRoutes.auditTrail, { query }),
      staff: () => call(accessRoutes.assignableDealerUsers),
    };
  });
});
