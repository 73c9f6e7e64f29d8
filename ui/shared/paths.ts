import type { RouteName } from '@dealer-panel/core/access/route-name';
import { ROUTES } from '@dealer-panel/core/access/routes';
import type { LoginReason } from '../../adapters/di/tokens';

/** Paths under /dealer (the router's basename), built from core's route table. */
function pathOf(name: RouteName, params: Readonly<Record<string, string | number>> = {}): string {
  return ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

function withQuery(path: string, query: Readonly<Record<string, string | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

export const paths = {
  of: pathOf,
  customers: () => pathOf('customers-view'),
  login: (query: { readonly reason?: LoginReason | null; readonly next?: string | null } = {}) =>
    withQuery(pathOf('login'), { reason: query.reason, next: query.next }),
  verification: () => pathOf('verification'),
  selectDealership: () => pathOf('select-dealership'),
  resetPassword: () => pathOf('reset-password'),
  myProfile: () => pathOf('my-profile'),
  traderPanelWarning: () => pathOf('trader-panel-warning'),
  traderPanelSuccessfulLogin: () => pathOf('trader-panel-successful-login'),
  errorMessage: (errorContext: string, referenceId: string) => pathOf('error-message', { errorContext, referenceId }),
  demoInbox: () => '/demo-inbox',
};

/**
 * A `next` or remembered URL the app may follow: a path of this app, never another site
 * ("//evil.example" or "https://..." would be an open redirect).
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
