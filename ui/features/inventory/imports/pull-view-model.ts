import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { FeedPullRequest, FeedSettingsBody } from '../../../../adapters/http/contract/inventory/inventory-imports';
import { submitCall, type FormFailure } from '../../../shared/form-problem';
import type { FeedPullPort } from './imports-port';

/** The saved pull as the section shows it (credentials only as whether there are some). */
export type SavedPull = NonNullable<FeedSettingsBody['pull']>;

export interface PullForm {
  readonly url: string;
  readonly everyHours: string;
  readonly username: string;
  readonly password: string;
  /** Remove the saved credentials on save (when none are typed). */
  readonly dropCredentials: boolean;
}

export interface PullState {
  readonly loading: boolean;
  /** The settings could not be read: the section offers a retry. */
  readonly loadFailure: FormFailure | null;
  readonly saved: SavedPull | null;
  readonly form: PullForm;
  readonly busy: 'saving' | 'removing' | 'pulling' | null;
  /** The last refusal: per field (url, every_hours, username, password) or the whole (pull_not_set, import_running…). */
  readonly failure: FormFailure | null;
  /** What the last action did, for the line under the buttons. */
  readonly done: 'saved' | 'removed' | 'pulled' | null;
}

const EMPTY_FORM: PullForm = { url: '', everyHours: '24', username: '', password: '', dropCredentials: false };
export const INITIAL_PULL_STATE: PullState = { loading: false, loadFailure: null, saved: null, form: EMPTY_FORM, busy: null, failure: null, done: null };

const formOf = (saved: SavedPull | null): PullForm => (saved === null ? EMPTY_FORM : { ...EMPTY_FORM, url: saved.url, everyHours: String(saved.every_hours) });

/** The body of a save: credentials typed replace the saved ones; none typed keep them, unless asked to remove them. */
export function pullRequest(form: PullForm): FeedPullRequest {
  const hours = form.everyHours.trim() === '' ? Number.NaN : Number(form.everyHours.trim());
  const typed = form.username.trim() !== '' || form.password !== '';
  // An hour count that is not a number goes as 0: the server refuses it with its own field message.
  const base = { url: form.url.trim(), every_hours: Number.isFinite(hours) ? hours : 0 };
  if (typed) return { ...base, credentials: { username: form.username.trim(), password: form.password } };
  return form.dropCredentials ? { ...base, credentials: null } : base;
}

/**
 * The Vehicles tab's "Scheduled pull": the store's feed URL, its period and optional credentials
 * (never shown back: only whether some are saved), save, stop, "Pull now", and the last pull's time
 * and outcome. `onPulled` lets the import history show the pull's line.
 */
export function createPullViewModel(port: FeedPullPort, onPulled: () => void = () => undefined) {
  const state = new BehaviorSubject<PullState>(INITIAL_PULL_STATE);
  const set = (patch: Partial<PullState>) => { if (!state.closed) state.next({ ...state.value, ...patch }); };

  const load = async (): Promise<void> => {
    set({ loading: true, loadFailure: null });
    const settings = await submitCall(() => port.settings());
    if (E.isLeft(settings)) { set({ loading: false, loadFailure: settings.left }); return; }
    set({ loading: false, saved: settings.right.pull, form: formOf(settings.right.pull) });
  };

  const edit = (patch: Partial<PullForm>): void => {
    const failure = state.value.failure;
    // A field's message goes once the field is changed.
    const fieldErrors = failure === null ? {} : Object.fromEntries(Object.entries(failure.fieldErrors).filter(([k]) => !(k === 'every_hours' ? 'everyHours' in patch : k in patch)));
    set({ form: { ...state.value.form, ...patch }, done: null, failure: failure === null || Object.keys(fieldErrors).length === 0 ? null : { ...failure, fieldErrors } });
  };

  const save = async (): Promise<void> => {
    if (state.value.busy !== null) return;
    set({ busy: 'saving', failure: null, done: null });
    const saved = await submitCall(() => port.save(pullRequest(state.value.form)));
    if (E.isLeft(saved)) { set({ busy: null, failure: saved.left }); return; }
    set({ busy: null, saved: saved.right.pull, form: formOf(saved.right.pull), done: 'saved' });
  };

  /** Stops the pull (the page asks first). */
  const remove = async (): Promise<void> => {
    if (state.value.busy !== null || state.value.saved === null) return;
    set({ busy: 'removing', failure: null, done: null });
    const removed = await submitCall(() => port.remove());
    if (E.isLeft(removed)) { set({ busy: null, failure: removed.left }); return; }
    set({ busy: null, saved: null, form: EMPTY_FORM, done: 'removed' });
  };

  /** Pulls now; the answer is the import the pull left (done, failed with its reason, nothing new). */
  const pullNow = async (): Promise<void> => {
    if (state.value.busy !== null || state.value.saved === null) return;
    set({ busy: 'pulling', failure: null, done: null });
    const ran = await submitCall(() => port.run());
    if (E.isLeft(ran)) { set({ busy: null, failure: ran.left }); return; }
    const settings = await submitCall(() => port.settings());
    set({ busy: null, done: 'pulled', ...(E.isRight(settings) ? { saved: settings.right.pull } : {}) });
    onPulled();
  };

  return {
    state$: state.asObservable() as Observable<PullState>,
    snapshot: () => state.value,
    load, edit, save, remove, pullNow,
    dispose: () => state.complete(),
  };
}
export type PullViewModel = ReturnType<typeof createPullViewModel>;
