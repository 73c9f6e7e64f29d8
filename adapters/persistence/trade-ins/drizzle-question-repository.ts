import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { TradeInQuestionRepository } from '@dealer-panel/core/trade-ins/questions-repository';
import type { FieldType, QuestionFields, StoredQuestion } from '@dealer-panel/core/trade-ins/questions';
import type { Db } from '../shared/database';
import { tradeInQuestions as q } from './schema';

type Row = typeof q.$inferSelect;

const toQuestion = (r: Row): StoredQuestion => ({
  id: r.id, dealershipId: r.dealershipId, parentId: r.parentId, order: r.sortOrder,
  question: r.question, questionFr: r.questionFr, description: r.description, descriptionFr: r.descriptionFr,
  fieldType: r.fieldType as FieldType, required: r.required, parentAnswer: r.parentAnswer,
  checkboxes: r.checkboxes.map((o) => ({ value: o.value, label: o.label, labelFr: o.labelFr })),
});

const columns = (f: QuestionFields) => ({
  question: f.question, questionFr: f.questionFr, description: f.description, descriptionFr: f.descriptionFr,
  fieldType: f.fieldType, required: f.required, parentAnswer: f.parentAnswer,
  checkboxes: f.checkboxes.map((o) => ({ value: o.value, label: o.label, labelFr: o.labelFr })),
});

const parentIs = (parentId: number | null) => (parentId === null ? isNull(q.parentId) : eq(q.parentId, parentId));

/** The questionnaire in PostgreSQL or PGlite (the contract is TradeInQuestionRepository's). */
export function drizzleQuestionRepository(db: Db): TradeInQuestionRepository {
  return {
    async list(dealershipId) {
      return (await db.select().from(q).where(eq(q.dealershipId, dealershipId)).orderBy(q.sortOrder, q.id)).map(toQuestion);
    },
    async create(dealershipId, parentId, fields, now) {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ n: max(q.sortOrder) }).from(q).where(and(eq(q.dealershipId, dealershipId), parentIs(parentId)));
        const [row] = await tx.insert(q).values({ dealershipId, parentId, sortOrder: (last?.n ?? -1) + 1, ...columns(fields), createdAt: now, updatedAt: now }).returning();
        return toQuestion(row!);
      });
    },
    async update(dealershipId, id, fields, now) {
      const [row] = await db.update(q).set({ ...columns(fields), updatedAt: now }).where(and(eq(q.dealershipId, dealershipId), eq(q.id, id))).returning();
      return row === undefined ? null : toQuestion(row);
    },
    async remove(dealershipId, id) {
      return db.transaction(async (tx) => {
        // The question and every question under it (the foreign key cascades; the count is for the answer).
        const under = await tx.execute(sql`with recursive sub(id) as (
            select id from ${q} where ${q.dealershipId} = ${dealershipId} and ${q.id} = ${id}
            union all select c.id from ${q} c join sub on c.parent_id = sub.id)
          select count(*)::int as n from sub`);
        const rows = (under as unknown as { rows?: { n: number }[] }).rows ?? (under as unknown as { n: number }[]);
        const n = Number(rows[0]?.n ?? 0);
        if (n === 0) return 0;
        await tx.delete(q).where(and(eq(q.dealershipId, dealershipId), eq(q.id, id)));
        return n;
      });
    },
    async reorder(dealershipId, parentId, ids, now) {
      return db.transaction(async (tx) => {
        const siblings = await tx.select({ id: q.id }).from(q).where(and(eq(q.dealershipId, dealershipId), parentIs(parentId))).for('update');
        const want = new Set(siblings.map((s) => s.id));
        if (want.size !== ids.length || ids.some((id) => !want.has(id))) return false;
        if (ids.length === 0) return true;
        const cases = sql.join(ids.map((id, i) => sql`when ${id} then ${i}::int`), sql` `);
        await tx.update(q).set({ sortOrder: sql`case ${q.id} ${cases} end`, updatedAt: now })
          .where(and(eq(q.dealershipId, dealershipId), inArray(q.id, [...ids])));
        return true;
      });
    },
  };
}
