import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AuthRedirect, CallRoute, HttpNotice } from '../http/client/api-client';
import { createFetchApiClient } from '../http/client/fetch-api-client';
import { readCookie } from '../http/client/url';
import { createErrorReports } from '../http/client/error-reports';
import { errorRoutes } from '../http/contract/error-routes';
import { currentPath } from './current-path';

/** The standalone sign-in pages' api client (ui/sign-in.tsx, issue 34) and what it reports. */
export interface SignInApi {
  readonly call: CallRoute;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
}

/**
 * The panel's browser api (browser-api.ts) over fetch instead of axios: the same contract, CSRF
 * header, retries, redirects and error reports, 19 KB less on the sign-in pages.
 */
export function createSignInApi(): SignInApi {
  const notices = new Subject<HttpNotice>();
  const redirects = new Subject<AuthRedirect>();
  const api = createFetchApiClient({
    notify: (notice) => notices.next(notice),
    redirect: (target) => redirects.next(target),
    readCsrfToken: () => readCookie(document.cookie, 'csrftoken'),
    currentPath,
    report: (error) => reportError(error),
  });
  // Straight through fetch: no retries, no notices, and a failed report is never reported itself.
  const reportError = createErrorReports({ send: (report) => api.send({ method: 'POST', url: errorRoutes.reportClientError.path, data: report }), now: () => Date.now() });
  return { call: api.call, notices: notices.asObservable(), redirects: redirects.asObservable() };
}
