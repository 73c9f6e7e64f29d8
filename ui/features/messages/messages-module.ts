import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { outboxRoutes as messageRoutes } from '../../../adapters/http/contract/messages/messages';
import type { MessagesPort } from './messages-port';
import { MessagesTokens } from './messages-tokens';

/** The /messages screen's port over the api client. */
export const messagesModule = new ContainerModule(({ bind }) => {
  bind(MessagesTokens.port).toDynamicValue((ctx): MessagesPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      list: (query) => call(messageRoutes.list, { query }),
      resend: (id) => call(messageRoutes.resend, { params: { id } }),
    };
  });
});
