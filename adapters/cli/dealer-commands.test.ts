import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { CliDeps, DealerCalls, WireAnswer } from './cli-deps';
import { runCli } from './run-cli';

const ctx = { user: { email: 'admin@store.test' }, dealership: { id: 1 } } as unknown as DealershipContext;
const stdin = (text: string) => ({ readStdin: async () => text });

/** Fake deps that record each call and answer `answer`; admin@store.test acts at store 1 only. */
function fakeDeps(answer: WireAnswer) {
  const calls: unknown[][] = [];
  const record = (name: string) => async (...args: unknown[]) => { calls.push([name, ...args]); return answer; };
  const dealer = {
    createOrder: record('createOrder'), refundDeposit: record('refundDeposit'), openQuotes: record('openQuotes'),
    submitQuotes: record('submitQuotes'), validateCreditApplication: record('validateCreditApplication'),
  } as unknown as DealerCalls;
  const deps = {
    dealer,
    actAs: async (email: string, dealershipId: number) => {
      if (email !== 'admin@store.test') return E.left({ _tag: 'UnknownStaff', email });
      return dealershipId === 1 ? E.right(ctx) : E.left({ _tag: 'NoRoleAtDealership', email, dealershipId });
    },
  } as unknown as CliDeps;
  return { deps, calls };
}
const AS = ['--as', 'admin@store.test', '--dealership', '1'];

describe('the dealer commands (JSON in, JSON out, exit codes as price)', () => {
  it('create-order sends the JSON of --json for the acting staff member and prints the answer as JSON, exit 0', async () => {
    const { deps, calls } = fakeDeps({ ok: true, body: { id: 7, status: 'new' } });
    const out = await runCli(['create-order', ...AS, '--json', '{"customer": 3, "vehicle": 4}'], deps);
    expect(out).toEqual({ code: 0, stdout: '{\n  "id": 7,\n  "status": "new"\n}\n', stderr: '' });
    expect(calls).toEqual([['createOrder', ctx, { customer: 3, vehicle: 4 }]]);
  });

  it('reads the request from stdin without --json', async () => {
    const { deps, calls } = fakeDeps({ ok: true, body: { valid: true } });
    const out = await runCli(['validate-credit-application', ...AS, '--order', '12'], deps, stdin('{"primary_application": {}, "steps": ["consent"]}'));
    expect(out.code).toBe(0);
    expect(calls).toEqual([['validateCreditApplication', ctx, 12, { primary_application: {}, steps: ['consent'] }]]);
  });

  it('a refusal is the API problem+json on stderr, one line, exit 1, nothing on stdout', async () => {
    const problem = { status: 400, code: 'invalid_input', errors: { customer: ['reference.not_found'] } };
    const { deps } = fakeDeps({ ok: false, problem });
    const out = await runCli(['submit-quotes', ...AS, '--json', '{"praq_flow": 9}'], deps);
    expect(out).toEqual({ code: 1, stdout: '', stderr: `${JSON.stringify(problem)}\n` });
  });

  it('refund-deposit passes the order, the given idempotency key, else a fresh one per run', async () => {
    const { deps, calls } = fakeDeps({ ok: true, body: {} });
    await runCli(['refund-deposit', ...AS, '--order', '5', '--idempotency-key', 'k-1', '--json', '{"refund_reason_id": 1}'], deps);
    await runCli(['refund-deposit', ...AS, '--order', '5', '--json', '{}'], deps);
    await runCli(['refund-deposit', ...AS, '--order', '5', '--json', '{}'], deps);
    expect(calls[0]).toEqual(['refundDeposit', ctx, 5, 'k-1', { refund_reason_id: 1 }]);
    const fresh = calls.slice(1).map((c) => c[3] as string);
    expect(fresh[0]).toMatch(/^cli-[0-9a-f-]{36}$/);
    expect(fresh[1]).not.toBe(fresh[0]);
  });

  it('open-quotes takes the deal and no JSON', async () => {
    const { deps, calls } = fakeDeps({ ok: true, body: { id: 3 } });
    expect((await runCli(['open-quotes', ...AS, '--order', '8'], deps)).code).toBe(0);
    expect(calls).toEqual([['openQuotes', ctx, 8]]);
    expect((await runCli(['open-quotes', ...AS, '--order', '8', '--json', '{}'], deps)).code).toBe(2);
  });

  it('bad usage is exit 2 with one line on stderr, and nothing is called', async () => {
    const { deps, calls } = fakeDeps({ ok: true, body: {} });
    const cases: [readonly string[], string][] = [
      [['create-order', '--dealership', '1', '--json', '{}'], '--as EMAIL is required'],
      [['create-order', '--as', 'admin@store.test', '--json', '{}'], '--dealership takes the id'],
      [['create-order', '--as', 'admin@store.test', '--dealership', '1.5', '--json', '{}'], '--dealership takes the id'],
      [['create-order', ...AS, '--json', '{oops'], 'the request is not JSON'],
      [['create-order', ...AS, '--json', '[1, 2]'], 'must be a JSON object'],
      [['create-order', ...AS], 'give the request\'s JSON'],
      [['refund-deposit', ...AS, '--order', 'x', '--json', '{}'], '--order takes an id'],
      [['refund-deposit', ...AS, '--order', '99999999999', '--json', '{}'], '--order takes an id'],
      [['validate-credit-application', ...AS, '--json', '{}'], '--order takes an id'],
      [['submit-quotes', ...AS, '--flow', '3', '--json', '{}'], 'Unknown option \'--flow\''],
    ];
    for (const [args, words] of cases) {
      const out = await runCli(args, deps);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toContain(words);
      expect(out.stdout).toBe('');
    }
    expect(calls).toEqual([]);
  });

  it('an unknown staff member or a store without a role is exit 1 with a coded JSON error', async () => {
    const { deps, calls } = fakeDeps({ ok: true, body: {} });
    const unknown = await runCli(['create-order', '--as', 'nobody@store.test', '--dealership', '1', '--json', '{}'], deps);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toEqual({ code: 'unknown_staff', detail: 'no staff account has the e-mail nobody@store.test (--as)' });
    const elsewhere = await runCli(['create-order', '--as', 'admin@store.test', '--dealership', '2', '--json', '{}'], deps);
    expect(JSON.parse(elsewhere.stderr)).toEqual({ code: 'no_role', detail: 'admin@store.test has no role at dealership 2' });
    expect(calls).toEqual([]);
  });

  it('lists every dealer command, the actor and the exit codes in the usage', async () => {
    const usage = (await runCli(['help'], {} as CliDeps)).stdout;
    for (const words of ['create-order --as EMAIL --dealership ID', 'refund-deposit --as EMAIL --dealership ID --order ID', 'open-quotes', 'submit-quotes', 'validate-credit-application', 'Exit codes: 0']) {
      expect(usage).toContain(words);
    }
  });
});
