import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { flatten, type QuestionNode, type StoredQuestion } from '@dealer-panel/core/trade-ins/questions';
import { tradeInRoutes as R } from '../../contract/trade-ins/trade-in-routes';
import type { QuestionBody } from '../../contract/trade-ins/trade-ins';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** A question as the spec names its fields, with the questions under it. */
export function questionBody(q: StoredQuestion & { readonly children?: readonly QuestionNode[] }): QuestionBody {
  return {
    id: q.id, parent: q.parentId, question: q.question, question_fr: q.questionFr, description: q.description, description_fr: q.descriptionFr,
    field_type: q.fieldType, order: q.order, parent_answer: q.parentAnswer, required: q.required,
    checkboxes: q.checkboxes.map((o) => ({ value: o.value, label: o.label, label_fr: o.labelFr })),
    children: (q.children ?? []).map(questionBody),
  };
}

const asRecord = (body: unknown): Readonly<Record<string, unknown>> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {});

/** GET/POST/PUT/PATCH/DELETE dealer-trade-in-questions/ and reorder/ (contract/trade-ins/trade-in-routes.ts). */
export function registerQuestionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const Q = deps.tradeInQuestions;
  /** The question written, with its children as they are now. */
  const withChildren = async (dealershipId: number, q: StoredQuestion): Promise<QuestionBody> =>
    questionBody(flatten(await Q.treeOf(dealershipId)).find((n) => n.id === q.id) ?? q);
  const checked = (codec: Parameters<typeof decodeBody>[0], request: FastifyRequest, reply: FastifyReply, go: (raw: Readonly<Record<string, unknown>>) => Promise<unknown>) => {
    const body = decodeBody(codec, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return go(asRecord(request.body));
  };

  app.get(R.questionTree.path, scoped(deps, async (ctx, _request, reply) => answer(reply, Q.tree(ctx), (tree) => ({ results: tree.map(questionBody) }))));
  app.post(R.questionCreate.path, scoped(deps, async (ctx, request, reply) => checked(R.questionCreate.body, request, reply, async (raw) => {
    const created = await Q.create(ctx, raw, request.ip)();
    return answer(reply, async () => (E.isLeft(created) ? created : E.right(await withChildren(ctx.dealership.id, created.right))), (b) => b, 201);
  })));
  for (const [method, spec, mode] of [['put', R.questionUpdate, 'put'], ['patch', R.questionPatch, 'patch']] as const) {
    app[method](fastifyPath(spec.path), scopedWithId(deps, async (ctx, id, request, reply) => checked(spec.body, request, reply, async (raw) => {
      const saved = await Q.update(ctx, id, raw, mode, request.ip)();
      return answer(reply, async () => (E.isLeft(saved) ? saved : E.right(await withChildren(ctx.dealership.id, saved.right))), (b) => b);
    })));
  }
  app.delete(fastifyPath(R.questionRemove.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, Q.remove(ctx, id, request.ip), (removed) => ({ removed }))));
  app.post(R.questionReorder.path, scoped(deps, async (ctx, request, reply) => checked(R.questionReorder.body, request, reply, async (raw) =>
    answer(reply, Q.reorder(ctx, raw, request.ip), (tree) => ({ results: tree.map(questionBody) })))));
}
