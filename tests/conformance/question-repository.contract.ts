import { describe, expect, it } from 'vitest';
import type { QuestionFields } from '@dealer-panel/core/trade-ins/questions';
import type { TradeInQuestionRepository } from '@dealer-panel/core/trade-ins/questions-repository';

/** A repository and two stores with no questions yet. */
export interface QuestionRepositorySubject {
  readonly questions: TradeInQuestionRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
}

const T0 = new Date('2026-02-01T12:00:00.000Z');
const T1 = new Date('2026-02-02T12:00:00.000Z');
const YES_NO: QuestionFields = {
  question: 'Any rust?', questionFr: 'De la rouille?', description: '', descriptionFr: '', fieldType: 'yes_no', required: true, parentAnswer: null, checkboxes: [],
};
const child = (question: string): QuestionFields => ({ ...YES_NO, question, parentAnswer: 'yes', required: false });

/** The TradeInQuestionRepository contract (core/trade-ins/questions-repository.ts); drizzle only (core has no in-memory questionnaire). */
export function questionRepositoryContract(name: string, open: () => Promise<QuestionRepositorySubject>): void {
  describe(`TradeInQuestionRepository: ${name}`, () => {
    it('creates each question last among its siblings and reads it back whole, in its store only', async () => {
      const s = await open();
      const rust = await s.questions.create(s.dealershipId, null, YES_NO, T0);
      expect(rust).toEqual({ ...YES_NO, id: rust.id, dealershipId: s.dealershipId, parentId: null, order: 0 });
      const colour = await s.questions.create(s.dealershipId, null, {
        ...YES_NO, question: 'Colour', fieldType: 'checkboxes', checkboxes: [{ value: 'red', label: 'Red', labelFr: 'Rouge' }, { value: 'blue', label: 'Blue', labelFr: 'Bleu' }],
      }, T0);
      const where = await s.questions.create(s.dealershipId, rust.id, child('Where?'), T0);
      expect([colour.order, where.order, where.parentId]).toEqual([1, 0, rust.id]);
      expect(await s.questions.create(s.otherDealershipId, null, YES_NO, T0)).toMatchObject({ order: 0 });
      const mine = await s.questions.list(s.dealershipId);
      expect(mine.map((q) => q.id).sort((a, b) => a - b)).toEqual([rust.id, colour.id, where.id]);
      expect(mine.find((q) => q.id === colour.id)?.checkboxes).toEqual([{ value: 'red', label: 'Red', labelFr: 'Rouge' }, { value: 'blue', label: 'Blue', labelFr: 'Bleu' }]);
      expect((await s.questions.list(s.otherDealershipId)).some((q) => q.id === rust.id)).toBe(false);
    });

    it('updates the fields of a question of its store, keeping its place', async () => {
      const s = await open();
      await s.questions.create(s.dealershipId, null, YES_NO, T0);
      const q = await s.questions.create(s.dealershipId, null, YES_NO, T0);
      const changed = { ...YES_NO, question: 'Any dents?', fieldType: 'text' as const, required: false };
      expect(await s.questions.update(s.dealershipId, q.id, changed, T1)).toEqual({ ...changed, id: q.id, dealershipId: s.dealershipId, parentId: null, order: 1 });
      expect(await s.questions.update(s.otherDealershipId, q.id, YES_NO, T1)).toBeNull();
      expect((await s.questions.list(s.dealershipId)).find((x) => x.id === q.id)?.question).toBe('Any dents?');
    });

    it('removes a question with everything under it, answering how many went, in its store only', async () => {
      const s = await open();
      const root = await s.questions.create(s.dealershipId, null, YES_NO, T0);
      const kept = await s.questions.create(s.dealershipId, null, YES_NO, T0);
      const a = await s.questions.create(s.dealershipId, root.id, child('A'), T0);
      await s.questions.create(s.dealershipId, a.id, child('A1'), T0);
      await s.questions.create(s.dealershipId, root.id, child('B'), T0);
      expect(await s.questions.remove(s.otherDealershipId, root.id)).toBe(0);
      expect(await s.questions.remove(s.dealershipId, root.id)).toBe(4);
      expect(await s.questions.remove(s.dealershipId, root.id)).toBe(0);
      expect((await s.questions.list(s.dealershipId)).map((q) => q.id)).toEqual([kept.id]);
    });

    it('reorders exactly a parent\'s children, and refuses any other set, writing nothing', async () => {
      const s = await open();
      const [a, b, c] = [await s.questions.create(s.dealershipId, null, YES_NO, T0), await s.questions.create(s.dealershipId, null, YES_NO, T0), await s.questions.create(s.dealershipId, null, YES_NO, T0)];
      const sub = await s.questions.create(s.dealershipId, a.id, child('Sub'), T0);
      const order = async () => Object.fromEntries((await s.questions.list(s.dealershipId)).map((q) => [q.id, q.order]));
      expect(await s.questions.reorder(s.dealershipId, null, [c.id, a.id, b.id], T1)).toBe(true);
      expect(await order()).toEqual({ [c.id]: 0, [a.id]: 1, [b.id]: 2, [sub.id]: 0 });
      expect(await s.questions.reorder(s.dealershipId, null, [a.id, b.id], T1)).toBe(false);
      expect(await s.questions.reorder(s.dealershipId, null, [a.id, b.id, sub.id], T1)).toBe(false);
      expect(await s.questions.reorder(s.otherDealershipId, null, [a.id, b.id, c.id], T1)).toBe(false);
      expect(await order()).toEqual({ [c.id]: 0, [a.id]: 1, [b.id]: 2, [sub.id]: 0 });
      expect(await s.questions.reorder(s.dealershipId, a.id, [sub.id], T1)).toBe(true);
      expect(await s.questions.create(s.dealershipId, null, YES_NO, T1)).toMatchObject({ order: 3 });
    });
  });
}
