import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SsoConnectionBody, SsoConnectionsBody } from '../../../adapters/http/contract/access/sso';
import { SSO_SOURCES, type SsoSource } from '@dealer-panel/core/access/sso';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import type { LoadFailed, Loading } from '../../shared/load-state';
import { problemOf } from '../../shared/problem-of';
import { ssoErrorsOf, ssoFormOf, ssoWriteOf, type SsoField, type SsoFormValues } from './sso-form-values';
import type { SsoPort } from './sso-port';

/** One source's card: as saved, as typed, and how its last save went. */
export interface SsoCard {
  readonly source: SsoSource;
  readonly saved: SsoConnectionBody;
  readonly values: SsoFormValues;
  readonly errors: FieldErrorMap;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly problem: FormProblem | null;
}

export type SsoState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      /** The store's admins may save; everyone else reads. */
      readonly mayManage: boolean;
      readonly staffLoginUrl: string;
      /** VW, Hyundai, the third source, in that order. */
      readonly cards: readonly SsoCard[];
    };

type Ready = Extract<SsoState, { kind: 'ready' }>;

const freshCard = (saved: SsoConnectionBody): SsoCard => ({ source: saved.source, saved, values: ssoFormOf(saved), errors: {}, dirty: false, saving: false, problem: null });

/** The cards of an answer; a card being edited keeps what was typed (it only learns what is saved now). */
function cardsOf(body: SsoConnectionsBody, keep: readonly SsoCard[] = []): SsoCard[] {
  return SSO_SOURCES.flatMap((source) => {
    const saved = body.connections.find((c) => c.source === source);
    if (saved === undefined) return [];
    const editing = keep.find((c) => c.source === source && c.dirty);
    return [editing === undefined ? freshCard(saved) : { ...editing, saved }];
  });
}

export const ssoDirty = (state: SsoState): boolean => state.kind === 'ready' && state.cards.some((c) => c.dirty);

/**
 * The /dealerships page's manufacturer sign-in section (issue 13 item 9): the three connections,
 * each saved on its own (PUT); the server checks them (it reads the certificates), its field errors
 * stand beside the fields with what was typed kept. Read-only when the server says the user may not
 * manage them.
 */
export function createSsoViewModel(port: SsoPort) {
  const state = new BehaviorSubject<SsoState>({ kind: 'loading' });
  const set = (next: SsoState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const card = (now: Ready, source: SsoSource) => now.cards.find((c) => c.source === source) ?? null;
  const update = (now: Ready, source: SsoSource, change: (c: SsoCard) => SsoCard): Ready =>
    ({ ...now, cards: now.cards.map((c) => (c.source === source ? change(c) : c)) });

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.connections());
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', mayManage: answer.right.may_manage, staffLoginUrl: answer.right.staff_login_url, cards: cardsOf(answer.right) });
  };

  return {
    state$: state.asObservable() as Observable<SsoState>,
    start: load,
    retry: load,
    change<K extends SsoField>(source: SsoSource, field: K, value: SsoFormValues[K]): void {
      const now = ready();
      const c = now === null ? null : card(now, source);
      if (now === null || c === null || c.saving || !now.mayManage) return;
      const { [field]: _cleared, ...errors } = c.errors;
      set(update(now, source, (x) => ({ ...x, values: { ...x.values, [field]: value }, errors, dirty: true, problem: null })));
    },
    /** Puts one card back as saved. */
    reset(source: SsoSource): void {
      const now = ready();
      const c = now === null ? null : card(now, source);
      if (now !== null && c !== null && !c.saving) set(update(now, source, (x) => freshCard(x.saved)));
    },
    /** Saves one card; true when saved. */
    async save(source: SsoSource): Promise<boolean> {
      const now = ready();
      const c = now === null ? null : card(now, source);
      if (now === null || c === null || c.saving || !now.mayManage) return false;
      set(update(now, source, (x) => ({ ...x, saving: true, errors: {}, problem: null })));
      const answer = await submitCall(() => port.save(source, ssoWriteOf(c.values)));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const f = answer.left;
        const { errors, named } = ssoErrorsOf(f.fieldErrors);
        // A failure that names none of the card's fields is shown above its buttons.
        set(update(after, source, (x) => ({ ...x, saving: false, errors, problem: named ? null : problemOf(f) })));
        return false;
      }
      const body = answer.right;
      const others = after.cards.filter((x) => x.source !== source);
      set({ kind: 'ready', mayManage: body.may_manage, staffLoginUrl: body.staff_login_url, cards: cardsOf(body, others) });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type SsoViewModel = ReturnType<typeof createSsoViewModel>;
