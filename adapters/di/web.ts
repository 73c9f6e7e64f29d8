import { Container } from 'inversify';
import type { ContainerModule } from 'inversify';
import { asyncScheduler, Subject } from 'rxjs';
import type { AuthRedirect, HttpNotice } from '../http/client/api-client';
import { createApiClient } from '../http/client/create-api-client';
import { readCookie } from '../http/client/url';
import { createErrorReports } from '../http/client/error-reports';
import { errorRoutes } from '../http/contract/error-routes';
import { WebTokens } from './tokens';

/** The base path the panel is served under (core/access/routes.ts DEALER_BASE_PATH). */
const BASE = '/dealer';

/** The path under /dealer with its search, for login's `next`. */
function currentPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return `${inside === '' ? '/' : inside}${search}`;
}

/**
 * The browser's composition root. `modules` are the UI's bindings (view-model factories, the
 * session store): ui/main.tsx, the one UI file allowed to import this one, passes them in, because
 * adapters may not import ui.
 */
export function createWebContainer(modules: readonly ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const notices = new Subject<HttpNotice>();
  const redirects = new Subject<AuthRedirect>();
  const api = createApiClient({
    notify: (notice) => notices.next(notice),
    redirect: (target) => redirects.next(target),
    readCsrfToken: () => readCookie(document.cookie, 'csrftoken'),
    currentPath,
    report: (error) => reportError(error),
  });
  // Straight through axios: no retries, no notices, and a failed report is never reported itself.
  const reportError = createErrorReports({ send: (report) => api.axios.post(errorRoutes.reportClientError.path, report), now: () => Date.now() });
  container.bind(WebTokens.api).toConstantValue(api);
  container.bind(WebTokens.httpNotices).toConstantValue(notices.asObservable());
  container.bind(WebTokens.authRedirects).toConstantValue(redirects.asObservable());
  container.bind(WebTokens.sessionStorage).toConstantValue(window.sessionStorage);
  container.bind(WebTokens.scheduler).toConstantValue(asyncScheduler);
  container.load(...modules);
  return container;
}
