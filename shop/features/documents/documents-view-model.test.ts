import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerDocumentBody, CustomerDocumentListResponse } from '../../../adapters/http/contract/documents/documents';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { ShopDocumentsPort } from './documents-port';
import { createShopDocumentsViewModel, type ShopDocumentsState } from './documents-view-model';

const doc = (id: number, file_name: string): CustomerDocumentBody => ({ id, kind: 'drivers_licence', file_name, content_type: 'application/pdf', size: 1200, created: '2026-11-28T14:00:00.000Z' });
const LIST: CustomerDocumentListResponse = { results: [doc(1, 'a.pdf')], kinds: ['drivers_licence', 'other'], max_bytes: 10 * 1024 * 1024, max_documents: 30, allowed_types: ['application/pdf'], step: 'initial' };
const refusal = (errors: Record<string, string[]>, code = 'invalid_input', status = 400): HttpProblem => ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false });
const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function setup(upload: ShopDocumentsPort['upload'], remove: ShopDocumentsPort['remove'] = async () => E.right(null)) {
  const calls: string[] = [];
  const port: ShopDocumentsPort = {
    list: async (token, id) => { calls.push(`list ${token} ${id}`); return E.right(LIST); },
    upload: async (token, id, kind, f, onProgress) => { calls.push(`upload ${token} ${id} ${kind} ${f.name}`); return upload(token, id, kind, f, onProgress); },
    remove: async (token, id, document) => { calls.push(`remove ${token} ${id} ${document}`); return remove(token, id, document); },
  };
  const vm = createShopDocumentsViewModel(port, 'tok', 7);
  const states: ShopDocumentsState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  return { vm, states, calls };
}
const last = (states: ShopDocumentsState[]) => {
  const s = states.at(-1);
  if (s?.kind !== 'ready') throw new Error(`not ready: ${s?.kind}`);
  return s;
};

describe('the customer\'s documents view model', () => {
  it('names a missing kind and file without a call, then sends with progress and lists the new document', async () => {
    const { vm, states, calls } = setup(async (_t, _id, _k, f, onProgress) => { onProgress(0.5); return E.right(doc(2, f.name)); });
    await vm.load();
    expect(await vm.upload(null, null)).toBe(false);
    expect(last(states).upload.errors).toEqual({ kind: ['required'], file: ['required'] });
    expect(calls).toEqual(['list tok 7']);
    expect(await vm.upload('drivers_licence', file('licence.pdf'))).toBe(true);
    expect(states.some((s) => s.kind === 'ready' && s.upload.progress === 0.5)).toBe(true);
    expect(last(states)).toMatchObject({ sent: 'licence.pdf', upload: { progress: null, errors: {} }, list: { step: 'awaiting-dealer' } });
    expect(last(states).list.results.map((d) => d.id)).toEqual([1, 2]);
  });

  it('puts the server\'s refusal beside its field; another failure is the form\'s', async () => {
    let n = 0;
    const { vm, states } = setup(async () => { n += 1; return E.left(n === 1 ? refusal({ file: ['file.type_not_allowed'] }) : refusal({}, 'server_error', 500)); });
    await vm.load();
    expect(await vm.upload('other', file('x.exe'))).toBe(false);
    expect(last(states).upload).toEqual({ progress: null, errors: { file: ['file.type_not_allowed'] }, problem: null });
    expect(await vm.upload('other', file('x.pdf'))).toBe(false);
    expect(last(states).upload.problem).toMatchObject({ code: 'server_error' });
    expect(last(states).list.results).toHaveLength(1);
  });

  it('takes a document back, and keeps it listed when that fails', async () => {
    let ok = false;
    const { vm, states, calls } = setup(async () => E.left(refusal({})), async () => (ok ? E.right(null) : E.left(refusal({}, 'not_found', 404))));
    await vm.load();
    expect(await vm.remove(1)).toBe(false);
    expect(last(states)).toMatchObject({ busy: null, problem: { code: 'not_found' } });
    expect(last(states).list.results).toHaveLength(1);
    ok = true;
    expect(await vm.remove(1)).toBe(true);
    expect(last(states).list.results).toEqual([]);
    expect(calls.filter((c) => c.startsWith('remove'))).toEqual(['remove tok 7 1', 'remove tok 7 1']);
  });
});
