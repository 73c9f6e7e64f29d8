import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { FieldType } from '@dealer-panel/core/trade-ins/questions';
import type { QuestionBody, QuestionRequest, QuestionTreeResponse } from '../../../../adapters/http/contract/trade-ins/trade-ins';
import type { Answer } from '../../../shared/answer';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../shared/form-problem';
import type { LoadFailed, Loading } from '../../../shared/load-state';
import { problemOf } from '../../../shared/problem-of';
import {
  allQuestions, checkQuestion, draftOfQuestion, EMPTY_QUESTION, isChoice, movedOrder, questionRequest, TWO_OPTIONS,
  type DraftText, type OptionDraft, type QuestionDraft,
} from './questionnaire-form';

/** The questionnaire over HTTP (bound in ../trade-in-module.ts). */
export interface QuestionnairePort {
  load(): Answer<QuestionTreeResponse>;
  create(body: QuestionRequest): Answer<QuestionBody>;
  update(id: number, body: QuestionRequest): Answer<QuestionBody>;
  remove(id: number): Answer<{ readonly removed: number }>;
  reorder(parent: number | null, ids: readonly number[]): Answer<QuestionTreeResponse>;
}

/** The editor: a new question (at the root or under a parent) or an existing one. */
export interface QuestionEditor {
  readonly id: number | null;
  readonly parent: QuestionBody | null;
  readonly draft: QuestionDraft;
  readonly errors: FieldErrorMap;
  readonly saving: boolean;
  readonly problem: FormProblem | null;
}

export type QuestionnaireState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly tree: readonly QuestionBody[];
      readonly editor: QuestionEditor | null;
      /** A move or a delete on its way: the question's id. */
      readonly busy: number | null;
      readonly problem: FormProblem | null;
      /** What was last done, for the page's status line. */
      readonly done: 'created' | 'updated' | 'deleted' | 'moved' | null;
    };

type Ready = Extract<QuestionnaireState, { kind: 'ready' }>;
const without = (errors: FieldErrorMap, drop: (field: string) => boolean): FieldErrorMap => Object.fromEntries(Object.entries(errors).filter(([f]) => !drop(f)));

/**
 * /questionnaire: the store's trade-in questions as a tree. Add (at the root, or under a yes/no,
 * select or checkboxes question with the answer that opens it), edit, delete (the page confirms
 * first), move up and down among siblings. The editor checks with the server's rule before sending;
 * the server's field errors land beside their fields and what was typed stays.
 */
export function createQuestionnaireViewModel(port: QuestionnairePort) {
  const state = new BehaviorSubject<QuestionnaireState>({ kind: 'loading' });
  const set = (next: QuestionnaireState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const editing = (change: (e: QuestionEditor) => QuestionEditor) => {
    const r = ready();
    if (r === null || r.editor === null || r.editor.saving) return;
    set({ ...r, editor: change(r.editor) });
  };

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.load());
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({ kind: 'ready', tree: answer.right.results, editor: null, busy: null, problem: null, done: null });
  };

  /** Reads the tree again after a write; a failed read keeps the tree shown and says so. */
  const refresh = async (done: Ready['done']) => {
    const answer = await submitCall(() => port.load());
    const r = ready();
    if (r === null) return;
    if (E.isLeft(answer)) return set({ ...r, busy: null, problem: problemOf(answer.left) });
    set({ ...r, tree: answer.right.results, busy: null, problem: null, done });
  };

  return {
    state$: state.asObservable() as Observable<QuestionnaireState>,
    start: load,
    retry: load,
    /** Opens the editor for a new question: at the root (null) or under the question `parentId`. */
    add(parentId: number | null): void {
      const r = ready();
      if (r === null || r.editor?.saving === true) return;
      const parent = parentId === null ? null : allQuestions(r.tree).find((q) => q.id === parentId) ?? null;
      if (parentId !== null && parent === null) return;
      set({ ...r, done: null, editor: { id: null, parent, draft: EMPTY_QUESTION, errors: {}, saving: false, problem: null } });
    },
    edit(id: number): void {
      const r = ready();
      const q = r === null ? undefined : allQuestions(r.tree).find((x) => x.id === id);
      if (r === null || q === undefined || r.editor?.saving === true) return;
      const parent = q.parent === null ? null : allQuestions(r.tree).find((x) => x.id === q.parent) ?? null;
      set({ ...r, done: null, editor: { id, parent, draft: draftOfQuestion(q), errors: {}, saving: false, problem: null } });
    },
    cancel(): void {
      const r = ready();
      if (r !== null && r.editor?.saving !== true) set({ ...r, editor: null });
    },
    setText(field: DraftText, value: string): void {
      editing((e) => ({ ...e, draft: { ...e.draft, [field]: value }, errors: without(e.errors, (f) => f === field) }));
    },
    setType(type: FieldType): void {
      editing((e) => ({
        ...e,
        draft: { ...e.draft, field_type: type, checkboxes: isChoice(type) ? (e.draft.checkboxes.length > 0 ? e.draft.checkboxes : TWO_OPTIONS) : [] },
        errors: without(e.errors, (f) => f === 'field_type' || f.startsWith('checkboxes')),
      }));
    },
    setRequired(required: boolean): void {
      editing((e) => ({ ...e, draft: { ...e.draft, required } }));
    },
    setParentAnswer(answer: string): void {
      editing((e) => ({ ...e, draft: { ...e.draft, parent_answer: answer }, errors: without(e.errors, (f) => f === 'parent_answer' || f === 'parent') }));
    },
    addOption(): void {
      editing((e) => ({ ...e, draft: { ...e.draft, checkboxes: [...e.draft.checkboxes, { value: '', label: '', label_fr: '' }] }, errors: without(e.errors, (f) => f === 'checkboxes') }));
    },
    removeOption(index: number): void {
      editing((e) => ({ ...e, draft: { ...e.draft, checkboxes: e.draft.checkboxes.filter((_, i) => i !== index) }, errors: without(e.errors, (f) => f.startsWith('checkboxes')) }));
    },
    setOption(index: number, part: keyof Omit<OptionDraft, 'value'>, value: string): void {
      editing((e) => ({
        ...e,
        draft: { ...e.draft, checkboxes: e.draft.checkboxes.map((o, i) => (i === index ? { ...o, [part]: value } : o)) },
        errors: without(e.errors, (f) => f === `checkboxes.${index}.${part}` || f === 'checkboxes'),
      }));
    },
    /** Checks, then sends (POST or PUT); true when saved (the tree is read again). */
    async save(): Promise<boolean> {
      const r = ready();
      const e = r?.editor;
      if (r === null || e === null || e === undefined || e.saving) return false;
      const errors = checkQuestion(e.draft, e.parent !== null);
      if (Object.keys(errors).length > 0) {
        set({ ...r, editor: { ...e, errors, problem: null } });
        return false;
      }
      set({ ...r, editor: { ...e, saving: true, problem: null } });
      const answer = await submitCall(() => (e.id === null ? port.create(questionRequest(e.draft, e.parent?.id ?? null)) : port.update(e.id, questionRequest(e.draft, undefined))));
      const after = ready();
      if (after === null || after.editor === null) return false;
      if (E.isLeft(answer)) {
        const failure = answer.left;
        const fields = Object.keys(failure.fieldErrors).length > 0;
        set({ ...after, editor: { ...after.editor, saving: false, errors: failure.fieldErrors, problem: fields ? null : problemOf(failure) } });
        return false;
      }
      set({ ...after, editor: null });
      await refresh(e.id === null ? 'created' : 'updated');
      return true;
    },
    /** Deletes a question and those under it (the page has asked first). */
    async remove(id: number): Promise<boolean> {
      const r = ready();
      if (r === null || r.busy !== null) return false;
      set({ ...r, busy: id, problem: null, done: null });
      const answer = await submitCall(() => port.remove(id));
      if (E.isLeft(answer)) {
        const after = ready();
        if (after !== null) set({ ...after, busy: null, problem: problemOf(answer.left) });
        return false;
      }
      await refresh('deleted');
      return true;
    },
    /** Moves a question one place up (-1) or down (+1) among its siblings. */
    async move(id: number, by: -1 | 1): Promise<boolean> {
      const r = ready();
      if (r === null || r.busy !== null) return false;
      const order = movedOrder(r.tree, id, by);
      const q = allQuestions(r.tree).find((x) => x.id === id);
      if (order === null || q === undefined) return false;
      set({ ...r, busy: id, problem: null, done: null });
      const answer = await submitCall(() => port.reorder(q.parent, order));
      const after = ready();
      if (after === null) return false;
      if (E.isLeft(answer)) {
        set({ ...after, busy: null, problem: problemOf(answer.left) });
        return false;
      }
      set({ ...after, tree: answer.right.results, busy: null, done: 'moved' });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type QuestionnaireViewModel = ReturnType<typeof createQuestionnaireViewModel>;
