import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';

/**
 * The store's trade-in questionnaire (spec 001 "Trade-in question": question, description (en/fr),
 * field_type, order, parent_answer, children, checkboxes): a tree of questions, each with its text
 * and description in English and French. A child question is asked only when its parent's answer
 * equals the child's parent_answer ("yes"/"no" under a yes/no question, an option's value under a
 * select or checkboxes question: ticked, for checkboxes). Pure: the use cases and the UI share it.
 */
export const FIELD_TYPES = ['yes_no', 'text', 'number', 'select', 'checkboxes'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The types whose answers can open child questions; text and number answers cannot be matched. */
export const BRANCHING_TYPES: readonly FieldType[] = ['yes_no', 'select', 'checkboxes'];
/** The types whose answers are chosen among the question's options (its checkboxes). */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'checkboxes'];

/** A root question is depth 1; a child of a child of a root is depth 3, the deepest. */
export const MAX_DEPTH = 3;
export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 20;
export const QUESTION_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const OPTION_LABEL_MAX = 80;
/** A number answer: a whole number from 0 to this (keys, owners, kilometres since the last service). */
export const NUMBER_ANSWER_MAX = 9_999_999;
export const TEXT_ANSWER_MAX = 500;

export interface QuestionOption {
  /** Stable: what answers store (derived from the English label when created). */
  readonly value: string;
  readonly label: string;
  readonly labelFr: string;
}

export interface QuestionFields {
  readonly question: string;
  readonly questionFr: string;
  readonly description: string;
  readonly descriptionFr: string;
  readonly fieldType: FieldType;
  readonly required: boolean;
  /** The parent's answer that shows this question; null for a root question. */
  readonly parentAnswer: string | null;
  /** The options of a select or checkboxes question (spec: checkboxes); empty for the other types. */
  readonly checkboxes: readonly QuestionOption[];
}

export interface StoredQuestion extends QuestionFields {
  readonly id: number;
  readonly dealershipId: number;
  readonly parentId: number | null;
  /** Position among its siblings, from 0. */
  readonly order: number;
}

export interface QuestionNode extends StoredQuestion {
  readonly children: readonly QuestionNode[];
}

type Raw = Readonly<Record<string, unknown>>;
type Errors = Record<string, [string, ...string[]]>;

const YES_NO_ANSWERS = ['yes', 'no'] as const;

/** The answers of a parent that may open a child: yes/no, or the parent's option values. */
export function branchAnswers(parent: Pick<QuestionFields, 'fieldType' | 'checkboxes'>): readonly string[] {
  if (parent.fieldType === 'yes_no') return YES_NO_ANSWERS;
  if (CHOICE_TYPES.includes(parent.fieldType)) return parent.checkboxes.map((o) => o.value);
  return [];
}

/** An option's value from its English label: lower case, accents dropped, words joined by "_". */
export function slugOf(label: string): string {
  const s = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40);
  return s === '' ? 'option' : s;
}

const VALUE = /^[a-z0-9_]{1,40}$/;

function text(raw: Raw, key: string, max: number, required: boolean, errors: Errors): string {
  const v = raw[key];
  if (v === undefined || v === null) {
    if (required) errors[key] = ['required'];
    return '';
  }
  if (typeof v !== 'string') {
    errors[key] = ['type.string'];
    return '';
  }
  const s = v.trim();
  if (required && s === '') errors[key] = ['required'];
  else if (s.length > max) errors[key] = ['text.too_long'];
  return s;
}

function options(raw: unknown, errors: Errors): QuestionOption[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors['checkboxes'] = ['type.array'];
    return [];
  }
  if (raw.length > MAX_OPTIONS) {
    errors['checkboxes'] = ['list.too_long'];
    return [];
  }
  const out: QuestionOption[] = [];
  const taken = new Set<string>();
  raw.forEach((item: unknown, i) => {
    const o = (typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {}) as Raw;
    const at = `checkboxes.${i}`;
    const label = text(o, 'label', OPTION_LABEL_MAX, true, errors);
    const labelFr = text(o, 'label_fr', OPTION_LABEL_MAX, true, errors);
    for (const k of ['label', 'label_fr']) {
      const e = errors[k];
      if (e !== undefined) { errors[`${at}.${k}`] = e; delete errors[k]; }
    }
    const given = o['value'];
    let value: string;
    if (given === undefined || given === null || given === '') {
      // A new option: its value from its label, numbered when another option has it already.
      const base = slugOf(label);
      value = base;
      for (let n = 2; taken.has(value); n += 1) value = `${base}_${n}`;
    } else if (typeof given !== 'string' || !VALUE.test(given)) {
      errors[`${at}.value`] = ['choice.invalid'];
      value = '';
    } else if (taken.has(given)) {
      errors[`${at}.value`] = ['question.option_duplicate'];
      value = given;
    } else value = given;
    taken.add(value);
    out.push({ value, label, labelFr });
  });
  return out;
}

/**
 * A question as written by an admin (POST, PUT: every field; PATCH: the fields sent over `current`).
 * Checks the question alone: texts required in both languages, the type known, options only (and at
 * least two) for select and checkboxes questions, none repeated. Where it sits is placementErrors'.
 */
export function parseQuestion(raw: Raw, current: QuestionFields | null): E.Either<FieldErrors, QuestionFields> {
  const errors: Errors = {};
  const has = (k: string) => current === null || raw[k] !== undefined;
  const question = has('question') ? text(raw, 'question', QUESTION_MAX, true, errors) : current!.question;
  const questionFr = has('question_fr') ? text(raw, 'question_fr', QUESTION_MAX, true, errors) : current!.questionFr;
  const description = has('description') ? text(raw, 'description', DESCRIPTION_MAX, false, errors) : current!.description;
  const descriptionFr = has('description_fr') ? text(raw, 'description_fr', DESCRIPTION_MAX, false, errors) : current!.descriptionFr;
  let fieldType: FieldType = current?.fieldType ?? 'yes_no';
  if (has('field_type')) {
    const t = raw['field_type'];
    if (t === undefined || t === null || t === '') errors['field_type'] = ['required'];
    else if (typeof t !== 'string' || !(FIELD_TYPES as readonly string[]).includes(t)) errors['field_type'] = ['choice.invalid'];
    else fieldType = t as FieldType;
  }
  let required = current?.required ?? false;
  if (raw['required'] !== undefined && raw['required'] !== null) {
    if (typeof raw['required'] !== 'boolean') errors['required'] = ['type.boolean'];
    else required = raw['required'];
  }
  let parentAnswer = current?.parentAnswer ?? null;
  if (raw['parent_answer'] !== undefined) {
    const a = raw['parent_answer'];
    if (a === null || a === '') parentAnswer = null;
    else if (typeof a !== 'string' || a.length > 40) errors['parent_answer'] = ['choice.invalid'];
    else parentAnswer = a.trim();
  }
  const checkboxes = raw['checkboxes'] !== undefined ? options(raw['checkboxes'], errors) : [...(current?.checkboxes ?? [])];
  if (!Object.keys(errors).some((k) => k.startsWith('checkboxes')) && !errors['field_type']) {
    const choosing = CHOICE_TYPES.includes(fieldType);
    if (choosing && checkboxes.length < 2) errors['checkboxes'] = ['question.options_needed'];
    if (!choosing && checkboxes.length > 0 && raw['checkboxes'] !== undefined) errors['checkboxes'] = ['question.options_not_allowed'];
  }
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({
    question, questionFr, description, descriptionFr, fieldType, required, parentAnswer,
    checkboxes: CHOICE_TYPES.includes(fieldType) ? checkboxes : [],
  });
}

/** Depth of a question (1 for a root) in a store's list; Infinity on a cycle or a missing parent. */
export function depthOf(byId: ReadonlyMap<number, Pick<StoredQuestion, 'id' | 'parentId'>>, id: number): number {
  let depth = 0;
  const seen = new Set<number>();
  for (let at: number | null = id; at !== null;) {
    const q = byId.get(at);
    if (q === undefined || seen.has(at)) return Number.POSITIVE_INFINITY;
    seen.add(at);
    depth += 1;
    at = q.parentId;
  }
  return depth;
}

/** The height of the subtree under a question (1 for a leaf). */
function heightOf(all: readonly Pick<StoredQuestion, 'id' | 'parentId'>[], id: number, seen = new Set<number>()): number {
  if (seen.has(id)) return Number.POSITIVE_INFINITY;
  seen.add(id);
  const kids = all.filter((q) => q.parentId === id);
  return 1 + Math.max(0, ...kids.map((k) => heightOf(all, k.id, seen)));
}

/**
 * Where a question may sit: under a parent of the store (parent: reference.not_found), one whose
 * answers can open it (question.parent_type), at most MAX_DEPTH deep (question.too_deep), with a
 * parent_answer that the parent can give (parent_answer: choice.invalid; required under a parent,
 * none at the root); a question with children keeps answers that still open them.
 */
export function placementErrors(
  all: readonly StoredQuestion[], fields: QuestionFields, parentId: number | null, self: number | null,
): FieldErrors {
  const errors: Errors = {};
  const byId = new Map(all.map((q) => [q.id, q] as const));
  if (parentId === null) {
    if (fields.parentAnswer !== null) errors['parent_answer'] = ['question.root_has_no_parent_answer'];
  } else {
    const parent = byId.get(parentId);
    if (parent === undefined || parent.id === self) errors['parent'] = ['reference.not_found'];
    else if (!BRANCHING_TYPES.includes(parent.fieldType)) errors['parent'] = ['question.parent_type'];
    else {
      const below = self === null ? 1 : heightOf(all, self);
      if (depthOf(byId, parentId) + below > MAX_DEPTH) errors['parent'] = ['question.too_deep'];
      if (fields.parentAnswer === null) errors['parent_answer'] = ['required'];
      else if (!branchAnswers(parent).includes(fields.parentAnswer)) errors['parent_answer'] = ['choice.invalid'];
    }
  }
  if (self !== null) {
    const kids = all.filter((q) => q.parentId === self);
    if (kids.length > 0) {
      const open = branchAnswers(fields);
      if (kids.some((k) => k.parentAnswer === null || !open.includes(k.parentAnswer))) errors['field_type'] = ['question.children_mismatch'];
    }
  }
  if (self === null && all.length >= MAX_QUESTIONS) errors['question'] = ['question.too_many'];
  return errors;
}

/** What is wrong with a whole questionnaire (none for a good one): ids named with their problem. */
export function treeProblems(all: readonly StoredQuestion[]): readonly string[] {
  const byId = new Map(all.map((q) => [q.id, q] as const));
  const problems: string[] = [];
  if (byId.size !== all.length) problems.push('duplicate_id');
  for (const q of all) {
    if (q.parentId !== null && !byId.has(q.parentId)) { problems.push(`${q.id}:parent_missing`); continue; }
    const depth = depthOf(byId, q.id);
    if (depth === Number.POSITIVE_INFINITY) { problems.push(`${q.id}:cycle`); continue; }
    if (depth > MAX_DEPTH) problems.push(`${q.id}:too_deep`);
    const parent = q.parentId === null ? null : byId.get(q.parentId) ?? null;
    if (parent === null ? q.parentAnswer !== null : q.parentAnswer === null || !branchAnswers(parent).includes(q.parentAnswer)) problems.push(`${q.id}:parent_answer`);
  }
  return problems;
}

const byOrder = (a: StoredQuestion, b: StoredQuestion) => a.order - b.order || a.id - b.id;

/** The list as a tree, each level in its order; questions on a cycle or under a missing parent are left out. */
export function treeOf(all: readonly StoredQuestion[]): readonly QuestionNode[] {
  const build = (parentId: number | null, depth: number): QuestionNode[] => (depth > MAX_DEPTH + 1 ? [] : all
    .filter((q) => q.parentId === parentId)
    .sort(byOrder)
    .map((q) => ({ ...q, children: build(q.id, depth + 1) })));
  return build(null, 1);
}

/** Every question of a tree, parents before their children, in the order shown. */
export function flatten(tree: readonly QuestionNode[]): readonly QuestionNode[] {
  return tree.flatMap((q) => [q, ...flatten(q.children)]);
}

/** The new order of a parent's children: exactly the ids of those siblings, each once. */
export function reorderErrors(siblings: readonly Pick<StoredQuestion, 'id'>[], ids: readonly number[]): FieldErrors {
  const want = new Set(siblings.map((s) => s.id));
  const got = new Set(ids);
  if (got.size !== ids.length || got.size !== want.size || [...got].some((id) => !want.has(id))) return { ids: ['question.reorder_mismatch'] };
  return {};
}
