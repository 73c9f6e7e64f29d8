import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { httpWorksheetSource } from './worksheet/http-worksheet-source';
import { createWorksheetPageViewModel } from './worksheet/worksheet-page-view-model';
import { httpDeskingSource } from './desking/desking-source';
import { createDeskingViewModel } from './desking/desking-view-model';
import { PaymentTokens } from './payment-tokens';

/** The pricing worksheet's view model, loaded with its page (ui/app/feature-modules.ts). */
export const worksheetModule = new ContainerModule(({ bind }) => {
  bind(PaymentTokens.worksheetPageViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    return (orderId, actor) => createWorksheetPageViewModel({ source: httpWorksheetSource(call), scheduler }, orderId, actor);
  });
  bind(PaymentTokens.deskingViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (orderId, deps) => createDeskingViewModel({ ...deps, source: httpDeskingSource(call) }, orderId);
  });
});
