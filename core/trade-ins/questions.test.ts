import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askedQuestions, checkAnswers } from './question-answers';
import {
  MAX_DEPTH, parseQuestion, placementErrors, reorderErrors, slugOf, treeOf, treeProblems, type QuestionFields, type StoredQuestion,
} from './questions';

const fields = (over: Partial<QuestionFields> = {}): QuestionFields => ({
  question: 'Q', questionFr: 'Q fr', description: '', descriptionFr: '', fieldType: 'yes_no', required: false, parentAnswer: null, checkboxes: [], ...over,
});
const stored = (id: number, parentId: number | null, over: Partial<QuestionFields> = {}, order = 0): StoredQuestion =>
  ({ ...fields(over), id, dealershipId: 1, parentId, order });

const KEYS = [{ value: 'one', label: 'One', labelFr: 'Une' }, { value: 'two', label: 'Two', labelFr: 'Deux' }];
/** Accident? → yes → repaired by a body shop? ; warning lights? ; keys (select) → one → "Can you get a second key?" */
const STORE: StoredQuestion[] = [
  stored(1, null, { question: 'Accident?' }, 0),
  stored(2, 1, { question: 'Body shop?', parentAnswer: 'yes', required: true }, 0),
  stored(3, null, { question: 'Warning lights?' }, 1),
  stored(4, null, { question: 'Keys', fieldType: 'select', checkboxes: KEYS, required: true }, 2),
  stored(5, 4, { question: 'Second key?', fieldType: 'text', parentAnswer: 'one' }, 0),
  stored(6, null, { question: 'Options', fieldType: 'checkboxes', checkboxes: [{ value: 'roof', label: 'Roof', labelFr: 'Toit' }, { value: 'tow', label: 'Tow', labelFr: 'Remorquage' }] }, 3),
  stored(7, 6, { question: 'Roof works?', parentAnswer: 'roof' }, 0),
  stored(8, null, { question: 'Owners', fieldType: 'number' }, 4),
];
const TREE = treeOf(STORE);

describe('a trade-in question', () => {
  it('needs its texts in both languages, a known type, and options only for select and checkboxes', () => {
    expect(parseQuestion({ question: ' ', field_type: 'colour', checkboxes: [{ label: 'A', label_fr: 'A' }] }, null)).toEqual(E.left({
      question: ['required'], question_fr: ['required'], field_type: ['choice.invalid'],
    }));
    expect(parseQuestion({ question: 'Keys', question_fr: 'Clés', field_type: 'select', checkboxes: [{ label: 'One', label_fr: 'Une' }] }, null))
      .toEqual(E.left({ checkboxes: ['question.options_needed'] }));
    expect(parseQuestion({ question: 'Keys', question_fr: 'Clés', field_type: 'text', checkboxes: [{ label: 'A', label_fr: 'A' }, { label: 'B', label_fr: 'B' }] }, null))
      .toEqual(E.left({ checkboxes: ['question.options_not_allowed'] }));
    expect(parseQuestion({ question: 'Keys', question_fr: 'Clés', field_type: 'select', checkboxes: [{ label: 'One', label_fr: '' }, { label: 'Two', label_fr: 'Deux', value: 'Bad value' }] }, null))
      .toEqual(E.left({ 'checkboxes.0.label_fr': ['required'], 'checkboxes.1.value': ['choice.invalid'] }));
  });

  it('gives new options a value from the English label, numbered when taken, and keeps the values sent', () => {
    const q = parseQuestion({ question: 'Keys', question_fr: 'Clés', field_type: 'checkboxes', checkboxes: [
      { label: 'Spare key', label_fr: 'Clé de rechange' }, { label: 'Spare  KEY!', label_fr: 'Autre' }, { label: 'Fob', label_fr: 'Télécommande', value: 'fob' },
    ] }, null);
    expect(E.isRight(q) && q.right.checkboxes.map((o) => o.value)).toEqual(['spare_key', 'spare_key_2', 'fob']);
    expect(slugOf('Électrique à 100 %')).toBe('electrique_a_100');
  });

  it('PATCH keeps the fields not sent', () => {
    const current = fields({ question: 'Keys?', fieldType: 'select', checkboxes: KEYS });
    expect(parseQuestion({ question_fr: 'Combien de clés?' }, current)).toEqual(E.right({ ...current, questionFr: 'Combien de clés?' }));
  });

  it('sits under a branching parent of the store, answering one of its answers, at most three levels deep', () => {
    expect(placementErrors(STORE, fields({ parentAnswer: 'yes' }), 99, null)).toEqual({ parent: ['reference.not_found'] });
    expect(placementErrors(STORE, fields({ parentAnswer: 'yes' }), 8, null)).toEqual({ parent: ['question.parent_type'] });
    expect(placementErrors(STORE, fields({ parentAnswer: 'three' }), 4, null)).toEqual({ parent_answer: ['choice.invalid'] });
    expect(placementErrors(STORE, fields(), 1, null)).toEqual({ parent_answer: ['required'] });
    expect(placementErrors(STORE, fields({ parentAnswer: 'no' }), null, null)).toEqual({ parent_answer: ['question.root_has_no_parent_answer'] });
    expect(placementErrors(STORE, fields({ parentAnswer: 'yes' }), 2, null)).toEqual({});
    const deep = [...STORE, stored(9, 2, { parentAnswer: 'yes' })];
    expect(placementErrors(deep, fields({ parentAnswer: 'yes' }), 9, null)).toEqual({ parent: ['question.too_deep'] });
  });

  it('keeps answers that open its children when changed', () => {
    expect(placementErrors(STORE, fields({ question: 'Accident?', fieldType: 'text' }), null, 1)).toEqual({ field_type: ['question.children_mismatch'] });
    expect(placementErrors(STORE, fields({ fieldType: 'select', checkboxes: [KEYS[1]!, { value: 'three', label: '3', labelFr: '3' }] }), null, 4))
      .toEqual({ field_type: ['question.children_mismatch'] });
    expect(placementErrors(STORE, fields({ question: 'Any accident?' }), null, 1)).toEqual({});
  });

  it('reorders exactly the siblings, each once', () => {
    const roots = STORE.filter((q) => q.parentId === null);
    expect(reorderErrors(roots, [8, 6, 4, 3, 1])).toEqual({});
    expect(reorderErrors(roots, [8, 6, 4, 3])).toEqual({ ids: ['question.reorder_mismatch'] });
    expect(reorderErrors(roots, [8, 6, 4, 3, 1, 1])).toEqual({ ids: ['question.reorder_mismatch'] });
    expect(reorderErrors(roots, [8, 6, 4, 3, 2])).toEqual({ ids: ['question.reorder_mismatch'] });
  });

  it('builds the tree in order and finds what is wrong with a list', () => {
    expect(TREE.map((q) => q.id)).toEqual([1, 3, 4, 6, 8]);
    expect(TREE[0]?.children.map((q) => q.id)).toEqual([2]);
    expect(treeProblems(STORE)).toEqual([]);
    expect(treeProblems([stored(1, 2), stored(2, 1, { parentAnswer: 'yes' })])).toEqual(['1:cycle', '2:cycle']);
    expect(treeProblems([stored(1, 5, { parentAnswer: 'yes' })])).toEqual(['1:parent_missing']);
  });
});

describe('the answers of a trade-in', () => {
  it('takes answers of the right type to questions asked, cleaned', () => {
    expect(checkAnswers(TREE, { 1: true, 2: false, 4: 'one', 5: ' Yes, at the dealer ', 6: ['tow', 'roof'], 7: true, 8: '02' })).toEqual(E.right({
      1: true, 2: false, 4: 'one', 5: 'Yes, at the dealer', 6: ['roof', 'tow'], 7: true, 8: '2',
    }));
  });

  it('names every bad answer: unknown question, not asked, wrong type, required', () => {
    expect(checkAnswers(TREE, { keys: '2', 1: false, 2: true, 3: 'yes', 5: 'x', 6: ['sunroof'], 8: '-1' })).toEqual(E.left({
      'answers.keys': ['answer.unknown_question'], 'answers.2': ['answer.not_asked'], 'answers.3': ['type.boolean'], 'answers.4': ['required'],
      'answers.5': ['answer.not_asked'], 'answers.6': ['choice.invalid'], 'answers.8': ['number.integer'],
    }));
    // A required child is required only when asked.
    expect(checkAnswers(TREE, { 1: true, 4: 'two' })).toEqual(E.left({ 'answers.2': ['required'] }));
    expect(checkAnswers(TREE, { 1: false, 4: 'two', 3: '' })).toEqual(E.right({ 1: false, 4: 'two' }));
  });

  it('asks the roots, and each child when its parent\'s answer opens it', () => {
    expect(askedQuestions(TREE, {}).map((q) => q.id)).toEqual([1, 3, 4, 6, 8]);
    expect(askedQuestions(TREE, { 1: true, 4: 'one', 6: ['roof'] }).map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(askedQuestions(TREE, { 1: false, 4: 'two', 6: ['tow'] }).map((q) => q.id)).toEqual([1, 3, 4, 6, 8]);
  });
});

/** Any questionnaire of yes/no questions: each question's parent an earlier one (or none), within the depth limit. */
const questionnaire = fc.array(fc.record({ parentPick: fc.nat(), root: fc.boolean(), answer: fc.constantFrom('yes', 'no') }), { minLength: 1, maxLength: 25 })
  .map((specs) => {
    const out: StoredQuestion[] = [];
    const byId = new Map<number, StoredQuestion>();
    const depth = (q: StoredQuestion): number => (q.parentId === null ? 1 : 1 + depth(byId.get(q.parentId)!));
    specs.forEach((s, i) => {
      const candidates = out.filter((q) => depth(q) < MAX_DEPTH);
      const parent = s.root || candidates.length === 0 ? null : candidates[s.parentPick % candidates.length]!;
      const q = stored(i + 1, parent?.id ?? null, { parentAnswer: parent === null ? null : s.answer, required: s.parentPick % 3 === 0 }, i);
      out.push(q);
      byId.set(q.id, q);
    });
    return out;
  });

describe('the questionnaire, for any tree', () => {
  it('a tree built by adding questions in good places has no problems, and the tree holds every question once', () => {
    fc.assert(fc.property(questionnaire, (all) => {
      expect(treeProblems(all)).toEqual([]);
      const seen: number[] = [];
      const walk = (nodes: ReturnType<typeof treeOf>) => nodes.forEach((n) => { seen.push(n.id); walk(n.children); });
      walk(treeOf(all));
      expect(seen.sort((a, b) => a - b)).toEqual(all.map((q) => q.id));
    }));
  });

  it('answering every asked question yes or no is accepted, and answers only what is asked', () => {
    fc.assert(fc.property(questionnaire, fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }), (all, picks) => {
      const tree = treeOf(all);
      // Answer question by question as the form would: each newly asked question gets its pick.
      const answers: Record<string, boolean> = {};
      for (let changed = true; changed;) {
        changed = false;
        for (const q of askedQuestions(tree, answers)) {
          if (!(String(q.id) in answers)) { answers[String(q.id)] = picks[q.id - 1] ?? false; changed = true; }
        }
      }
      const checked = checkAnswers(tree, answers);
      expect(checked).toEqual(E.right(answers));
      const asked = new Set(askedQuestions(tree, answers).map((q) => String(q.id)));
      expect(Object.keys(answers).every((k) => asked.has(k))).toBe(true);
    }));
  });

  it('an answer to a question not asked is always refused, by its id', () => {
    fc.assert(fc.property(questionnaire, (all) => {
      const tree = treeOf(all);
      const child = all.find((q) => q.parentId !== null);
      fc.pre(child !== undefined);
      const parent = all.find((q) => q.id === child!.parentId)!;
      // The parent answered the other way: the child is not asked.
      const answers = { [String(parent.id)]: child!.parentAnswer !== 'yes', [String(child!.id)]: true };
      const checked = checkAnswers(tree, answers);
      expect(E.isLeft(checked) && checked.left[`answers.${child!.id}`]).toEqual(['answer.not_asked']);
    }));
  });

  it('moving a question under itself or its descendants is never a good placement (no cycles)', () => {
    fc.assert(fc.property(questionnaire, fc.nat(), (all, pick) => {
      const q = all[pick % all.length]!;
      const under = (id: number): number[] => all.filter((x) => x.parentId === id).flatMap((x) => [x.id, ...under(x.id)]);
      for (const target of [q.id, ...under(q.id)]) {
        const moved = all.map((x) => (x.id === q.id ? { ...x, parentId: target, parentAnswer: 'yes' } : x));
        expect(treeProblems(moved).some((p) => p.startsWith(`${q.id}:`))).toBe(true);
      }
    }));
  });
});
