import type { Observable } from 'rxjs';
import type { ApiClient, AuthRedirect, HttpNotice } from '../http/client/api-client';
import { createApiClient } from '../http/client/create-api-client';
import { createPageApi } from './page-api';

/** The browser's api client and what it reports: the toasts to show, where to go after 401/403/440. */
export interface BrowserApi {
  readonly api: ApiClient;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
}

/**
 * The dealer panel's api client, without a container: the panel binds it in its
 * container (web.ts). The handling it shares with the sign-in pages' is page-api.ts.
 */
export function createBrowserApi(): BrowserApi {
  const { client, notices, redirects } = createPageApi(createApiClient, (api, path, report) => api.send({ method: 'POST', url: path, data: report }));
  return { api: client, notices, redirects };
}
