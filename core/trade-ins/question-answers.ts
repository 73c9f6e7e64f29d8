import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';
import { NUMBER_ANSWER_MAX, TEXT_ANSWER_MAX, type QuestionNode } from './questions';
import type { Answer } from './trade-in';

type Errors = Record<string, [string, ...string[]]>;

/** The key of a question's answer in a trade-in's answers: its id as text. */
export const answerKey = (id: number): string => String(id);
/** The field an answer's errors are named by (problem+json `errors`). */
export const answerField = (id: number | string): string => `answers.${id}`;

const isBlank = (a: Answer | undefined): boolean =>
  a === undefined || (typeof a === 'string' && a.trim() === '') || (Array.isArray(a) && a.length === 0);

/** Whether the parent's answer opens a child asked on `parentAnswer` (yes/no, the option chosen, or one of the boxes ticked). */
export function opens(parent: Pick<QuestionNode, 'fieldType'>, answer: Answer | undefined, parentAnswer: string | null): boolean {
  if (answer === undefined || parentAnswer === null) return false;
  switch (parent.fieldType) {
    case 'yes_no': return typeof answer === 'boolean' && (answer ? 'yes' : 'no') === parentAnswer;
    case 'select': return answer === parentAnswer;
    case 'checkboxes': return Array.isArray(answer) && answer.includes(parentAnswer);
    default: return false;
  }
}

/** The questions asked given the answers so far, parents before children: the roots, and each child its parent's answer opens. */
export function askedQuestions(tree: readonly QuestionNode[], answers: Readonly<Record<string, Answer>>): readonly QuestionNode[] {
  return tree.flatMap((q) => [q, ...askedQuestions(q.children.filter((c) => opens(q, answers[answerKey(q.id)], c.parentAnswer)), answers)]);
}

/** One answer read for its question's type: the cleaned value, or the error's code. */
function readAnswer(q: QuestionNode, a: Answer): E.Either<string, Answer> {
  const values = q.checkboxes.map((o) => o.value);
  switch (q.fieldType) {
    case 'yes_no':
      return typeof a === 'boolean' ? E.right(a) : E.left('type.boolean');
    case 'text':
      if (typeof a !== 'string') return E.left('type.string');
      return a.trim().length > TEXT_ANSWER_MAX ? E.left('text.too_long') : E.right(a.trim());
    case 'number': {
      if (typeof a !== 'string' || !/^\d{1,9}$/.test(a.trim())) return E.left('number.integer');
      const n = Number(a.trim());
      return n > NUMBER_ANSWER_MAX ? E.left('number.too_large') : E.right(String(n));
    }
    case 'select':
      return typeof a === 'string' && values.includes(a) ? E.right(a) : E.left('choice.invalid');
    case 'checkboxes':
      if (!Array.isArray(a) || !a.every((x) => values.includes(x)) || new Set(a).size !== a.length) return E.left('choice.invalid');
      // Kept in the options' order, whatever order they were ticked in.
      return E.right(values.filter((v) => a.includes(v)));
  }
}

/**
 * A trade-in's answers checked against the store's questionnaire: every answer must be to one of the
 * store's questions (answer.unknown_question), to one that is asked given its parent's answer
 * (answer.not_asked), of its question's type; a required question that is asked must be answered.
 * Blank answers count as none. Right: the answers kept, cleaned (numbers as digits, boxes in the
 * options' order); Left: every bad answer at once, named `answers.<question id>`.
 */
export function checkAnswers(tree: readonly QuestionNode[], answers: Readonly<Record<string, Answer>>): E.Either<FieldErrors, Readonly<Record<string, Answer>>> {
  const errors: Errors = {};
  const all = new Map<string, QuestionNode>();
  const index = (nodes: readonly QuestionNode[]): void => nodes.forEach((q) => { all.set(answerKey(q.id), q); index(q.children); });
  index(tree);
  const given = Object.fromEntries(Object.entries(answers).filter(([, a]) => !isBlank(a)));
  for (const key of Object.keys(given)) if (!all.has(key)) errors[answerField(key)] = ['answer.unknown_question'];

  // Parents' answers are read first: a child is asked only when its parent's (valid) answer opens it.
  const kept: Record<string, Answer> = {};
  const walk = (nodes: readonly QuestionNode[]): void => {
    for (const q of nodes) {
      const key = answerKey(q.id);
      const a = given[key];
      if (a === undefined) {
        if (q.required) errors[answerField(q.id)] = ['required'];
        continue;
      }
      const read = readAnswer(q, a);
      if (E.isLeft(read)) { errors[answerField(q.id)] = [read.left]; continue; }
      kept[key] = read.right;
      walk(q.children.filter((c) => opens(q, read.right, c.parentAnswer)));
    }
  };
  walk(tree);
  for (const key of Object.keys(given)) {
    if (all.has(key) && !(key in kept) && errors[answerField(key)] === undefined) errors[answerField(key)] = ['answer.not_asked'];
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(kept);
}
