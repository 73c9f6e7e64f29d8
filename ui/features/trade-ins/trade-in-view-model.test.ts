import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EstimateBody, TradeInBody, TradeInResponse } from '../../../adapters/http/contract/trade-ins/trade-ins';
import { left } from '../../shared/testing/problems';
import type { TradeInPort } from './trade-in-port';
import { createTradeInViewModel, type TradeInState } from './trade-in-view-model';

const VENDORS = ['autotrader_ico', 'cbb', 'black_book', 'trade_pending', 'vauto', 'rapid'] as const;
const record = { id: 9, vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: '', color: '', transmission: null, odometer: 64000, odometer_unit: 'km', vin: null, vin_decoded: null },
  condition: 'good', answers: {}, finance_amount_due: '0.00', lease_amount_due: '0.00', payments_left: null, residual_value: null, estimates: [], current_offer: null, past_offers: [] } as unknown as TradeInBody;
const response = (tradeIn: TradeInBody | null): TradeInResponse => ({
  customer_id: 3, order_id: 5, odometer_unit: 'km', trade_in_system: 'cbb', vendors: [...VENDORS], may_edit: true, may_make_offer: true, trade_in: tradeIn, questions: [],
});
const estimate = (vendor: string, ok: boolean): EstimateBody => ({
  trade_in_id: 9, vendor: vendor as EstimateBody['vendor'], ok, cat_id: null, etiID: null, value: ok ? '15000.00' : null, range_min: null, range_max: null,
  creation_date: '2026-11-28T10:00:00.000Z', is_eti: false, status: 'awaiting_dealer', error: ok ? null : { code: 'auth_failed', reason: null }, current_offer: null,
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: '' },
});

function setup(first: TradeInResponse) {
  const gates = new Map<string, () => void>();
  const port: TradeInPort = {
    load: async () => E.right(first),
    save: async () => left(400, 'invalid_input', { errors: { 'vehicle.vin': ['vin.check_digit'] } }),
    // Each vendor answers when its gate opens: the test decides the order of arrival.
    refresh: (_c, _t, vendor) => new Promise((resolve) => gates.set(vendor, () => resolve(E.right({ results: [estimate(vendor, vendor !== 'cbb')] })))),
    makeOffer: async () => E.right(response(record)),
    answer: async () => E.right(response(record)),
  };
  const vm = createTradeInViewModel(port, { orderId: 5 });
  const now = () => firstValueFrom(vm.state$) as Promise<Extract<TradeInState, { kind: 'ready' }>>;
  return { vm, now, gates };
}

describe('the trade-in view model', () => {
  it('shows each vendor\'s estimate as it arrives, the others still asking, and tells failures', async () => {
    const { vm, now, gates } = setup(response(record));
    await vm.start();
    const failures: string[] = [];
    const done = vm.refresh((vendor, code) => failures.push(`${vendor}:${code}`));
    await Promise.resolve();
    expect(Object.values((await now()).estimates).every((e) => e.kind === 'loading')).toBe(true);
    gates.get('vauto')?.();
    await new Promise((r) => setTimeout(r, 0));
    const partly = (await now()).estimates;
    expect([partly['vauto']?.kind, partly['cbb']?.kind]).toEqual(['ok', 'loading']);
    gates.get('cbb')?.();
    await new Promise((r) => setTimeout(r, 0));
    expect((await now()).estimates['cbb']).toEqual({ kind: 'failed', code: 'auth_failed', reason: null });
    for (const v of VENDORS) gates.get(v)?.();
    await done;
    expect(failures).toEqual(['cbb:auth_failed']);
  });

  it('keeps what was typed when the server refuses a field, and names the field', async () => {
    const { vm, now } = setup(response(null));
    await vm.start();
    vm.edit({ year: '2020', make: 'Honda', model: 'Civic', odometer: '64000', vin: '2HGFC2F58LH000001' });
    expect(await vm.save()).toBe(false);
    const s = await now();
    expect([s.draft.vin, s.draft.make, s.errors['vehicle.vin']]).toEqual(['2HGFC2F58LH000001', 'Honda', ['vin.check_digit']]);
    vm.edit({ vin: '2HGFC2F59LH000001' });
    expect((await now()).errors['vehicle.vin']).toBeUndefined();
  });

  it('asks for an amount before sending an offer', async () => {
    const { vm, now } = setup(response(record));
    await vm.start();
    expect(await vm.makeOffer()).toBe(false);
    expect((await now()).offerErrors).toEqual({ dealer_offer: ['required'] });
    vm.editOffer({ amount: '14000' });
    expect(await vm.makeOffer()).toBe(true);
    expect((await now()).done).toBe('offered');
  });

  it('sends only the answers of the questions asked: a closed branch\'s answer goes, an answer\'s error goes when it changes', async () => {
    const child = { id: 2, parent: 1, question: 'Body shop?', question_fr: 'Carrossier?', description: '', description_fr: '', field_type: 'yes_no' as const, order: 0, parent_answer: 'yes', required: false, checkboxes: [], children: [] };
    const questions = [{ ...child, id: 1, parent: null, question: 'Accident?', parent_answer: null, children: [child] }, { ...child, id: 3, parent: null, field_type: 'text' as const, parent_answer: null }];
    const sent: unknown[] = [];
    const port: TradeInPort = {
      load: async () => E.right({ ...response(record), questions }),
      save: async (_t, body) => { sent.push(body.answers); return left(400, 'invalid_input', { errors: { 'answers.3': ['text.too_long'] } }); },
      refresh: async () => E.right({ results: [] }), makeOffer: async () => E.right(response(record)), answer: async () => E.right(response(record)),
    };
    const vm = createTradeInViewModel(port, { orderId: 5 });
    await vm.start();
    vm.answerQuestion(1, true);
    vm.answerQuestion(2, true);
    vm.answerQuestion(3, 'x'.repeat(600));
    vm.answerQuestion(1, false);
    await vm.save();
    expect(sent).toEqual([{ 1: false, 3: 'x'.repeat(600) }]);
    const s = await firstValueFrom(vm.state$) as Extract<TradeInState, { kind: 'ready' }>;
    expect([s.errors['answers.3'], s.draft.answers['3']]).toEqual([['text.too_long'], 'x'.repeat(600)]);
    vm.answerQuestion(3, 'short');
    expect(((await firstValueFrom(vm.state$)) as Extract<TradeInState, { kind: 'ready' }>).errors['answers.3']).toBeUndefined();
  });
});
