import * as E from 'fp-ts/Either';
import { BRANCHING_TYPES, CHOICE_TYPES, parseQuestion, type FieldType } from '@dealer-panel/core/trade-ins/questions';
import type { QuestionBody, QuestionRequest } from '../../../../adapters/http/contract/trade-ins/trade-ins';
import type { FieldErrorMap } from '../../../shared/form-problem';

export interface OptionDraft { readonly value: string; readonly label: string; readonly label_fr: string }

/** A question as typed in the editor (texts as typed, options with their stored value or '' for new ones). */
export interface QuestionDraft {
  readonly question: string;
  readonly question_fr: string;
  readonly description: string;
  readonly description_fr: string;
  readonly field_type: FieldType;
  readonly required: boolean;
  readonly parent_answer: string;
  readonly checkboxes: readonly OptionDraft[];
}

export type DraftText = 'question' | 'question_fr' | 'description' | 'description_fr';

export const EMPTY_QUESTION: QuestionDraft = {
  question: '', question_fr: '', description: '', description_fr: '', field_type: 'yes_no', required: false, parent_answer: '', checkboxes: [],
};

/** Two empty options: what a select or checkboxes question starts with. */
export const TWO_OPTIONS: readonly OptionDraft[] = [{ value: '', label: '', label_fr: '' }, { value: '', label: '', label_fr: '' }];

export const draftOfQuestion = (q: QuestionBody): QuestionDraft => ({
  question: q.question, question_fr: q.question_fr, description: q.description, description_fr: q.description_fr, field_type: q.field_type,
  required: q.required, parent_answer: q.parent_answer ?? '', checkboxes: q.checkboxes.map((o) => ({ ...o })),
});

export const isChoice = (type: FieldType): boolean => CHOICE_TYPES.includes(type);
export const isBranching = (type: FieldType): boolean => BRANCHING_TYPES.includes(type);

/** The body of POST (with the parent) or PUT: options without a value get one from the server. */
export function questionRequest(d: QuestionDraft, parent: number | null | undefined): QuestionRequest {
  return {
    question: d.question, question_fr: d.question_fr, description: d.description, description_fr: d.description_fr, field_type: d.field_type,
    required: d.required, parent_answer: d.parent_answer === '' ? null : d.parent_answer,
    checkboxes: isChoice(d.field_type) ? d.checkboxes.map((o) => (o.value === '' ? { label: o.label, label_fr: o.label_fr } : { ...o })) : [],
    ...(parent === undefined ? {} : { parent }),
  };
}

/** The server's own rule for the question alone (core/trade-ins/questions.ts), run before sending; and a parent answer chosen under a parent. */
export function checkQuestion(d: QuestionDraft, hasParent: boolean): FieldErrorMap {
  const checked = parseQuestion(questionRequest(d, undefined) as Record<string, unknown>, null);
  const errors: Record<string, readonly string[]> = E.isLeft(checked) ? { ...checked.left } : {};
  if (hasParent && d.parent_answer === '') errors['parent_answer'] = ['required'];
  return errors;
}

/** The answers of a parent that can open a child, as the editor offers them: yes and no, or the parent's options. */
export function parentAnswers(parent: QuestionBody): readonly { readonly value: string; readonly label: string; readonly label_fr: string }[] {
  if (parent.field_type === 'yes_no') return [{ value: 'yes', label: 'Yes', label_fr: 'Oui' }, { value: 'no', label: 'No', label_fr: 'Non' }];
  return parent.checkboxes;
}

/** Every question of the tree, parents first. */
export const allQuestions = (tree: readonly QuestionBody[]): readonly QuestionBody[] => tree.flatMap((q) => [q, ...allQuestions(q.children)]);

/** The siblings a question moves among: its parent's children, or the roots. */
export function siblingsOf(tree: readonly QuestionBody[], id: number): readonly QuestionBody[] {
  const q = allQuestions(tree).find((x) => x.id === id);
  if (q === undefined) return [];
  return q.parent === null ? tree : allQuestions(tree).find((x) => x.id === q.parent)?.children ?? [];
}

/** The ids of the siblings after moving `id` one place up (-1) or down (+1); null when it cannot move that way. */
export function movedOrder(tree: readonly QuestionBody[], id: number, by: -1 | 1): readonly number[] | null {
  const ids = siblingsOf(tree, id).map((q) => q.id);
  const at = ids.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** How many questions a delete takes: the question and every one under it. */
export function countUnder(tree: readonly QuestionBody[], id: number): number {
  const q = allQuestions(tree).find((x) => x.id === id);
  return q === undefined ? 0 : allQuestions([q]).length;
}
