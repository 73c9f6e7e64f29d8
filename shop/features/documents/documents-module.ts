import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { documentRoutes as R } from '../../../adapters/http/contract/documents/document-routes';
import type { CustomerDocumentBody } from '../../../adapters/http/contract/documents/documents';
import type { Answer } from '../../../ui/shared/answer';
import { dealHeaders } from '../../shared/deal-port';
import type { ShopDocumentsPort } from './documents-port';
import { ShopDocumentsTokens } from './documents-tokens';
import { createShopDocumentsViewModel } from './documents-view-model';

/** The customer's documents calls over the client: the link's token on each (the file as multipart, with its progress). */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind(ShopDocumentsTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: ShopDocumentsPort = {
      list: (token, id) => call(R.customerList, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      upload: (token, id, kind, file, onUploadProgress) => {
        const data = new FormData();
        data.append('kind', kind);
        data.append('file', file, file.name);
        return call(R.customerUpload, { params: { id }, body: data, headers: dealHeaders(token), authRedirect: false, onUploadProgress }) as Answer<CustomerDocumentBody>;
      },
      remove: (token, id, document) => call(R.customerRemove, { params: { id, document }, headers: dealHeaders(token), authRedirect: false }),
    };
    return port;
  });
  bind(ShopDocumentsTokens.documents).toDynamicValue((ctx) => {
    const port = ctx.get(ShopDocumentsTokens.port);
    return (token: string, orderId: number) => createShopDocumentsViewModel(port, token, orderId);
  });
});
