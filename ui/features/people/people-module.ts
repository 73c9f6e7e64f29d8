import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access-routes';
import { profileRoutes } from '../../../adapters/http/contract/profile-routes';
import type { MyAccountPort } from './my-account-port';
import { PeopleTokens } from './people-tokens';

/** The people screens' ports over the api client (my profile), loaded with the dealer pages. */
export const peopleModule = new ContainerModule(({ bind }) => {
  bind(PeopleTokens.myAccount).toDynamicValue((ctx): MyAccountPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      changePassword: (change) => call(accessRoutes.changePassword, { body: change }),
      updateProfile: (change) => call(profileRoutes.updateProfile, { body: change }),
      uploadAvatar: (image) => {
        const data = new FormData();
        data.append('avatar', image, image.name);
        return call(profileRoutes.saveAvatar, { body: data });
      },
      removeAvatar: () => call(profileRoutes.removeAvatar),
    };
  });
});
