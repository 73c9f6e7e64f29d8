import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../../adapters/di/tokens';
import { userRoutes as R } from '../../../../adapters/http/contract/people/users-routes';
import { secondFactorRoutes } from '../../../../adapters/http/contract/access/second-factor-routes';
import type { UsersPort } from './users-port';
import { UsersTokens } from './users-tokens';

/** The users screen's port over the api client, loaded with the dealer pages. */
export const usersModule = new ContainerModule(({ bind }) => {
  bind(UsersTokens.port).toDynamicValue((ctx): UsersPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      list: (query) => call(R.listUsers, { query }),
      invite: (body) => call(R.inviteUser, { body }),
      update: (id, body) => call(R.updateUser, { params: { id }, body }),
      resendInvitation: (id) => call(R.sendInvitation, { params: { id }, body: {} }),
      setActive: (id, isActive) => call(R.setActiveStatus, { body: { user_id: id, is_active: isActive } }),
      resetSecondFactors: (id) => call(secondFactorRoutes.resetSecondFactors, { params: { id }, body: {} }),
    };
  });
});
