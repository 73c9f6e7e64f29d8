import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { documentRoutes as R } from '../../../adapters/http/contract/documents/document-routes';
import type { DocumentBody } from '../../../adapters/http/contract/documents/documents';
import type { Answer } from '../../shared/answer';
import type { DocumentsPort } from './documents-port';
import { DocumentsTokens } from './documents-tokens';

/** The file-upload step's port over the api client (the file as multipart, with its progress). */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind(DocumentsTokens.port).toDynamicValue((ctx): DocumentsPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      list: (orderId) => call(R.list, { params: { id: orderId } }),
      upload: (orderId, kind, file, onUploadProgress) => {
        const data = new FormData();
        data.append('kind', kind);
        data.append('file', file, file.name);
        return call(R.upload, { params: { id: orderId }, body: data, onUploadProgress }) as Answer<DocumentBody>;
      },
      link: (id) => call(R.link, { params: { id } }),
      remove: (id) => call(R.remove, { params: { id } }),
      open: (url) => window.location.assign(url),
    };
  });
});
