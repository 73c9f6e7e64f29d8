import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { QuestionBody, QuestionRequest } from '../../../../adapters/http/contract/trade-ins/trade-ins';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { countUnder, movedOrder } from './questionnaire-form';
import { createQuestionnaireViewModel, type QuestionnairePort, type QuestionnaireState } from './questionnaire-view-model';

const q = (id: number, parent: number | null, over: Partial<QuestionBody> = {}): QuestionBody => ({
  id, parent, question: `Q${id}`, question_fr: `Q${id} fr`, description: '', description_fr: '', field_type: 'yes_no', order: 0,
  parent_answer: parent === null ? null : 'yes', required: false, checkboxes: [], children: [], ...over,
});
const TREE: QuestionBody[] = [q(1, null, { children: [q(2, 1), q(3, 1, { children: [q(4, 3)] })] }), q(5, null), q(6, null, { field_type: 'text' })];

const problem = (errors: Record<string, string[]>): HttpProblem => ({ status: 400, code: 'invalid_input', errors, retryAfterSeconds: null, handled: false } as unknown as HttpProblem);

/** A port over an in-memory tree that records what was sent. */
function fakePort(tree: QuestionBody[] = TREE) {
  const sent: { call: string; body?: unknown }[] = [];
  let current = tree;
  let refuse: Record<string, string[]> | null = null;
  const port: QuestionnairePort = {
    load: async () => E.right({ results: current }),
    create: async (body: QuestionRequest) => {
      sent.push({ call: 'create', body });
      if (refuse !== null) return E.left(problem(refuse));
      const made = q(99, body.parent ?? null, { question: body.question ?? '', question_fr: body.question_fr ?? '' });
      current = [...current, made];
      return E.right(made);
    },
    update: async (id, body) => { sent.push({ call: `update ${id}`, body }); return E.right(q(id, null)); },
    remove: async (id) => { sent.push({ call: `remove ${id}` }); current = current.filter((x) => x.id !== id); return E.right({ removed: 1 }); },
    reorder: async (parent, ids) => {
      sent.push({ call: 'reorder', body: { parent, ids } });
      current = ids.map((id) => current.find((x) => x.id === id)!).filter(Boolean);
      return E.right({ results: current });
    },
  };
  return { port, sent, refuseWith: (e: Record<string, string[]> | null) => { refuse = e; } };
}

const ready = async (vm: ReturnType<typeof createQuestionnaireViewModel>): Promise<Extract<QuestionnaireState, { kind: 'ready' }>> => {
  const s = await firstValueFrom(vm.state$);
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};

describe('the questionnaire view model', () => {
  it('loads the tree; a failed load says so and retries', async () => {
    let fail = true;
    const { port } = fakePort();
    const vm = createQuestionnaireViewModel({ ...port, load: async () => (fail ? E.left(problem({})) : port.load()) });
    await vm.start();
    expect((await firstValueFrom(vm.state$)).kind).toBe('failed');
    fail = false;
    await vm.retry();
    expect((await ready(vm)).tree.map((x) => x.id)).toEqual([1, 5, 6]);
  });

  it('checks a new question before sending, keeps what was typed through the server\'s field errors, then adds it', async () => {
    const { port, sent, refuseWith } = fakePort();
    const vm = createQuestionnaireViewModel(port);
    await vm.start();
    vm.add(1);
    vm.setText('question', 'Repaired?');
    expect(await vm.save()).toBe(false);
    expect((await ready(vm)).editor?.errors).toEqual({ question_fr: ['required'], parent_answer: ['required'] });
    expect(sent).toEqual([]);
    vm.setText('question_fr', 'Réparé?');
    vm.setParentAnswer('yes');
    refuseWith({ parent: ['question.too_deep'] });
    expect(await vm.save()).toBe(false);
    const refused = (await ready(vm)).editor;
    expect([refused?.errors, refused?.draft.question_fr]).toEqual([{ parent: ['question.too_deep'] }, 'Réparé?']);
    refuseWith(null);
    expect(await vm.save()).toBe(true);
    expect(sent.at(-1)).toEqual({ call: 'create', body: expect.objectContaining({ question: 'Repaired?', question_fr: 'Réparé?', parent: 1, parent_answer: 'yes', checkboxes: [] }) });
    const after = await ready(vm);
    expect([after.editor, after.done, after.tree.length]).toEqual([null, 'created', 4]);
  });

  it('gives a one-choice question two empty choices, and sends choices without values for the server to name', async () => {
    const { port, sent } = fakePort();
    const vm = createQuestionnaireViewModel(port);
    await vm.start();
    vm.add(null);
    vm.setType('select');
    expect((await ready(vm)).editor?.draft.checkboxes).toHaveLength(2);
    vm.setText('question', 'Keys');
    vm.setText('question_fr', 'Clés');
    vm.setOption(0, 'label', 'One');
    expect(await vm.save()).toBe(false);
    expect((await ready(vm)).editor?.errors).toEqual({ 'checkboxes.0.label_fr': ['required'], 'checkboxes.1.label': ['required'], 'checkboxes.1.label_fr': ['required'] });
    vm.setOption(0, 'label_fr', 'Une');
    vm.setOption(1, 'label', 'Two');
    vm.setOption(1, 'label_fr', 'Deux');
    expect(await vm.save()).toBe(true);
    expect((sent[0]?.body as QuestionRequest).checkboxes).toEqual([{ label: 'One', label_fr: 'Une' }, { label: 'Two', label_fr: 'Deux' }]);
  });

  it('moves a question among its siblings only, and deletes', async () => {
    const { port, sent } = fakePort();
    const vm = createQuestionnaireViewModel(port);
    await vm.start();
    expect(movedOrder(TREE, 3, -1)).toEqual([3, 2]);
    expect(movedOrder(TREE, 2, -1)).toBeNull();
    expect(movedOrder(TREE, 6, 1)).toBeNull();
    expect(countUnder(TREE, 1)).toBe(4);
    expect(await vm.move(1, -1)).toBe(false);
    expect(await vm.move(1, 1)).toBe(true);
    expect(sent).toEqual([{ call: 'reorder', body: { parent: null, ids: [5, 1, 6] } }]);
    expect((await ready(vm)).tree.map((x) => x.id)).toEqual([5, 1, 6]);
    expect(await vm.remove(1)).toBe(true);
    const after = await ready(vm);
    expect([after.tree.map((x) => x.id), after.done]).toEqual([[5, 6], 'deleted']);
  });

  it('edits a question with its current values', async () => {
    const { port, sent } = fakePort();
    const vm = createQuestionnaireViewModel(port);
    await vm.start();
    vm.edit(3);
    const e = (await ready(vm)).editor;
    expect([e?.id, e?.parent?.id, e?.draft.question, e?.draft.parent_answer]).toEqual([3, 1, 'Q3', 'yes']);
    vm.setText('question', 'Q3 changed');
    expect(await vm.save()).toBe(true);
    expect(sent[0]).toEqual({ call: 'update 3', body: expect.objectContaining({ question: 'Q3 changed', parent_answer: 'yes' }) });
    expect(sent[0]?.body).not.toHaveProperty('parent');
  });
});
