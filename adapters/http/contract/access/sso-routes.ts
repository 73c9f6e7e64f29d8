import { Empty } from '../common';
import { route } from './access-routes';
import { SsoAcsForm, SsoConnectionsBody, SsoConnectionWrite, SsoOptionsBody } from './sso';

const B = '/api/dealer/dealership/sso';
const P = '/api/sso/{dealership}/{source}';

/** Manufacturer single sign-on (issue 13 item 9): every path is designed (the spec names only the login methods). */
export const ssoRoutes = {
  connections: route({ method: 'GET', path: `${B}/`, summary: 'The store\'s three manufacturer sign-in connections (VW, Hyundai, the third source) and its service-provider URLs (not the sales floor)', auth: 'verified', response: SsoConnectionsBody, designed: true }),
  saveConnection: route({ method: 'PUT', path: `${B}/{source}/`, summary: 'Save one connection (the store\'s admins); per-field errors; an enabled one needs the identity provider\'s entity id, sign-in URL and a certificate valid today', auth: 'verified', body: SsoConnectionWrite, response: SsoConnectionsBody, designed: true }),
  options: route({ method: 'GET', path: '/api/sso/{dealership}/', summary: 'The store\'s enabled manufacturer sign-in buttons for the sign-in page (public)', auth: 'none', response: SsoOptionsBody, designed: true }),
  login: route({ method: 'GET', path: `${P}/login/`, summary: 'Start a sign-in: 302 to the identity provider with a signed-in request id kept 10 minutes (?next= a /dealer/ path to land on)', auth: 'none', redirects: [302], response: Empty, designed: true, query: { next: 'where to land after signing in (a /dealer/ path)' } }),
  acs: route({ method: 'POST', path: `${P}/acs/`, summary: 'Assertion consumer (form post from the identity provider): a signed, current, unreplayed assertion answering our request opens a session (303 to the panel or the one-time code); a browser is sent back to the sign-in page with ?sso_error=, an API client gets problem+json 401', auth: 'none', redirects: [303], body: SsoAcsForm, response: Empty, designed: true }),
  continue: route({ method: 'GET', path: '/api/dealer/user/sso_continue/', summary: 'Where the assertion consumer sends the browser: a remembered device skips the one-time code, then 302 to ?next= (a /dealer/ path)', auth: 'session', redirects: [302], response: Empty, designed: true, query: { next: 'where to land (a /dealer/ path)' } }),
  metadata: route({ method: 'GET', path: `${P}/metadata/`, summary: 'The store\'s service-provider metadata for the source (XML) to give the manufacturer', auth: 'none', response: Empty, designed: true }),
} as const;
