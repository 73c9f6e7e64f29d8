import { describe, expect, it, vi } from 'vitest';
import type { CardProcessorStatusBody } from '../../../adapters/http/contract/stores/card-processor';
import { latest, left, right } from '../../shared/testing/problems';
import type { CardProcessorPort } from './card-processor-port';
import { createCardProcessorViewModel, outcomeOf, type CardProcessorState } from './card-processor-view-model';

const status = (extra: Partial<CardProcessorStatusBody> = {}): CardProcessorStatusBody => ({
  processor: 'simulated', has_stripe_account: false, account_id: null, connected_at: null, may_manage: true, ...extra,
});
const connected = status({ has_stripe_account: true, account_id: 'acct_sim_1', connected_at: '2026-06-01T14:00:00.000Z' });

function setup(overrides: Partial<CardProcessorPort> = {}) {
  const port: CardProcessorPort = {
    status: vi.fn(() => right(status())),
    startConnect: vi.fn(() => right({ url: '/api/card-processor/simulated/connect?state=s' })),
    disconnect: vi.fn(() => right(status())),
    leave: vi.fn(),
    ...overrides,
  };
  return { port, vm: createCardProcessorViewModel(port) };
}
const ready = (state: CardProcessorState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('the card-processor view model', () => {
  it('starts connecting by leaving for the processor\'s page', async () => {
    const { vm, port } = setup();
    await vm.start();
    await vm.connect();
    expect(port.leave).toHaveBeenCalledWith('/api/card-processor/simulated/connect?state=s');
    expect(ready(latest(vm.state$)).busy).toBe('connecting');
  });

  it('reads how the callback ended from the store page\'s address', async () => {
    expect(outcomeOf(new URLSearchParams('card_processor=connected'))).toEqual({ kind: 'connected' });
    expect(outcomeOf(new URLSearchParams('card_processor=failed&reason=state'))).toEqual({ kind: 'failed', reason: 'state' });
    expect(outcomeOf(new URLSearchParams('card_processor=failed&reason=<b>'))).toEqual({ kind: 'failed', reason: 'other' });
    expect(outcomeOf(new URLSearchParams(''))).toBeNull();
    const { vm } = setup({ status: () => right(connected) });
    await vm.start({ kind: 'connected' });
    expect(ready(latest(vm.state$)).outcome).toEqual({ kind: 'connected' });
    vm.dismissOutcome();
    expect(ready(latest(vm.state$)).outcome).toBeNull();
  });

  it('disconnects: has_stripe_account false afterwards', async () => {
    const { vm, port } = setup({ status: () => right(connected) });
    await vm.start();
    expect(await vm.disconnect()).toBe(true);
    expect(port.disconnect).toHaveBeenCalledTimes(1);
    expect(ready(latest(vm.state$)).status.has_stripe_account).toBe(false);
  });

  it('says the processor refused (a code the page words in the user\'s language), and keeps the account', async () => {
    const { vm } = setup({ status: () => right(connected), disconnect: () => left(409, 'card_processor_refused', { detail: 'This application is not connected to account acct_sim_1.' }) });
    await vm.start();
    expect(await vm.disconnect()).toBe(false);
    expect(ready(latest(vm.state$))).toMatchObject({ refused: true, problem: null, busy: null, status: { has_stripe_account: true } });
  });

  it('shows other failures as a problem, and a thrown call as technical', async () => {
    const { vm } = setup({ status: () => right(connected), disconnect: () => left(403, 'forbidden') });
    await vm.start();
    await vm.disconnect();
    expect(ready(latest(vm.state$))).toMatchObject({ refused: false, problem: { code: 'forbidden' } });
    const offline = setup({ status: () => right(connected), disconnect: () => Promise.reject(new Error('offline')) });
    await offline.vm.start();
    await offline.vm.disconnect();
    expect(ready(latest(offline.vm.state$)).problem).toEqual({ code: 'technical', retryAfterSeconds: null });
  });
});
