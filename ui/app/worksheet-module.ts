import { ContainerModule } from 'inversify';
import { WebTokens } from '../../adapters/di/tokens';
import { httpWorksheetSource } from '../features/payments/worksheet/http-worksheet-source';
import { createWorksheetPageViewModel } from '../features/payments/worksheet/worksheet-page-view-model';
import { httpDeskingSource } from '../features/payments/desking/desking-source';
import { createDeskingViewModel } from '../features/payments/desking/desking-view-model';
import { UiTokens } from './ui-tokens';

/** The pricing worksheet's view model, loaded with the dealer pages (dealer-modules.ts). */
export const worksheetModule = new ContainerModule(({ bind }) => {
  bind(UiTokens.worksheetPageViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    return (orderId, actor) => createWorksheetPageViewModel({ source: httpWorksheetSource(call), scheduler }, orderId, actor);
  });
  bind(UiTokens.deskingViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (orderId, deps) => createDeskingViewModel({ ...deps, source: httpDeskingSource(call) }, orderId);
  });
});
