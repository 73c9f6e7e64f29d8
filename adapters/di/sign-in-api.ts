import type { Observable } from 'rxjs';
import type { AuthRedirect, CallRoute, HttpNotice } from '../http/client/api-client';
import { createBrowserApi } from './browser-api';

/** The standalone sign-in pages' api client (ui/sign-in.tsx, issue 34) and what it reports. */
export interface SignInApi {
  readonly call: CallRoute;
  readonly notices: Observable<HttpNotice>;
  readonly redirects: Observable<AuthRedirect>;
}

/** The panel's browser api (browser-api.ts) without the panel's container: the pages need only the call. */
export function createSignInApi(): SignInApi {
  const { api, notices, redirects } = createBrowserApi();
  return { call: api.call, notices, redirects };
}
