import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SsoOptionsBody } from '../../../adapters/http/contract/access/sso';
import { DEALER_BASE_PATH } from '@dealer-panel/core/access/routes';
import { SSO_REFUSALS, type SsoRefusal, type SsoSource } from '@dealer-panel/core/access/sso';
import type { Answer } from '../../shared/answer';
import type { SignInMemory } from '../../shared/saved-url';

export type SsoOption = SsoOptionsBody['sources'][number];

/** The manufacturer buttons of the sign-in page and why the last manufacturer sign-in was refused. */
export interface LoginSsoState {
  readonly options: readonly SsoOption[];
  readonly refusal: SsoRefusal | null;
  /** The source whose sign-in is starting (the page is about to leave). */
  readonly leaving: SsoSource | null;
}

export interface LoginSsoDeps {
  /** Public GET /api/sso/{dealership}/: the store's enabled sources. */
  readonly ssoOptions: (dealershipId: number) => Answer<SsoOptionsBody>;
  readonly memory: Pick<SignInMemory, 'savedUrl'>;
  /** Leaves the panel for the identity provider (window.location.assign in the browser). */
  readonly leave: (url: string) => void;
}

/** What the sign-in page's address says: `?store=<id>` asks for the store's buttons, `?sso_error=<reason>` tells a refusal. */
export interface LoginSsoParams {
  readonly store: number | null;
  readonly refusal: SsoRefusal | null;
}

export function loginSsoParamsOf(params: URLSearchParams): LoginSsoParams {
  const store = params.get('store') ?? '';
  const refusal = params.get('sso_error');
  return {
    store: /^[1-9]\d{0,9}$/.test(store) ? Number(store) : null,
    refusal: SSO_REFUSALS.find((r) => r === refusal) ?? null,
  };
}

/**
 * The start of a manufacturer sign-in: its login URL, with `next` the remembered page of the panel
 * (a /dealer/ path, as the contract asks) when there is one.
 */
export function ssoStartUrl(loginUrl: string, savedUrl: string | null): string {
  if (savedUrl === null) return loginUrl;
  const next = savedUrl === '/' ? `${DEALER_BASE_PATH}/` : `${DEALER_BASE_PATH}${savedUrl}`;
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}

export const LOGIN_SSO_INITIAL: LoginSsoState = { options: [], refusal: null, leaving: null };

/**
 * The sign-in page's manufacturer part: the buttons of the store the address names (none when it
 * names none, or the store offers none, or the call fails: the password form still works), and the
 * refusal the identity provider's round trip came back with.
 */
export function createLoginSso(deps: LoginSsoDeps) {
  const state = new BehaviorSubject<LoginSsoState>(LOGIN_SSO_INITIAL);
  const set = (change: Partial<LoginSsoState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };

  return {
    sso$: state.asObservable() as Observable<LoginSsoState>,
    async startSso(params: LoginSsoParams): Promise<void> {
      set({ refusal: params.refusal });
      if (params.store === null) return;
      const answer = await deps.ssoOptions(params.store).catch(() => null);
      if (answer !== null && E.isRight(answer)) set({ options: answer.right.sources });
    },
    signInWith(source: SsoSource): void {
      const option = state.value.options.find((o) => o.source === source);
      if (option === undefined || state.value.leaving !== null) return;
      set({ leaving: source });
      deps.leave(ssoStartUrl(option.login_url, deps.memory.savedUrl()));
    },
    /** The browser brought the page back from its cache (Back from the identity provider): the buttons work again. */
    returned(): void {
      set({ leaving: null });
    },
    dispose: () => state.complete(),
  };
}
