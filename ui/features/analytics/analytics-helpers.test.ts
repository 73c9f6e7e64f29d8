import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '../../../adapters/http/contract/analytics/analytics';
import { csvAmount, toCsv } from './analytics-csv';
import { presetOf, presetRange } from './analytics-presets';
import { createAnalyticsViewModel, paramsOf, queryOf } from './analytics-view-model';

describe('analytics presets', () => {
  it('ends today and covers whole months', () => {
    expect(presetRange('last_7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('last_30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetRange('this_month', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(presetRange('last_month', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('year_to_date', '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-03-10' });
    expect(presetOf({ from: '2026-02-09', to: '2026-03-10' }, '2026-03-10')).toBe('last_30');
    expect(presetOf({ from: '2026-02-08', to: '2026-03-10' }, '2026-03-10')).toBeNull();
  });
});

describe('analytics CSV', () => {
  it('quotes what needs it and keeps formulas from running', () => {
    expect(toCsv([['Jour', 'Prospects'], ['2026-03-01', 3], ['Côté, "Gen"', null], ['=SUM(A1)', 1]]))
      .toBe('Jour,Prospects\r\n2026-03-01,3\r\n"Côté, ""Gen""",\r\n\'=SUM(A1),1\r\n');
    expect(csvAmount(12_345)).toBe('123.45');
  });
});

describe('the analytics view model', () => {
  const report = { range: { from: '2026-03-01', to: '2026-03-31' } } as AnalyticsResponse;

  it('keeps the range of the address bar and asks the server for it', async () => {
    expect(queryOf(new URLSearchParams('from=2026-03-01&to='))).toEqual({ from: '2026-03-01', to: '' });
    expect(paramsOf({ from: '2026-03-01', to: '' })).toEqual({ from: '2026-03-01' });
    const asked: Readonly<Record<string, string>>[] = [];
    const vm = createAnalyticsViewModel({ dashboard: async (q) => { asked.push(q); return E.right(report); } });
    await vm.load({ from: '2026-03-01', to: '2026-03-31' });
    expect(asked).toEqual([{ from: '2026-03-01', to: '2026-03-31' }]);
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'ready', report });
  });

  it('shows the server\'s field errors for a bad range', async () => {
    const vm = createAnalyticsViewModel({
      dashboard: async () => E.left({ status: 400, code: 'invalid_query', detail: '', errors: { to: ['analytics.range_reversed'] }, handled: false } as never),
    });
    await vm.load({ from: '2026-03-02', to: '2026-03-01' });
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'failed', errors: { to: ['analytics.range_reversed'] } });
  });
});
