import { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { createFeatureModuleLoader, FEATURE_MODULE_NAMES, type FeatureModuleName } from './feature-modules';

const loadersOf = (make: (name: FeatureModuleName) => () => Promise<ContainerModule>) =>
  Object.fromEntries(FEATURE_MODULE_NAMES.map((name) => [name, make(name)])) as Record<FeatureModuleName, () => Promise<ContainerModule>>;

describe('the feature modules', () => {
  it('loads each named module into the container once, however often a page asks', async () => {
    const modules = new Map(FEATURE_MODULE_NAMES.map((name) => [name, new ContainerModule(() => undefined)]));
    const imports = vi.fn(async (name: FeatureModuleName) => modules.get(name) as ContainerModule);
    const host = { load: vi.fn() };
    const load = createFeatureModuleLoader(host, loadersOf((name) => () => imports(name)));
    await Promise.all([load(['customers', 'stores']), load(['customers'])]);
    await load(['stores', 'orders']);
    expect(imports.mock.calls.map(([name]) => name).sort()).toEqual(['customers', 'orders', 'stores']);
    expect(host.load.mock.calls).toEqual([[modules.get('customers')], [modules.get('stores')], [modules.get('orders')]]);
  });

  it('tries a failed download again on the next navigation', async () => {
    const module = new ContainerModule(() => undefined);
    let attempts = 0;
    const host = { load: vi.fn() };
    const load = createFeatureModuleLoader(host, loadersOf(() => async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return module;
    }));
    await expect(load(['customers'])).rejects.toThrow('offline');
    await load(['customers']);
    expect(host.load).toHaveBeenCalledExactlyOnceWith(module);
  });

  it('imports the real module of every name', async () => {
    // Each name's import resolves to a container module (a renamed export would load undefined).
    const host = { load: vi.fn() };
    await createFeatureModuleLoader(host)(FEATURE_MODULE_NAMES);
    expect(host.load).toHaveBeenCalledTimes(FEATURE_MODULE_NAMES.length);
    for (const [module] of host.load.mock.calls) expect(module).toBeInstanceOf(ContainerModule);
  }, 120_000);
});
