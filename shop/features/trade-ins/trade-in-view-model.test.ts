import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerTradeInResponse, TradeInRequest } from '../../../adapters/http/contract/trade-ins/trade-ins';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { ShopTradeInPort } from './trade-in-port';
import { createShopTradeInViewModel, type ShopTradeInState } from './trade-in-view-model';

const NONE: CustomerTradeInResponse = { order: 7, odometer_unit: 'km', country: 'CA', may_edit: true, step: 'initial', trade_in: null, offer: null, questions: [] };
/** The store's questionnaire: the number of keys. */
const KEYS = { id: 4, parent: null, question: 'Keys', question_fr: 'Clés', description: '', description_fr: '', field_type: 'select' as const, order: 0, parent_answer: null, required: false,
  checkboxes: [{ value: 'one', label: 'One', label_fr: 'Une' }, { value: 'two', label: 'Two', label_fr: 'Deux' }], children: [] };
const saved = (body: TradeInRequest, extra: Partial<CustomerTradeInResponse> = {}): CustomerTradeInResponse => ({
  ...NONE, step: 'awaiting-dealer', questions: [KEYS], ...extra,
  trade_in: {
    id: 3, vehicle: { year: Number(body.vehicle.year), make: body.vehicle.make, model: body.vehicle.model, trim: body.vehicle.trim ?? '', color: 'Red', transmission: 'manual', odometer: Number(body.vehicle.odometer), odometer_unit: 'km', vin: null },
    condition: 'good', answers: { 4: 'two', keys: '2' }, finance_amount_due: '6300.00', lease_amount_due: '0.00', payments_left: 12, residual_value: null,
    active_payments: false, accident: false, paint_work: false, repairs: false, export_to_usa: true, protection_coverage: false, windshield_damage: false, accepted_terms: true,
    updated_at: '2026-06-01T14:00:00.000Z',
  },
});
const offer = (status: 'awaiting' | 'accepted') => ({ id: 9, dealer_offer: '15250.00', dealer_comments: '', status, offer_expiry_date: '2026-06-08', created_at: '2026-06-01T14:00:00.000Z', answered_at: null });
const refusal = (errors: Record<string, string[]>, code = 'invalid_input', status = 400): HttpProblem => ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false });

function setup(read: CustomerTradeInResponse, submit: ShopTradeInPort['submit'], answer: ShopTradeInPort['answer'] = async () => E.left(refusal({}, 'offer_transition_refused', 409))) {
  const calls: string[] = [];
  const port: ShopTradeInPort = {
    read: async (token, id) => { calls.push(`read ${token} ${id}`); return E.right(read); },
    submit: async (token, id, body) => { calls.push(`submit ${token} ${id} ${JSON.stringify(body)}`); return submit(token, id, body); },
    answer: async (token, id, body) => { calls.push(`answer ${token} ${id} ${body.answer}`); return answer(token, id, body); },
  };
  const vm = createShopTradeInViewModel(port, 'tok', 7);
  const states: ShopTradeInState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  return { vm, states, calls };
}
const last = (states: ShopTradeInState[]) => {
  const s = states.at(-1);
  if (s?.kind !== 'ready') throw new Error(`not ready: ${s?.kind}`);
  return s;
};

describe('the customer\'s trade-in view model', () => {
  it('keeps what was typed through a refusal and puts each error on its field (vehicle.year → year)', async () => {
    const { vm, states, calls } = setup(NONE, async () => E.left(refusal({ 'vehicle.year': ['number.too_small'], finance_amount_due: ['money.invalid'] })));
    await vm.load();
    vm.edit({ year: '1970', make: 'Toyota', model: 'RAV4', odometer: '72000', finance_amount_due: '1.234' });
    vm.toggle('accident', true);
    expect(await vm.save()).toBe(false);
    const s = last(states);
    expect(s.errors).toEqual({ year: ['number.too_small'], finance_amount_due: ['money.invalid'] });
    expect(s.draft).toMatchObject({ year: '1970', make: 'Toyota', model: 'RAV4', odometer: '72000', questions: { accident: true } });
    expect(s.problem).toBeNull();
    expect(calls[1]).toContain('"vin":null');
    expect(calls[1]).toContain('"lease_amount_due":null');
    vm.edit({ year: '2019' });
    expect(last(states).errors).toEqual({ finance_amount_due: ['money.invalid'] });
  });

  it('stores the vehicle and sends back what its form does not show as it was', async () => {
    const first = saved({ vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', odometer: 72000 } });
    const { vm, states, calls } = setup(first, async (_t, _id, body) => E.right(saved(body)));
    await vm.load();
    expect(last(states).draft).toMatchObject({ year: '2019', odometer: '72000', finance_amount_due: '6300', lease_amount_due: '' });
    vm.edit({ odometer: '73000' });
    expect(await vm.save()).toBe(true);
    const sent = JSON.parse(calls[1]?.replace(/^submit tok 7 /, '') ?? '{}') as TradeInRequest;
    // The answer to the store's question goes back; one to a question the store no longer asks does not.
    expect(sent).toMatchObject({ vehicle: { odometer: '73000', color: 'Red', transmission: 'manual' }, payments_left: 12, export_to_usa: true, accepted_terms: true });
    expect(sent.answers).toEqual({ 4: 'two' });
    expect(last(states)).toMatchObject({ done: 'saved', errors: {}, busy: null, data: { trade_in: { vehicle: { odometer: 73000 } } } });
    vm.answerQuestion(4, 'one');
    expect(last(states).draft.answers).toEqual({ 4: 'one', keys: '2' });
  });

  it('answers an awaiting offer once; a refusal says why and keeps the offer', async () => {
    const awaiting = { ...saved({ vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', odometer: 72000 } }), may_edit: false, offer: offer('awaiting') };
    let answered = 0;
    const { vm, states, calls } = setup(awaiting, async () => E.left(refusal({})), async () => {
      answered += 1;
      return answered === 1 ? E.left(refusal({}, 'offer_transition_refused', 409)) : E.right({ ...awaiting, step: 'completed', offer: offer('accepted') });
    });
    await vm.load();
    expect(await vm.save()).toBe(false); // locked while the offer awaits: nothing is sent
    expect(await vm.answer('accepted')).toBe(false);
    expect(last(states)).toMatchObject({ problem: { code: 'offer_transition_refused' }, data: { offer: { status: 'awaiting' } } });
    const second = vm.answer('accepted');
    expect(await vm.answer('declined')).toBe(false); // one write at a time
    expect(await second).toBe(true);
    expect(last(states)).toMatchObject({ done: 'accepted', data: { step: 'completed', offer: { status: 'accepted' } } });
    expect(await vm.answer('declined')).toBe(false); // nothing awaits any more
    expect(calls).toEqual(['read tok 7', 'answer tok 7 accepted', 'answer tok 7 accepted']);
  });
});
