import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AdfImportResponse } from '../../../../adapters/http/contract/leads/leads';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { createAdfImportViewModel } from './adf-import-view-model';

const report: AdfImportResponse = {
  import_id: 1, sha256: 'abc', repeat: false, created: 1, matched: 0, refused: 0,
  prospects: [{ outcome: 'created', customer: 7, customer_name: 'Priya Raman', order: 9, deal_note: null, lead_source: 'AutoTrader.ca' }],
};
const problem = (status: number, code: string, errors: Record<string, string[]> = {}): HttpProblem =>
  ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false });
const file = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/xml' });

describe('the ADF import dialog\'s view model', () => {
  it('checks the file before sending: one is needed, a .xml one, at most 1 MB', async () => {
    const sent: File[] = [];
    const vm = createAdfImportViewModel(async (f) => { sent.push(f); return E.right(report); });
    expect(await vm.send()).toBe(false);
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'choosing', errors: { file: ['required'] } });
    vm.choose(file('leads.csv'));
    await vm.send();
    expect(await firstValueFrom(vm.state$)).toMatchObject({ errors: { file: ['adf.not_xml_file'] } });
    vm.choose(file('big.xml', 1024 * 1024 + 1));
    await vm.send();
    expect(await firstValueFrom(vm.state$)).toMatchObject({ errors: { file: ['adf.xml_too_large'] } });
    expect(sent).toEqual([]);
  });

  it('sends the chosen file and keeps the report of each lead', async () => {
    const vm = createAdfImportViewModel(async () => E.right(report));
    vm.choose(file('lead.XML'));
    expect(await vm.send()).toBe(true);
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'done', report: { created: 1, prospects: [{ customer_name: 'Priya Raman' }] } });
    vm.reset();
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'choosing', file: null, errors: {}, problem: null });
  });

  it('keeps the file and shows a refused document\'s reason by the file field, or the problem when no field is named', async () => {
    const answers = [E.left(problem(400, 'invalid_adf', { file: ['adf.xml_declaration_forbidden'] })), E.left(problem(403, 'forbidden'))];
    const vm = createAdfImportViewModel(async () => answers.shift()!);
    const chosen = file('lol.xml');
    vm.choose(chosen);
    expect(await vm.send()).toBe(false);
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'choosing', file: chosen, errors: { file: ['adf.xml_declaration_forbidden'] }, problem: null });
    await vm.send();
    expect(await firstValueFrom(vm.state$)).toMatchObject({ file: chosen, errors: {}, problem: { code: 'forbidden' } });
  });
});
