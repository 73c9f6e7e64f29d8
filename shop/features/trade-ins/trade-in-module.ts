import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { tradeInRoutes as R } from '../../../adapters/http/contract/trade-ins/trade-in-routes';
import type { ShopTradeInPort } from './trade-in-port';
import { galleryRoutes as G } from '../../../adapters/http/contract/trade-ins/gallery-routes';
import type { PictureBody } from '../../../adapters/http/contract/trade-ins/gallery';
import type { Answer } from '../../../ui/shared/answer';
import type { PictureSlotsPort } from '../../../ui/shared/picture-slots/picture-slots-port';
import { ShopTradeInTokens } from './trade-in-tokens';
import { createShopTradeInViewModel } from './trade-in-view-model';

const dealHeaders = (token: string) => ({ 'X-Deal-Token': token });

/** The customer's trade-in calls over the client: the link's token on each, no dealer sign-in redirect. */
export const tradeInModule = new ContainerModule(({ bind }) => {
  bind(ShopTradeInTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: ShopTradeInPort = {
      read: (token, id) => call(R.customerRead, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      submit: (token, id, body) => call(R.customerSubmit, { params: { id }, body, headers: dealHeaders(token), authRedirect: false }),
      answer: (token, id, body) => call(R.customerAnswer, { params: { id }, body, headers: dealHeaders(token), authRedirect: false }),
    };
    return port;
  });
  bind(ShopTradeInTokens.pictures).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (token: string, id: number): PictureSlotsPort => ({
      list: () => call(G.customerPictures, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      upload: (slot, file, onUploadProgress) => {
        const data = new FormData();
        data.append('file', file, file.name);
        return call(G.customerUpload, { params: { id, slot }, body: data, onUploadProgress, headers: dealHeaders(token), authRedirect: false }) as Answer<PictureBody>;
      },
      remove: (slot) => call(G.customerRemove, { params: { id, slot }, headers: dealHeaders(token), authRedirect: false }),
    });
  });
  bind(ShopTradeInTokens.tradeIn).toDynamicValue((ctx) => {
    const port = ctx.get(ShopTradeInTokens.port);
    return (token: string, orderId: number) => createShopTradeInViewModel(port, token, orderId);
  });
});
