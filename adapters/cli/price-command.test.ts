import { describe, expect, it } from 'vitest';
import type { CliDeps } from './cli-deps';
import { runCli } from './run-cli';

const deps = {} as CliDeps; // pricing needs none
const stdin = (text: string) => ({ readStdin: async () => text });
const deal = { method: 'finance', province: 'ON', vehicle_price: '35000.00', rate: '6.99', term: 72 };

describe('the price command', () => {
  it('prices a deal given with --json, as JSON with money in dollars', async () => {
    const out = await runCli(['price', '--json', JSON.stringify(deal)], deps);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json).toMatchObject({ method: 'finance', payment_frequency: 'monthly', total_taxes: '4550.00', amount_financed: '39550.00', payment: '674.10' }); // PMT(6.99 % / 12, 72, 39,550) = 674.0983
    expect(json.breakdown[0]).toEqual({ code: 'vehicle_price', amount: '35000.00', inputs: {} });
  });
  it('reads the deal from stdin when no argument is given', async () => {
    const out = await runCli(['price'], deps, stdin(JSON.stringify({ ...deal, method: 'cash' })));
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ payment: '39550.00', total_due: '39550.00', payment_frequency: null });
  });
  it('exits 1 with the field errors on stderr for a bad deal', async () => {
    const out = await runCli(['price', '--json', JSON.stringify({ ...deal, term: 0, province: 'ZZ', down_payment: '-1.00', rate: '101', trade_in_credit: 'lots' })], deps);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe('');
    expect(JSON.parse(out.stderr)).toEqual({ errors: { term: ['term.out_of_range'], province: ['province.unknown'], down_payment: ['money.negative'], rate: ['rate.over_100'], trade_in_credit: ['money.invalid'] } });
  });
  it('exits 1 for text that is not JSON, 2 for bad usage or no deal at all', async () => {
    expect(await runCli(['price', '--json', '{oops'], deps)).toMatchObject({ code: 1, stderr: '{"errors":{"deal":["json.invalid"]}}\n' });
    expect((await runCli(['price', '--frobnicate'], deps)).code).toBe(2);
    expect((await runCli(['price'], deps)).code).toBe(2);
  });
  it('--jsonl prices one deal per line, in order, one result or errors object per line', async () => {
    const lines = [JSON.stringify(deal), '', JSON.stringify({ ...deal, province: 'XX' }), 'not json', JSON.stringify({ ...deal, method: 'cash' })].join('\n');
    const out = await runCli(['price', '--jsonl'], deps, stdin(`${lines}\n`));
    const results = out.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(results).toHaveLength(4);
    expect(results[0].payment).toBe('674.10');
    expect(results[1]).toEqual({ errors: { province: ['province.unknown'] } });
    expect(results[2]).toEqual({ errors: { deal: ['json.invalid'] } });
    expect(results[3].method).toBe('cash');
    expect(out.code).toBe(1);
    expect(out.stderr).toBe('price: 2 of 4 deals refused\n');
  });
  it('--jsonl exits 0 when every deal is priced', async () => {
    const out = await runCli(['price', '--jsonl'], deps, stdin(`${JSON.stringify(deal)}\n${JSON.stringify(deal)}\n`));
    expect(out.code).toBe(0);
    expect(out.stdout.split('\n').filter(Boolean)).toHaveLength(2);
  });
  it('--jsonl refuses impossible deals (issue 10.2): paid beyond what is owed, a rate over the criminal rate', async () => {
    const down = { down_payment: '999999.00' };
    const lines = [
      { ...deal, method: 'cash', ...down }, { ...deal, ...down }, { ...deal, method: 'lease', msrp: '36000.00', residual: '50', ...down },
      { ...deal, rate: '35.01' }, { ...deal, rate: '35' }, { ...deal, province: 'VT', rate: '36.5' },
    ].map((d) => JSON.stringify(d)).join('\n');
    const out = await runCli(['price', '--jsonl'], deps, stdin(lines));
    const results = out.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    const exceeds = { errors: { down_payment: ['down_payment.exceeds_amount_owed'] } };
    expect(results.slice(0, 3)).toEqual([exceeds, exceeds, exceeds]);
    expect(results[3]).toEqual({ errors: { rate: ['rate.over_criminal_rate'] } });
    expect(results[4]).toMatchObject({ method: 'finance', rate: '35' });
    expect(results[5]).toEqual({ errors: { rate: ['rate.over_ceiling'] } });
    expect(out.stderr).toBe('price: 5 of 6 deals refused\n');
  });
  it('lists the command in the usage', async () => {
    expect((await runCli(['help'], deps)).stdout).toContain('price --jsonl');
  });
});
