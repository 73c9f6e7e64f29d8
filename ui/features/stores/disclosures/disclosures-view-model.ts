import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { DisclosureKey } from '@dealer-panel/core/stores/disclosures';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import { checkForm, formOf, requestOf, rowField, textField, without, type DisclosuresForm, type Language } from './disclosures-form';
import type { DisclosuresPort } from './disclosures-port';
import type { LoadFailed, Loading } from '../../../shared/load-state';

export type DisclosuresState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly form: DisclosuresForm;
      readonly errors: FieldErrorMap;
      readonly saving: boolean;
      readonly problem: FormProblem | null;
      readonly dirty: boolean;
      /** True after a save until the next change (the page says "Saved"). */
      readonly saved: boolean;
    };

type Ready = Extract<DisclosuresState, { kind: 'ready' }>;

/**
 * /disclosure: the seven bilingual texts and the disclaimer package, checked with the server's rule
 * before sending; the server's field errors land beside their fields and what was typed stays.
 */
export function createDisclosuresViewModel(port: Pick<DisclosuresPort, 'load' | 'save'>) {
  const state = new BehaviorSubject<DisclosuresState>({ kind: 'loading' });
  const set = (next: DisclosuresState) => { if (!state.closed) state.next(next); };
  const edit = (change: (ready: Ready) => Ready) => {
    const now = state.value;
    if (now.kind !== 'ready' || now.saving) return;
    set({ ...change(now), dirty: true, saved: false });
  };

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.load());
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', form: formOf(answer.right), errors: {}, saving: false, problem: null, dirty: false, saved: false });
  };

  const rowsChanged = (ready: Ready, rows: DisclosuresForm['rows']): Ready =>
    ({ ...ready, form: { ...ready.form, rows }, errors: without(ready.errors, (f) => f.startsWith('disclaimer_package')) });

  return {
    state$: state.asObservable() as Observable<DisclosuresState>,
    start: load,
    retry: load,
    setText(key: DisclosureKey, language: Language, value: string): void {
      edit((r) => ({
        ...r,
        form: { ...r.form, texts: { ...r.form.texts, [key]: { ...r.form.texts[key], [language]: value } } },
        errors: without(r.errors, (f) => f === textField(key, language)),
      }));
    },
    addRow(): void {
      edit((r) => rowsChanged(r, [...r.form.rows, { type: '', superscript: '' }]));
    },
    removeRow(index: number): void {
      edit((r) => rowsChanged(r, r.form.rows.filter((_, i) => i !== index)));
    },
    setRow(index: number, part: 'type' | 'superscript', value: string): void {
      edit((r) => ({
        ...r,
        form: { ...r.form, rows: r.form.rows.map((row, i) => (i === index ? { ...row, [part]: value } : row)) },
        errors: without(r.errors, (f) => f === rowField(index, part === 'type' ? 'disclaimer_type' : 'disclaimer_superscript')),
      }));
    },
    /** Checks, then saves everything (PUT); true when saved. */
    async save(): Promise<boolean> {
      const now = state.value;
      if (now.kind !== 'ready' || now.saving) return false;
      const errors = checkForm(now.form);
      if (Object.keys(errors).length > 0) {
        set({ ...now, errors, problem: null });
        return false;
      }
      set({ ...now, saving: true, problem: null });
      const answer = await submitCall(() => port.save(requestOf(now.form)));
      const after = state.value;
      if (after.kind !== 'ready') return false;
      if (E.isLeft(answer)) {
        const failure = answer.left;
        set({ ...after, saving: false, errors: failure.fieldErrors, problem: Object.keys(failure.fieldErrors).length > 0 ? null : problemOf(failure) });
        return false;
      }
      set({ kind: 'ready', form: formOf(answer.right), errors: {}, saving: false, problem: null, dirty: false, saved: true });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type DisclosuresViewModel = ReturnType<typeof createDisclosuresViewModel>;
