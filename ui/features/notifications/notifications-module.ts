import { ContainerModule } from 'inversify';
import { distinctUntilChanged, fromEvent, map, startWith } from 'rxjs';
import { WebTokens } from '../../../adapters/di/tokens';
import { notificationRoutes as R } from '../../../adapters/http/contract/notifications/notification-routes';
import type { NotificationsPort } from './notifications-port';
import { NotificationsTokens } from './notifications-tokens';

/** The bell's port over the api client, and the tab's visibility from the document. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NotificationsTokens.port).toDynamicValue((ctx): NotificationsPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      list: () => call(R.list, {}),
      markRead: (ids) => call(R.markRead, { body: ids === undefined ? {} : { ids: [...ids] } }),
    };
  });
  bind(NotificationsTokens.visible).toConstantValue(
    fromEvent(document, 'visibilitychange').pipe(startWith(null), map(() => document.visibilityState === 'visible'), distinctUntilChanged()),
  );
});
