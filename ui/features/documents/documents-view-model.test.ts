import { describe, expect, it, vi } from 'vitest';
import type { DocumentBody, DocumentListResponse } from '../../../adapters/http/contract/documents/documents';
import { latest, left, right } from '../../shared/testing/problems';
import type { DocumentsPort } from './documents-port';
import { createDocumentsViewModel } from './documents-view-model';

const aDoc = (id: number, extra: Partial<DocumentBody> = {}): DocumentBody => ({
  id, order: 5, kind: 'pay_stub', file_name: `stub-${id}.pdf`, content_type: 'application/pdf', size: 2048, uploaded_by: 'staff',
  uploaded_by_user: { id: 1, full_name: 'Ann Roy' }, created: '2026-06-01T14:00:00.000Z', can_delete: true, ...extra,
});
const listOf = (docs: DocumentBody[]): DocumentListResponse => ({ results: docs, max_bytes: 10 * 1024 * 1024, max_documents: 30, allowed_types: ['application/pdf'], can_upload: true });
const file = () => new File(['%PDF-1.4'], 'stub.pdf', { type: 'application/pdf' });

function port(overrides: Partial<DocumentsPort> = {}): DocumentsPort {
  return {
    list: vi.fn(() => right(listOf([aDoc(1)]))),
    upload: vi.fn((_o: number, _k: string, _f: File, progress: (f: number) => void) => { progress(0.5); return right(aDoc(2)); }),
    link: vi.fn((id: number) => right({ url: `https://x.test/api/dealer/documents/download/?token=${id}`, expires: '2026-06-01T14:05:00.000Z' })),
    remove: vi.fn(() => right({})),
    open: vi.fn(),
    ...overrides,
  };
}

const readyOf = (vm: ReturnType<typeof createDocumentsViewModel>) => {
  const s = latest(vm.state$);
  if (s.kind !== 'ready') throw new Error(`state is ${s.kind}`);
  return s;
};

describe('the documents view model', () => {
  it('loads, uploads (progress told as it goes) and puts the new document in the list', async () => {
    const seen: (number | null)[] = [];
    const p = port();
    const vm = createDocumentsViewModel(p, 5, p.open);
    await vm.load();
    vm.state$.subscribe((s) => { if (s.kind === 'ready') seen.push(s.upload.progress); });
    expect(await vm.upload('pay_stub', file())).toBe(true);
    expect(p.upload).toHaveBeenCalledWith(5, 'pay_stub', expect.any(File), expect.any(Function));
    expect(seen).toContain(0.5);
    expect(readyOf(vm).list.results.map((d) => d.id)).toEqual([1, 2]);
    expect(readyOf(vm).upload.progress).toBeNull();
  });

  it('names a missing kind and file without calling, and keeps the server\'s field errors', async () => {
    const p = port({ upload: vi.fn(() => left(400, 'invalid_input', { errors: { file: ['file.type_mismatch'] } })) });
    const vm = createDocumentsViewModel(p, 5, p.open);
    await vm.load();
    expect(await vm.upload(null, null)).toBe(false);
    expect(readyOf(vm).upload.errors).toEqual({ kind: ['required'], file: ['required'] });
    expect(p.upload).not.toHaveBeenCalled();
    expect(await vm.upload('pay_stub', file())).toBe(false);
    expect(readyOf(vm).upload).toMatchObject({ progress: null, errors: { file: ['file.type_mismatch'] } });
    expect(readyOf(vm).list.results).toHaveLength(1);
  });

  it('downloads through a fresh link, and deletes', async () => {
    const p = port();
    const vm = createDocumentsViewModel(p, 5, p.open);
    await vm.load();
    await vm.download(1);
    expect(p.open).toHaveBeenCalledWith('https://x.test/api/dealer/documents/download/?token=1');
    expect(await vm.remove(1)).toBe(true);
    expect(readyOf(vm).list.results).toEqual([]);
  });

  it('says when the list cannot be read, and a refused delete keeps the row', async () => {
    const failing = port({ list: vi.fn(() => left(404, 'not_found')) });
    const vm = createDocumentsViewModel(failing, 5, failing.open);
    await vm.load();
    expect(latest(vm.state$)).toMatchObject({ kind: 'failed', problem: { code: 'not_found' } });
    const refusing = port({ remove: vi.fn(() => left(403, 'forbidden')) });
    const vm2 = createDocumentsViewModel(refusing, 5, refusing.open);
    await vm2.load();
    expect(await vm2.remove(1)).toBe(false);
    expect(readyOf(vm2)).toMatchObject({ busy: null, problem: { code: 'forbidden' } });
    expect(readyOf(vm2).list.results).toHaveLength(1);
  });
});
