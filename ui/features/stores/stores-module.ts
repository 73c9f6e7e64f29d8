import { ContainerModule, type ResolutionContext } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { storeRoutes as R } from '../../../adapters/http/contract/stores/stores-routes';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import type { HomeDealershipBody } from '../../../adapters/http/contract/stores/stores';
import type { Answer } from '../../shared/answer';
import { createDealershipInfoStore } from './dealership-info-store';
import type { StorePort } from './store-port';
import { createStoreSettingsViewModel } from './store-settings-view-model';
import { createOrganizationViewModel } from './organization-view-model';
import { createOrganizationsViewModel } from './organizations-view-model';
import { organizationRoutes as O } from '../../../adapters/http/contract/stores/organization-routes';
import { StoreTokens } from './store-tokens';
import { createSupportContactStore } from './support-contact-store';

/** The store screens' port over the api client (the logo as multipart), the shared dealership info and support contact. */
export const storesModule = new ContainerModule(({ bind }) => {
  const port = (ctx: ResolutionContext): StorePort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      homeDealership: () => call(R.homeDealership),
      update: (body) => call(R.replaceDealership, { body }),
      uploadLogo: (file) => {
        const data = new FormData();
        data.append('picture', file, file instanceof File ? file.name : 'logo');
        return call(R.dealershipLogo, { body: data }) as Answer<HomeDealershipBody>;
      },
      supportService: () => call(R.supportService),
      organizationStores: () => call(R.organizationStores),
      transferSession: (id) => call(accessRoutes.transferSession, { body: { dealership_id: id } }),
    };
  };
  bind(StoreTokens.dealershipInfo).toDynamicValue((ctx) => {
    const p = port(ctx);
    return createDealershipInfoStore({ fetch: () => p.homeDealership(), now: () => Date.now() });
  }).inSingletonScope();
  bind(StoreTokens.supportContact).toDynamicValue((ctx) => createSupportContactStore(port(ctx))).inSingletonScope();
  bind(StoreTokens.organizationViewModel).toDynamicValue((ctx) => {
    const p = port(ctx);
    const info = ctx.get(StoreTokens.dealershipInfo);
    return (onSwitched) => createOrganizationViewModel(p, () => info.forget(), onSwitched);
  });
  bind(StoreTokens.organizationsViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createOrganizationsViewModel({
      list: () => call(O.listOrganizations),
      create: (name) => call(O.createOrganization, { body: { name } }),
      rename: (id, name) => call(O.renameOrganization, { params: { id }, body: { name } }),
      createStore: (id, body) => call(O.createDealership, { params: { id }, body }),
    });
  });
  bind(StoreTokens.settingsViewModel).toDynamicValue((ctx) => {
    const p = port(ctx);
    const info = ctx.get(StoreTokens.dealershipInfo);
    return () => createStoreSettingsViewModel(p, info);
  });
});
