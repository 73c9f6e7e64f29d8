import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { tradeInRoutes as R } from '../../../adapters/http/contract/trade-ins/trade-in-routes';
import type { TradeInPort } from './trade-in-port';
import { galleryRoutes as G } from '../../../adapters/http/contract/trade-ins/gallery-routes';
import type { PictureBody } from '../../../adapters/http/contract/trade-ins/gallery';
import type { Answer } from '../../shared/answer';
import type { PictureSlotsPort } from '../../shared/picture-slots/picture-slots-port';
import { createTradeInViewModel } from './trade-in-view-model';
import { TradeInTokens } from './trade-in-tokens';
import { createQuestionnaireViewModel, type QuestionnairePort } from './questionnaire/questionnaire-view-model';

/** The deal's trade-in page, over the api client's calls. */
export const tradeInModule = new ContainerModule(({ bind }) => {
  bind(TradeInTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: TradeInPort = {
      load: (target) => ('orderId' in target ? call(R.orderTradeIn, { params: { id: target.orderId } }) : call(R.customerTradeIn, { params: { id: target.customerId } })),
      save: (target, body) => ('orderId' in target
        ? call(R.saveOrderTradeIn, { params: { id: target.orderId }, body })
        : call(R.saveCustomerTradeIn, { params: { id: target.customerId }, body })),
      refresh: (id, tradeIn, vendor) => call(R.refreshEti, { params: { id }, query: { trade_in: String(tradeIn), vendor } }),
      makeOffer: (target, tradeInId, body) => ('orderId' in target
        ? call(R.tradeinOffer, { params: { id: target.orderId }, body })
        : call(R.makeOffer, { params: { id: tradeInId }, body })),
      answer: (id, body) => call(R.answerOffer, { params: { id }, body }),
    };
    return (target) => createTradeInViewModel(port, target);
  });
  bind(TradeInTokens.questionnaire).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: QuestionnairePort = {
      load: () => call(R.questionTree),
      create: (body) => call(R.questionCreate, { body }),
      update: (id, body) => call(R.questionUpdate, { params: { id }, body }),
      remove: (id) => call(R.questionRemove, { params: { id } }),
      reorder: (parent, ids) => call(R.questionReorder, { body: { parent, ids: [...ids] } }),
    };
    return () => createQuestionnaireViewModel(port);
  });

  bind(TradeInTokens.pictures).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (id: number): PictureSlotsPort => ({
      list: () => call(G.pictures, { params: { id } }),
      upload: (slot, file, onUploadProgress) => {
        const data = new FormData();
        data.append('file', file, file.name);
        return call(G.upload, { params: { id, slot }, body: data, onUploadProgress }) as Answer<PictureBody>;
      },
      remove: (slot) => call(G.remove, { params: { id, slot } }),
      share: () => call(G.gallery, { params: { id } }),
    });
  });
});
