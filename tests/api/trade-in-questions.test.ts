import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../adapters/persistence/schema';
import { tradeInQuestions, tradeIns } from '../../adapters/persistence/trade-ins/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent } from './support/test-app';

const D = '/api/dealer';
const Q = `${D}/dealer-trade-in-questions`;
const ACCIDENT = { question: 'Has the vehicle been in an accident?', question_fr: 'Le véhicule a-t-il été accidenté?', field_type: 'yes_no', required: true };
const KEYS = {
  question: 'Number of keys', question_fr: 'Nombre de clés', field_type: 'select', description: 'Count the fobs too', description_fr: 'Comptez aussi les télécommandes',
  checkboxes: [{ label: 'One', label_fr: 'Une' }, { label: 'Two or more', label_fr: 'Deux ou plus' }],
};
const VEHICLE = { vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', odometer: '72000' } };

/** The store's trade-in questionnaire (issue 16 item 4) through the REST contract, on each engine. */
for (const engine of throwawayEngines()) {
  describe(`the trade-in questionnaire (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, {
      customers: true, staff: { admin: 'admin', manager: 'manager', rep: 'sales_rep', corporate: 'corporate', other: { role: 'admin', country: 'US' } },
    });
    const db = () => t.ports.database.db;
    const ids: Record<string, number> = {};

    it('starts empty; every member of staff reads it', async () => {
      for (const who of [admin, manager, rep, corporate]) {
        const r = await who.get(`${Q}/`);
        expect([r.statusCode, r.json()]).toEqual([200, { results: [] }]);
      }
    });

    it('refuses writes to sales reps, sales managers and corporate users (403), and stores nothing', async () => {
      for (const who of [manager, rep, corporate]) {
        const r = await who.post(`${Q}/`, ACCIDENT);
        expect([r.statusCode, r.json().code]).toEqual([403, 'forbidden']);
      }
      expect(await db().select().from(tradeInQuestions)).toHaveLength(0);
    });

    it('refuses a bad question with every field named (problem+json), and stores nothing', async () => {
      const bad = await admin.post(`${Q}/`, { question: ' ', field_type: 'select', checkboxes: [{ label: 'One', label_fr: '' }] });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual({ question: ['required'], question_fr: ['required'], 'checkboxes.0.label_fr': ['required'] });
      const typed = await admin.post(`${Q}/`, { ...ACCIDENT, required: 'yes' });
      expect(typed.statusCode).toBe(400);
      expect(await db().select().from(tradeInQuestions)).toHaveLength(0);
    });

    it('adds questions and children in order, with the audit trail', async () => {
      const accident = await admin.post(`${Q}/`, ACCIDENT);
      expect(accident.statusCode, accident.body).toBe(201);
      ids['accident'] = accident.json().id;
      expect(accident.json()).toMatchObject({ parent: null, order: 0, parent_answer: null, required: true, checkboxes: [], children: [], description: '' });
      const keys = await admin.post(`${Q}/`, KEYS);
      ids['keys'] = keys.json().id;
      expect(keys.json()).toMatchObject({ order: 1, checkboxes: [{ value: 'one', label: 'One', label_fr: 'Une' }, { value: 'two_or_more', label: 'Two or more', label_fr: 'Deux ou plus' }] });
      const shop = await admin.post(`${Q}/`, { question: 'Was it repaired by a body shop?', question_fr: 'A-t-il été réparé par un carrossier?', field_type: 'yes_no', parent: ids['accident'], parent_answer: 'yes' });
      expect(shop.statusCode, shop.body).toBe(201);
      ids['shop'] = shop.json().id;
      const lights = await admin.post(`${Q}/`, { question: 'Any warning lights on the dashboard?', question_fr: 'Des voyants allumés au tableau de bord?', field_type: 'yes_no' });
      ids['lights'] = lights.json().id;

      // A child under a text question, a wrong parent answer, another store's parent: refused.
      const notes = await admin.post(`${Q}/`, { question: 'Notes', question_fr: 'Notes', field_type: 'text' });
      ids['notes'] = notes.json().id;
      const refused = await Promise.all([
        admin.post(`${Q}/`, { ...ACCIDENT, parent: ids['notes'], parent_answer: 'yes' }),
        admin.post(`${Q}/`, { ...ACCIDENT, parent: ids['keys'], parent_answer: 'three' }),
        other.post(`${Q}/`, { ...ACCIDENT, parent: ids['accident'], parent_answer: 'yes' }),
      ]);
      expect(refused.map((r) => r.json().errors)).toEqual([{ parent: ['question.parent_type'] }, { parent_answer: ['choice.invalid'] }, { parent: ['reference.not_found'] }]);

      const tree = (await rep.get(`${Q}/`)).json().results;
      expect(tree.map((q: { id: number }) => q.id)).toEqual([ids['accident'], ids['keys'], ids['lights'], ids['notes']]);
      expect(tree[0].children.map((q: { question: string; parent_answer: string }) => [q.question, q.parent_answer])).toEqual([['Was it repaired by a body shop?', 'yes']]);
      expect((await other.get(`${Q}/`)).json().results).toEqual([]);
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_question_created'));
      expect(audit).toHaveLength(5);
      expect(audit[0]).toMatchObject({ userId: admin.user.id, dealershipId: t.fixture.dealerships.ontario, after: { question: ACCIDENT.question } });
    });

    it('changes a question (PATCH the fields sent, PUT all), keeping answers that open its children', async () => {
      const patched = await admin.patch(`${Q}/${ids['keys']}/`, { question_fr: 'Combien de clés?' });
      expect(patched.json()).toMatchObject({ question: 'Number of keys', question_fr: 'Combien de clés?', field_type: 'select' });
      const broken = await admin.put(`${Q}/${ids['accident']}/`, { ...ACCIDENT, field_type: 'text' });
      expect([broken.statusCode, broken.json().errors]).toEqual([400, { field_type: ['question.children_mismatch'] }]);
      const put = await admin.put(`${Q}/${ids['accident']}/`, { ...ACCIDENT, question: 'Any accident?' });
      expect(put.json()).toMatchObject({ question: 'Any accident?', children: [{ id: ids['shop'] }] });
      expect((await other.patch(`${Q}/${ids['keys']}/`, { question: 'Mine' })).statusCode).toBe(404);
      expect((await manager.patch(`${Q}/${ids['keys']}/`, { question: 'Mine' })).statusCode).toBe(403);
      const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_question_updated'));
      expect(row).toMatchObject({ before: { question_fr: 'Nombre de clés' }, after: { question_fr: 'Combien de clés?' } });
    });

    it('reorders one level with every sibling once', async () => {
      const wrong = await admin.post(`${Q}/reorder/`, { ids: [ids['keys'], ids['accident']] });
      expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { ids: ['question.reorder_mismatch'] }]);
      const order = [ids['lights'], ids['accident'], ids['notes'], ids['keys']];
      const r = await admin.post(`${Q}/reorder/`, { parent: null, ids: order });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().results.map((q: { id: number }) => q.id)).toEqual(order);
      expect(r.json().results.map((q: { order: number }) => q.order)).toEqual([0, 1, 2, 3]);
      expect((await other.post(`${Q}/reorder/`, { ids: order })).statusCode).toBe(400);
      expect((await corporate.post(`${Q}/reorder/`, { ids: order })).statusCode).toBe(403);
    });

    it('checks the dealer\'s and the customer\'s answers against the questionnaire: 400 per answer, nothing stored', async () => {
      const deal = cf.orders.gagneFinance;
      const read = await rep.get(`${D}/order/${deal}/trade_in/`);
      expect(read.json().questions.map((q: { id: number }) => q.id)).toEqual([ids['lights'], ids['accident'], ids['notes'], ids['keys']]);
      const bad = await admin.put(`${D}/order/${deal}/trade_in/`, {
        ...VEHICLE, answers: { [ids['accident']!]: false, [ids['shop']!]: true, [ids['keys']!]: 'three', [ids['lights']!]: 'yes', nine: 'x' },
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors).toEqual({
        [`answers.${ids['shop']}`]: ['answer.not_asked'], [`answers.${ids['keys']}`]: ['choice.invalid'], [`answers.${ids['lights']}`]: ['type.boolean'], 'answers.nine': ['answer.unknown_question'],
      });
      const missing = await admin.put(`${D}/order/${deal}/trade_in/`, VEHICLE);
      expect(missing.json().errors).toEqual({ [`answers.${ids['accident']}`]: ['required'] });
      expect(await db().select().from(tradeIns)).toHaveLength(0);

      const good = await admin.put(`${D}/order/${deal}/trade_in/`, { ...VEHICLE, answers: { [ids['accident']!]: true, [ids['shop']!]: true, [ids['keys']!]: 'two_or_more', [ids['notes']!]: ' ' } });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().trade_in.answers).toEqual({ [ids['accident']!]: true, [ids['shop']!]: true, [ids['keys']!]: 'two_or_more' });

      // The customer, through the deal link: the same rule.
      const token = `question-trade-in-token-${deal}-abcdefghijklmnopqrstuvwxyz`;
      await db().update(orders).set({ linkToken: token }).where(eq(orders.id, deal));
      const customer = new Agent(t.app);
      const opts = { headers: { 'x-deal-token': token } };
      const seen = await customer.request('GET', `/api/customer/trade_in/${deal}/`, undefined, opts);
      expect(seen.json().questions[1]).toMatchObject({ id: ids['accident'], children: [{ id: ids['shop'], parent_answer: 'yes' }] });
      const wrong = await customer.request('PUT', `/api/customer/trade_in/${deal}/`, { ...VEHICLE, answers: { [ids['accident']!]: false, [ids['shop']!]: false } }, opts);
      expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { [`answers.${ids['shop']}`]: ['answer.not_asked'] }]);
      const [row] = await db().select({ answers: tradeIns.answers }).from(tradeIns).where(eq(tradeIns.orderId, deal));
      expect(row?.answers).toEqual({ [ids['accident']!]: true, [ids['shop']!]: true, [ids['keys']!]: 'two_or_more' });
    });

    it('deletes a question with its children, audited; another store\'s is 404', async () => {
      expect((await other.delete(`${Q}/${ids['accident']}/`)).statusCode).toBe(404);
      expect((await rep.delete(`${Q}/${ids['accident']}/`)).statusCode).toBe(403);
      const r = await admin.delete(`${Q}/${ids['accident']}/`);
      expect([r.statusCode, r.json()]).toEqual([200, { removed: 2 }]);
      const left = await db().select({ id: tradeInQuestions.id }).from(tradeInQuestions).where(eq(tradeInQuestions.dealershipId, t.fixture.dealerships.ontario));
      expect(left.map((q) => q.id).sort()).toEqual([ids['keys'], ids['lights'], ids['notes']].sort());
      expect((await admin.delete(`${Q}/${ids['shop']}/`)).statusCode).toBe(404);
      const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'trade_in_question_deleted')));
      expect(audit?.detail).toMatchObject({ question_id: ids['accident'], removed: 2 });
    });
  });
}
