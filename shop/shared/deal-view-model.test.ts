import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerLinkResponse } from '../../adapters/http/contract/customers/customers';
import type { CustomerTasksResponse } from '../../adapters/http/contract/customers/shop';
import type { DealPort } from './deal-port';
import { createDealViewModel, type DealState } from './deal-view-model';

const link: CustomerLinkResponse = { kind: 'deal', dealership_name: 'Toronto Motors', dealership_city: 'Toronto', customer_first_name: 'Hélène', language: 'fr_CA', vehicle: null, order: 42 };
const tasks: CustomerTasksResponse = {
  order: 42, dealership: { id: 3, name: 'Toronto Motors', city: 'Toronto', country: 'CA' }, customer: { first_name: 'Hélène', language: 'fr_CA' }, vehicle: null,
  quote_flow: null, tasks: [{ step: 'credit-app', status: 'initial', state: 'to_do', action: 'credit' }], to_do: 1, viewed_by: null, read_only: false,
};
const problem = (status: number, code: string) => ({ status, code, detail: null, errors: {}, retryAfterSeconds: null, handled: false });

function setup(overrides: Partial<DealPort> = {}) {
  const calls: string[] = [];
  const port: DealPort = {
    link: async (kind, token) => { calls.push(`link ${kind} ${token}`); return E.right(link); },
    tasks: async (token, id) => { calls.push(`tasks ${token} ${id}`); return E.right(tasks); },
    sendCode: async (token) => { calls.push(`send ${token}`); return E.right({ sent_to: 'h•••@example.com' }); },
    verifyCode: async (token, code) => { calls.push(`verify ${token} ${code}`); return code === '123456' ? E.right({ order: 42 }) : E.left({ ...problem(400, 'invalid_input'), errors: { code: ['otp.invalid'] } }); },
    recap: async () => null,
    ...overrides,
  };
  const vm = createDealViewModel(port, 'tok');
  const states: DealState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  return { vm, states, calls };
}

describe('the deal view model', () => {
  it('reads the link for the deal\'s id, then the deal\'s tasks with the token', async () => {
    const { vm, states, calls } = setup();
    await vm.load();
    expect(calls).toEqual(['link deal tok', 'tasks tok 42']);
    expect(states.at(-1)).toEqual({ kind: 'ready', token: 'tok', deal: tasks });
    await vm.reload();
    expect(calls.slice(2)).toEqual(['tasks tok 42']); // the id is kept
  });

  it('reads an unknown or refused link as "this link does not work", without telling which', async () => {
    for (const failure of [problem(404, 'not_found'), problem(401, 'customer_token_required')]) {
      const byLink = setup({ link: async () => E.left(failure) });
      await byLink.vm.load();
      expect(byLink.states.at(-1)).toEqual({ kind: 'not_found' });
      const byTasks = setup({ tasks: async () => E.left(failure) });
      await byTasks.vm.load();
      expect(byTasks.states.at(-1)).toEqual({ kind: 'not_found' });
    }
    const invitation = setup({ link: async () => E.right({ ...link, order: null }) });
    await invitation.vm.load();
    expect(invitation.states.at(-1)).toEqual({ kind: 'not_found' });
  });

  it('offers a retry when nothing answered, and gets there on the second try', async () => {
    let fail = true;
    const { vm, states } = setup({ tasks: async () => { if (fail) throw new Error('offline'); return E.right(tasks); } });
    await vm.load();
    expect(states.at(-1)).toEqual({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } });
    fail = false;
    await vm.retry();
    expect(states.slice(-2).map((s) => s.kind)).toEqual(['loading', 'ready']);
  });
  it('asks for the code when the dealership wants its customers signed in, then opens the deal', async () => {
    let signedIn = false;
    const { vm, states, calls } = setup({
      tasks: async () => (signedIn ? E.right(tasks) : E.left(problem(401, 'customer_sign_in_required'))),
      verifyCode: async (_t, code) => { if (code !== '123456') return E.left({ ...problem(400, 'invalid_input'), errors: { code: ['otp.invalid'] } }); signedIn = true; return E.right({ order: 42 }); },
    });
    await vm.load();
    expect(states.at(-1)).toEqual({ kind: 'sign_in', store: { name: 'Toronto Motors', city: 'Toronto' }, sentTo: null, busy: null, errors: {}, problem: null });
    await vm.sendCode();
    expect(states.at(-1)).toMatchObject({ kind: 'sign_in', sentTo: 'h•••@example.com', busy: null });
    await vm.verify('12');
    expect(states.at(-1)).toMatchObject({ kind: 'sign_in', errors: { code: ['otp.invalid'] } });
    await vm.verify('654321');
    expect(states.at(-1)).toMatchObject({ kind: 'sign_in', sentTo: 'h•••@example.com', errors: { code: ['otp.invalid'] } });
    await vm.verify(' 123456 ');
    expect(states.at(-1)).toEqual({ kind: 'ready', token: 'tok', deal: tasks });
    expect(calls).toEqual(['link deal tok', 'send tok']); // the port mocks above replace tasks and verify
  });
});
