import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { ssoRoutes as R } from '../../../adapters/http/contract/access/sso-routes';
import type { SsoPort } from './sso-port';
import { SsoTokens } from './sso-tokens';
import { createSsoViewModel } from './sso-view-model';

/** The manufacturer sign-in section's view model over the api client's calls. */
export const ssoModule = new ContainerModule(({ bind }) => {
  bind(SsoTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: SsoPort = {
      connections: () => call(R.connections),
      save: (source, body) => call(R.saveConnection, { params: { source }, body }),
    };
    return () => createSsoViewModel(port);
  });
});
