import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { mayEditQuestionnaire } from './questions-access';
import type { TradeInQuestionRepository } from './questions-repository';
import { parseQuestion, placementErrors, reorderErrors, treeOf, type QuestionFields, type QuestionNode, type StoredQuestion } from './questions';
import { isId } from '../shared/ids';

export interface QuestionDeps {
  readonly questions: TradeInQuestionRepository;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

export type QuestionError = InvalidInput | Forbidden | NotFound;
type Raw = Readonly<Record<string, unknown>>;

/** A parent id as sent: absent or null → a root question; otherwise a positive whole number. */
function parentOf(raw: Raw): E.Either<string, number | null> {
  const p = raw['parent'];
  if (p === undefined || p === null || p === '') return E.right(null);
  return typeof p === 'number' && Number.isInteger(p) && p > 0 && p <= 2_147_483_647 ? E.right(p) : E.left('reference.not_found');
}

/** What the audit trail keeps of a question (the texts, not the ids of the options). */
const auditValues = (q: QuestionFields & { readonly parentId?: number | null }) => ({
  question: q.question, question_fr: q.questionFr, field_type: q.fieldType, required: q.required, parent_answer: q.parentAnswer,
  checkboxes: q.checkboxes.map((o) => o.label).join(' | '),
});

/**
 * The store's trade-in questionnaire (issue 16 item 4): read by every member of staff (the trade-in
 * pages ask it), written by those who may open /questionnaire and are not corporate users (403
 * otherwise). Every bad field at once (400), nothing stored; each write leaves an audit row.
 */
export const questionUseCases = (deps: QuestionDeps) => {
  const Q = deps.questions;
  const guard = (ctx: DealershipContext): Forbidden | null => (mayEditQuestionnaire(ctx) ? null : forbidden('edit_questionnaire'));
  const record = (ctx: DealershipContext, ip: string, action: 'trade_in_question_created' | 'trade_in_question_updated' | 'trade_in_question_deleted' | 'trade_in_questions_reordered',
    detail: Record<string, string | number | boolean | null>, before?: Record<string, unknown>, after?: Record<string, unknown>) =>
    deps.audit.record({ action, userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) });

  /** The tree with one question's id found: the question, and the whole list. */
  const find = async (ctx: DealershipContext, id: number): Promise<{ all: readonly StoredQuestion[]; q: StoredQuestion } | null> => {
    const all = await Q.list(ctx.dealership.id);
    const q = all.find((x) => x.id === id);
    return q === undefined ? null : { all, q };
  };

  return {
    /** GET dealer-trade-in-questions/: the store's tree, each level in its order. */
    tree: (ctx: DealershipContext): TE.TaskEither<never, readonly QuestionNode[]> => async () => E.right(treeOf(await Q.list(ctx.dealership.id))),

    /** The store's tree for the trade-in pages (the customer's too). */
    treeOf: async (dealershipId: number): Promise<readonly QuestionNode[]> => treeOf(await Q.list(dealershipId)),

    create: (ctx: DealershipContext, raw: Raw, ip: string): TE.TaskEither<QuestionError, StoredQuestion> => async () => {
      const denied = guard(ctx);
      if (denied !== null) return E.left(denied);
      const fields = parseQuestion(raw, null);
      const parent = parentOf(raw);
      if (E.isLeft(fields) || E.isLeft(parent)) {
        return E.left(invalidInput({ ...(E.isLeft(fields) ? fields.left : {}), ...(E.isLeft(parent) ? { parent: [parent.left] } : {}) }));
      }
      const all = await Q.list(ctx.dealership.id);
      const placed = placementErrors(all, fields.right, parent.right, null);
      if (Object.keys(placed).length > 0) return E.left(invalidInput(placed));
      const created = await Q.create(ctx.dealership.id, parent.right, fields.right, deps.clock.now());
      await record(ctx, ip, 'trade_in_question_created', { question_id: created.id, parent_id: created.parentId }, undefined, auditValues(created));
      return E.right(created);
    },

    /** PUT: every field again; PATCH: the fields sent. The parent stays (a question moves by being made again). */
    update: (ctx: DealershipContext, id: number, raw: Raw, mode: 'put' | 'patch', ip: string): TE.TaskEither<QuestionError, StoredQuestion> => async () => {
      const denied = guard(ctx);
      if (denied !== null) return E.left(denied);
      const found = await find(ctx, id);
      if (found === null) return E.left(notFound);
      const fields = parseQuestion(raw, mode === 'patch' ? found.q : null);
      if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
      const placed = placementErrors(found.all, fields.right, found.q.parentId, id);
      if (Object.keys(placed).length > 0) return E.left(invalidInput(placed));
      const saved = await Q.update(ctx.dealership.id, id, fields.right, deps.clock.now());
      if (saved === null) return E.left(notFound);
      await record(ctx, ip, 'trade_in_question_updated', { question_id: id }, auditValues(found.q), auditValues(saved));
      return E.right(saved);
    },

    /** DELETE {id}/: the question and every question under it; answers how many went. */
    remove: (ctx: DealershipContext, id: number, ip: string): TE.TaskEither<QuestionError, number> => async () => {
      const denied = guard(ctx);
      if (denied !== null) return E.left(denied);
      const found = await find(ctx, id);
      if (found === null) return E.left(notFound);
      const removed = await Q.remove(ctx.dealership.id, id);
      if (removed === 0) return E.left(notFound);
      await record(ctx, ip, 'trade_in_question_deleted', { question_id: id, removed }, auditValues(found.q));
      return E.right(removed);
    },

    /** POST reorder/: one parent's children (or the roots, parent null) in their new order. */
    reorder: (ctx: DealershipContext, raw: Raw, ip: string): TE.TaskEither<QuestionError, readonly QuestionNode[]> => async () => {
      const denied = guard(ctx);
      if (denied !== null) return E.left(denied);
      const parent = parentOf(raw);
      const ids = raw['ids'];
      const goodIds = Array.isArray(ids) && ids.length <= 100 && ids.every(isId);
      if (E.isLeft(parent) || !goodIds) {
        return E.left(invalidInput({ ...(E.isLeft(parent) ? { parent: [parent.left] } : {}), ...(goodIds ? {} : { ids: ['question.reorder_mismatch'] }) }));
      }
      const all = await Q.list(ctx.dealership.id);
      if (parent.right !== null && !all.some((q) => q.id === parent.right)) return E.left(invalidInput({ parent: ['reference.not_found'] }));
      const siblings = all.filter((q) => q.parentId === parent.right);
      const wrong = reorderErrors(siblings, ids as number[]);
      if (Object.keys(wrong).length > 0) return E.left(invalidInput(wrong));
      if (!(await Q.reorder(ctx.dealership.id, parent.right, ids as number[], deps.clock.now()))) return E.left(invalidInput({ ids: ['question.reorder_mismatch'] }));
      const before = [...siblings].sort((a, b) => a.order - b.order || a.id - b.id).map((q) => q.id).join(',');
      await record(ctx, ip, 'trade_in_questions_reordered', { parent_id: parent.right }, { order: before }, { order: (ids as number[]).join(',') });
      return E.right(treeOf(await Q.list(ctx.dealership.id)));
    },

  };
};
export type QuestionUseCases = ReturnType<typeof questionUseCases>;
