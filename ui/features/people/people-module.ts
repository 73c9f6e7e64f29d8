import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import { profileRoutes } from '../../../adapters/http/contract/people/profile-routes';
import type { MyAccountPort } from './my-account-port';
import { passkeyRoutes } from '../../../adapters/http/contract/access/passkey-routes';
import type { PasskeysPort } from './passkeys-port';
import type { MyMessagesPort } from './my-messages-port';
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
  bind(PeopleTokens.passkeys).toDynamicValue((ctx): PasskeysPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      list: () => call(passkeyRoutes.list),
      registrationOptions: () => call(passkeyRoutes.registrationOptions, { body: {} }),
      add: (body) => call(passkeyRoutes.add, { body }),
      rename: (id, name) => call(passkeyRoutes.rename, { params: { id }, body: { name } }),
      remove: (id) => call(passkeyRoutes.remove, { params: { id } }),
    };
  });
  bind(PeopleTokens.myMessages).toDynamicValue((ctx): MyMessagesPort => {
    const { call } = ctx.get(WebTokens.api);
    return { list: (page) => call(profileRoutes.myMessages, page > 1 ? { query: { page: String(page) } } : {}) };
  });
});
