import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { SettingsResponse, StaticDataResponse, UserBody } from '../../../adapters/http/contract/access/access';
import type { Locale } from '../../../adapters/http/contract/common';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import type { CallRoute } from '../../../adapters/di/tokens';

export interface SessionState {
  readonly user: UserBody | null;
  readonly totalManagedDealerships: number;
  readonly staticData: StaticDataResponse | null;
  readonly settings: SettingsResponse | null;
}

/** What reading the session found: nobody, or a user (fully authenticated or not). */
export type SessionRead =
  | { readonly kind: 'anonymous'; readonly expired?: true } // expired: the server answered 440
  | { readonly kind: 'user'; readonly user: UserBody };

const EMPTY: SessionState = { user: null, totalManagedDealerships: 0, staticData: null, settings: null };

/**
 * The signed-in user, the app settings and the static data, shared by the guards and the shell.
 * Reads are cached: the guards run on every navigation and must not call the server each time.
 * A technical failure (no answer) rejects, and the route's error page shows it.
 */
export function createSessionStore(call: CallRoute) {
  const state = new BehaviorSubject<SessionState>(EMPTY);
  const patch = (change: Partial<SessionState>) => state.next({ ...state.value, ...change });
  let language: Promise<Locale | null> | null = null;
  const forget = () => patch({ user: null, totalManagedDealerships: 0, staticData: null });

  return {
    state$: state.asObservable() as Observable<SessionState>,
    snapshot: (): SessionState => state.value,

    async settings(): Promise<SettingsResponse | null> {
      if (state.value.settings) return state.value.settings;
      const answer = await call(accessRoutes.settings);
      if (E.isLeft(answer)) return null;
      patch({ settings: answer.right });
      return answer.right;
    },

    /** The session's language (GET /i18n/), read once per page load. */
    serverLanguage(): Promise<Locale | null> {
      language ??= call(accessRoutes.getLanguage).then(
        (answer) => (E.isRight(answer) ? answer.right.language : null),
        () => null,
      );
      return language;
    },

    /** Reads the session's language again at the next navigation (after sign-in, it may be the user's). */
    refreshLanguage(): void {
      language = null;
    },

    /** Sets the language on the server first (spec 000 section 4); true when it took it. */
    async setServerLanguage(locale: Locale): Promise<boolean> {
      const answer = await call(accessRoutes.setLanguage, { body: { language: locale }, authRedirect: false });
      language = Promise.resolve(locale);
      return E.isRight(answer);
    },

    /** The cached user once fully authenticated; otherwise asks the server, quietly. */
    async read(): Promise<SessionRead> {
      const cached = state.value.user;
      if (cached?.fully_authenticated) return { kind: 'user', user: cached };
      const answer = await call(accessRoutes.currentUser, { authRedirect: false });
      if (E.isLeft(answer)) {
        patch({ user: null, staticData: null });
        return answer.left.status === 440 ? { kind: 'anonymous', expired: true } : { kind: 'anonymous' };
      }
      patch({ user: answer.right.user, totalManagedDealerships: answer.right.total_managed_dealerships });
      return { kind: 'user', user: answer.right.user };
    },

    /** Static data of the session's dealership; null when it cannot be read (flags then deny). */
    async staticData(): Promise<StaticDataResponse | null> {
      if (state.value.staticData) return state.value.staticData;
      const answer = await call(accessRoutes.staticData, { authRedirect: false });
      if (E.isLeft(answer)) return null;
      patch({ staticData: answer.right });
      return answer.right;
    },

    /** After login, verification or a dealership switch: the user the server answered with. */
    signedIn(user: UserBody, totalManagedDealerships: number): void {
      const sameDealership = state.value.user?.dealership?.id === user.dealership?.id;
      patch({ user, totalManagedDealerships, ...(sameDealership ? {} : { staticData: null }) });
    },

    /** Forgets the user (signed out, or the server said the session is gone). */
    forget,

    /** POST logout/: the address to go to next, if the server gives one. */
    async signOut(): Promise<string | null> {
      const answer = await call(accessRoutes.logout, { body: {}, authRedirect: false }).catch(() => null);
      forget();
      return answer && E.isRight(answer) ? answer.right.redirect_url : null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
