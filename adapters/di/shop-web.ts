import { Container } from 'inversify';
import type { ContainerModule } from 'inversify';
import { asyncScheduler, NEVER, Subject } from 'rxjs';
import type { HttpNotice } from '../http/client/api-client';
import { createApiClient } from '../http/client/create-api-client';
import { readCookie } from '../http/client/url';
import { createErrorReports } from '../http/client/error-reports';
import { errorRoutes } from '../http/contract/error-routes';
import { WebTokens } from './tokens';

/**
 * The customer app's composition root (shop/main.tsx, the one shop file allowed to import it).
 * The same client over the same contract as the dealer panel, with no dealer sign-in behind it: the
 * customer's calls carry the deal link's token per call (X-Deal-Token) and never send anyone to
 * the dealer's login page (their 401 is the shop's to show).
 */
export function createShopWebContainer(modules: readonly ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const notices = new Subject<HttpNotice>();
  const api = createApiClient({
    notify: (notice) => notices.next(notice),
    redirect: () => undefined,
    readCsrfToken: () => readCookie(document.cookie, 'csrftoken'),
    currentPath: () => '/',
    report: (error) => reportError(error),
  });
  // The customer's failed calls are reported as the panel's are (docs/decisions/platform.md "Error reporting").
  const reportError = createErrorReports({ send: (report) => api.send({ method: 'POST', url: errorRoutes.reportClientError.path, data: report }), now: () => Date.now() });
  container.bind(WebTokens.api).toConstantValue(api);
  container.bind(WebTokens.httpNotices).toConstantValue(notices.asObservable());
  container.bind(WebTokens.authRedirects).toConstantValue(NEVER);
  container.bind(WebTokens.sessionStorage).toConstantValue(window.sessionStorage);
  container.bind(WebTokens.scheduler).toConstantValue(asyncScheduler);
  container.load(...modules);
  return container;
}
