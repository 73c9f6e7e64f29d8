import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/saved-url';
import { CHUNK_TIMEOUT_MS, loadChunk } from './lazy-page';

function deps(now = 1_000_000) {
  return { storage: memoryStorage(), reload: vi.fn(), now: () => now };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('returns the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 1 }), deps())).resolves.toEqual({ Page: 1 });
  });

  it('reloads the page once when a chunk fails to load', async () => {
    const d = deps();
    void loadChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), d);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.reload).toHaveBeenCalledOnce();
  });

  it('does not reload again when it fails right after that reload, and throws for the error page', async () => {
    const d = deps();
    d.storage.setItem('dealer.chunkReloadedAt', String(1_000_000 - 5_000));
    await expect(loadChunk(() => Promise.reject(new Error('gone')), d)).rejects.toThrow('gone');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('forgets the reload once a chunk loads again', async () => {
    const d = deps();
    d.storage.setItem('dealer.chunkReloadedAt', '5');
    await loadChunk(() => Promise.resolve({}), d);
    expect(d.storage.getItem('dealer.chunkReloadedAt')).toBeNull();
  });

  it('counts a chunk that takes more than two minutes as failed', async () => {
    const d = deps();
    void loadChunk(() => new Promise(() => undefined), d);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(d.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(d.reload).toHaveBeenCalledOnce();
  });
});
