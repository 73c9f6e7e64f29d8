import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

describe('a lazy part of a page', () => {
  it('downloads once, whether prefetched or loaded, however often asked', async () => {
    const importer = vi.fn(async () => ({ value: 42 }));
    const part = lazyPart(importer);
    expect(importer).not.toHaveBeenCalled();
    part.prefetch();
    part.prefetch();
    expect((await part.load()).value).toBe(42);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ value: 1 });
    const part = lazyPart(importer as () => Promise<{ value: number }>);
    part.prefetch();
    await expect(part.load()).rejects.toThrow('offline');
    expect((await part.load()).value).toBe(1);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
