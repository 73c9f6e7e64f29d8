import { describe, expect, it, vi } from 'vitest';
import { left, right } from '../../../shared/testing/problems';
import { aCustomer } from '../testing/customer-fixture';
import type { ExportProgress } from './fetch-all-pages';
import { fetchAllPages } from './fetch-all-pages';

const page = (current: number, last: number, ids: readonly number[]) => ({ count: 25, current, last, results: ids.map((id) => aCustomer({ id })) });

describe('reading every page of a view for the export', () => {
  it('reads the pages one after the other, with the progress, and keeps a customer seen twice once', async () => {
    const fetchPage = vi.fn((n: number) => right(n === 1 ? page(1, 3, [1, 2]) : n === 2 ? page(2, 3, [2, 3]) : page(3, 3, [4])));
    const progress: ExportProgress[] = [];
    const result = await fetchAllPages({ fetchPage, onProgress: (p) => progress.push(p), cancelled: () => false });
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(result.kind === 'done' && result.rows.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(progress).toEqual([{ done: 0, total: null }, { done: 1, total: 3 }, { done: 2, total: 3 }, { done: 3, total: 3 }]);
  });

  it('stops when cancelled, and says why it failed', async () => {
    let stop = false;
    const fetchPage = vi.fn(() => { stop = true; return right(page(1, 5, [1])); });
    expect(await fetchAllPages({ fetchPage, onProgress: () => undefined, cancelled: () => stop })).toEqual({ kind: 'cancelled' });
    const failing = vi.fn(() => left(400, 'invalid_query', { errors: { make: ['list.too_long'] } }));
    expect(await fetchAllPages({ fetchPage: failing, onProgress: () => undefined, cancelled: () => false })).toEqual({ kind: 'failed', problem: { code: 'invalid_query', retryAfterSeconds: null } });
  });
});
