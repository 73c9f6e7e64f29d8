import type { Observable } from 'rxjs';
import type { AuthRedirect, CallRoute, HttpNotice } from '../http/client/api-client';
import { createFetchApiClient } from '../http/client/fetch-api-client';
import { createPageApi } from './page-api';

/** The standalone sign-in pages' api client (ui/sign-in.tsx, issue 34) and what it reports. */
export interface SignInApi {
  readonly call: CallRoute;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
}

/**
 * The panel's browser api (browser-api.ts) over fetch instead of axios: the same contract, CSRF
 * header, retries, redirects and error reports (page-api.ts), 19 KB less on the sign-in pages.
 */
export function createSignInApi(): SignInApi {
  const { client, notices, redirects } = createPageApi(createFetchApiClient, (api, path, report) => api.send({ method: 'POST', url: path, data: report }));
  return { call: client.call, notices, redirects };
}
