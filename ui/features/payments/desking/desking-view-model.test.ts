import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DeskingGridResponse, PencilBody } from '../../../../adapters/http/contract/payments/desking';
import type { DeskingSource } from './desking-source';
import { createDeskingViewModel, listOf } from './desking-view-model';

const grid: DeskingGridResponse = {
  current: { method: 'finance', payment_frequency: 'monthly', term: 60, down_payment: '0.00', payment: '600.00', selling_price: '31999.00', vehicle_price: '31999.00' },
  terms: [60], down_payments: ['0.00'], tables: [{ lender: null, rows: [[{ term: 60, down_payment: '0.00', payment: '600.00', errors: null }]] }],
  lenders: [{ id: 3, name: 'Banque Laurentienne' }, { id: 4, name: 'Honda Finance' }, { id: 5, name: 'TD' }, { id: 6, name: 'RBC' }, { id: 7, name: 'BMO' }],
};
const pencil = (id: number): PencilBody => ({
  id, at: '2026-11-28T15:00:00.000Z', user: null, source: 'grid', changed: ['term'], old_payment: null, new_payment: '600.00',
  details: { term: 60, down_payment: '0.00', payment_frequency: 'monthly', rate: null, trade_in_credit: '0.00', trade_in_owing: '0.00', include_tax: true },
});

function fake() {
  const sent: { what: string; id: number; body?: unknown }[] = [];
  let pencils = [pencil(1)];
  const source: DeskingSource = {
    paymentTypes: async () => E.right({ finance: 11, lease: 12 }),
    grid: async (id, body) => { sent.push({ what: 'grid', id, body }); return E.right(grid); },
    target: async (id, body) => { sent.push({ what: 'target', id, body }); return E.left({ code: 'invalid_input', fieldErrors: { target_payment: ['money.negative'] }, problem: null, handled: false }); },
    apply: async (id, body) => { sent.push({ what: 'apply', id, body }); pencils = [pencil(2), ...pencils]; return E.right({}); },
    pencils: async (id) => { sent.push({ what: 'pencils', id }); return E.right(pencils); },
    restore: async (id, pencilId) => { sent.push({ what: 'restore', id, body: pencilId }); return E.right({}); },
  };
  return { source, sent };
}

describe('desking view model', () => {
  it('reads the ids and pencils, asks the grid with the worksheet\'s deal, stores a cell and reloads', async () => {
    const { source, sent } = fake();
    let reloads = 0;
    const vm = createDeskingViewModel({ source, dealOf: () => ({ trade_in_credit: '0.00', trade_in_owing: '0.00', include_tax: true, incentives: [], accessories: [], install_accessories_ids: [] }), onStored: () => { reloads += 1; } }, 5);
    await vm.start();
    expect(vm.snapshot().pencils).toMatchObject({ kind: 'ready', value: [{ id: 1 }] });
    await vm.loadGrid('60', '0');
    expect(vm.snapshot().grid).toMatchObject({ kind: 'ready' });
    expect(sent.find((s) => s.what === 'grid')).toMatchObject({ id: 11, body: { terms: ['60'], down_payments: ['0'], deal: { include_tax: true } } });
    expect(await vm.apply({ term: 60, down_payment: '0.00' }, 'grid')).toBe(true);
    expect(reloads).toBe(1);
    await new Promise((r) => { setTimeout(r, 0); });
    expect((await firstValueFrom(vm.state$)).pencils).toMatchObject({ kind: 'ready', value: [{ id: 2 }, { id: 1 }] });
    vm.dispose();
  });

  it('keeps a refused target\'s field errors, and a switch of method asks the lease record', async () => {
    const { source, sent } = fake();
    const vm = createDeskingViewModel({ source, dealOf: () => undefined, onStored: () => undefined }, 5);
    await vm.start();
    await vm.solve('-3', 'down_payment');
    expect(vm.snapshot().target).toMatchObject({ kind: 'failed', failure: { fieldErrors: { target_payment: ['money.negative'] } } });
    vm.setMethod('lease');
    expect(vm.snapshot().target).toEqual({ kind: 'idle' });
    await vm.restore(1);
    expect(sent.find((s) => s.what === 'restore')).toMatchObject({ what: 'restore', id: 12, body: 1 });
    vm.dispose();
  });

  it('solves the target with the deal\'s own lender unless one of the store\'s is asked for', async () => {
    const { source, sent } = fake();
    const vm = createDeskingViewModel({ source, dealOf: () => undefined, onStored: () => undefined }, 5);
    await vm.start();
    await vm.solve(' 450 ', 'term');
    expect(sent.at(-1)).toMatchObject({ what: 'target', id: 11, body: { target_payment: '450', solve_for: 'term' } });
    expect((sent.at(-1)?.body as Record<string, unknown>).lender_id).toBeUndefined();
    await vm.solve('450', 'down_payment', 4);
    expect(sent.at(-1)).toMatchObject({ what: 'target', id: 11, body: { target_payment: '450', solve_for: 'down_payment', lender_id: 4 } });
    vm.dispose();
  });

  it('learns the store\'s lenders from the grid, asks the grid again per lender picked (at most 4, unknown ids dropped), and none again for the deal\'s own', async () => {
    const { source, sent } = fake();
    const vm = createDeskingViewModel({ source, dealOf: () => undefined, onStored: () => undefined }, 5);
    await vm.start();
    await vm.setLenders([3]);
    expect(sent.filter((s) => s.what === 'grid')).toHaveLength(0);
    expect(vm.snapshot().lenderIds).toEqual([]);
    await vm.loadGrid('36, 48', '0');
    expect(vm.snapshot().lenders.map((l) => l.id)).toEqual([3, 4, 5, 6, 7]);
    expect((sent.at(-1)?.body as Record<string, unknown>).lender_ids).toBeUndefined();
    await vm.setLenders([7, 99, 3, 4, 5, 6]);
    expect(vm.snapshot().lenderIds).toEqual([3, 4, 5, 6]);
    expect(sent.at(-1)).toMatchObject({ what: 'grid', id: 11, body: { terms: ['36', '48'], down_payments: ['0'], lender_ids: [3, 4, 5, 6] } });
    await vm.setLenders([]);
    expect((sent.at(-1)?.body as Record<string, unknown>).lender_ids).toBeUndefined();
    vm.dispose();
  });

  it('keeps the grid of the last lenders picked when an older answer arrives after it', async () => {
    const { source } = fake();
    const pending: ((r: ReturnType<typeof E.right<DeskingGridResponse>>) => void)[] = [];
    const slow: DeskingSource = { ...source, grid: () => new Promise((resolve) => { pending.push(resolve); }) };
    const vm = createDeskingViewModel({ source: slow, dealOf: () => undefined, onStored: () => undefined }, 5);
    await vm.start();
    const first = vm.loadGrid('60', '0');
    pending[0]!(E.right(grid));
    await first;
    const older = vm.setLenders([3]);
    const newer = vm.setLenders([4]);
    pending[2]!(E.right({ ...grid, terms: [48] }));
    await newer;
    pending[1]!(E.right({ ...grid, terms: [36] }));
    await older;
    expect(vm.snapshot().grid).toMatchObject({ kind: 'ready', value: { terms: [48] } });
    vm.dispose();
  });

  it('splits a typed list on commas and spaces', () => {
    expect(listOf(' 24, 36 48;;60 ')).toEqual(['24', '36', '48', '60']);
  });
});
