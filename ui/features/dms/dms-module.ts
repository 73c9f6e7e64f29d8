import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { dmsRoutes as R } from '../../../adapters/http/contract/dms/dms-routes';
import type { DmsPort } from './dms-port';
import { DmsTokens } from './dms-tokens';
import { createDmsViewModel } from './dms-view-model';

/** The deal card's DMS section, over the api client's calls. */
export const dmsModule = new ContainerModule(({ bind }) => {
  bind(DmsTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: DmsPort = {
      syncInfo: (id) => call(R.syncInfo, { params: { id } }),
      schedulePush: (id) => call(R.schedulePush, { params: { id }, body: {} }),
    };
    return (orderId) => createDmsViewModel(port, orderId);
  });
});
