import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { HomeDealershipBody } from '../../../adapters/http/contract/stores/stores';
import type { Weekday } from '@dealer-panel/core/stores/store-settings';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { DealershipInfoStore } from './dealership-info-store';
import { checkStoreForm, formOf, requestOf, type DayRow, type StoreFormValues } from './store-form-values';
import type { StorePort } from './store-port';
import type { LoadFailed, Loading } from '../../shared/load-state';

export type StoreSettingsState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly saved: HomeDealershipBody;
      readonly values: StoreFormValues;
      readonly errors: FieldErrorMap;
      readonly dirty: boolean;
      readonly saving: boolean;
      readonly problem: FormProblem | null;
      readonly logo: { readonly uploading: boolean; readonly errors: readonly string[] | null };
    };
type Ready = Extract<StoreSettingsState, { kind: 'ready' }>;

/** The hour fields of a weekday, whose errors a change of that day clears. */
const dayFields = (day: Weekday) => [`dealership_hours_${day}_start`, `dealership_hours_${day}_end`];

/**
 * The /dealerships form: loaded through the shared dealership info (5 s staleness), checked with
 * the server's own rules before sending, saved whole (PUT); the server's field errors beside the
 * fields with what was typed kept; the logo uploaded on its own.
 */
export function createStoreSettingsViewModel(port: Pick<StorePort, 'update' | 'uploadLogo'>, info: DealershipInfoStore) {
  const state = new BehaviorSubject<StoreSettingsState>({ kind: 'loading' });
  const set = (next: StoreSettingsState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const fresh = (saved: HomeDealershipBody): Ready => ({ kind: 'ready', saved, values: formOf(saved), errors: {}, dirty: false, saving: false, problem: null, logo: { uploading: false, errors: null } });
  const without = (errors: FieldErrorMap, fields: readonly string[]): FieldErrorMap =>
    Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k)));

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => info.get());
    set(E.isLeft(answer) ? { kind: 'failed', problem: problemOf(answer.left) } : fresh(answer.right));
  };

  const edit = (change: (v: StoreFormValues) => StoreFormValues, fields: readonly string[]) => {
    const now = ready();
    if (now === null || now.saving) return;
    set({ ...now, values: change(now.values), errors: without(now.errors, fields), dirty: true, problem: null });
  };

  return {
    state$: state.asObservable() as Observable<StoreSettingsState>,
    start: load,
    retry: load,
    change<K extends Exclude<keyof StoreFormValues, 'hours'>>(field: K, value: StoreFormValues[K]): void {
      edit((v) => ({ ...v, [field]: value }), field === 'country' ? [field, 'province_code', 'postal_code', 'phone'] : [field]);
    },
    changeDay(day: Weekday, row: Partial<DayRow>): void {
      edit((v) => ({ ...v, hours: { ...v.hours, [day]: { ...v.hours[day], ...row } } }), dayFields(day));
    },
    /** Puts the form back as saved. */
    reset(): void {
      const now = ready();
      if (now !== null && !now.saving) set(fresh(now.saved));
    },
    /** Checks, then saves the whole form; true when saved. */
    async save(): Promise<boolean> {
      const now = ready();
      if (now === null || now.saving) return false;
      const errors = checkStoreForm(now.saved, now.values);
      if (Object.keys(errors).length > 0) { set({ ...now, errors, problem: null }); return false; }
      set({ ...now, saving: true, errors: {}, problem: null });
      const answer = await submitCall(() => port.update(requestOf(now.values)));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const f = answer.left;
        set({ ...after, saving: false, errors: f.fieldErrors, problem: f.handled ? null : f.problem });
        return false;
      }
      info.put(answer.right);
      set(fresh(answer.right));
      return true;
    },
    /** Uploads a new logo (the rest of the form is left as typed); true when replaced. */
    async uploadLogo(file: Blob): Promise<boolean> {
      const now = ready();
      if (now === null || now.logo.uploading) return false;
      set({ ...now, logo: { uploading: true, errors: null } });
      const answer = await submitCall(() => port.uploadLogo(file));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        const codes = answer.left.fieldErrors['picture'] ?? [answer.left.code];
        set({ ...after, logo: { uploading: false, errors: codes } });
        return false;
      }
      info.put(answer.right);
      set({ ...after, saved: { ...after.saved, theme: answer.right.theme }, logo: { uploading: false, errors: null } });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type StoreSettingsViewModel = ReturnType<typeof createStoreSettingsViewModel>;
