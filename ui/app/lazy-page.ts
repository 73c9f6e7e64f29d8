import type { ComponentType } from 'react';
import type { KeyValueStorage } from '../../adapters/di/tokens';

/** Spec 000 section 9: a lazy chunk that has not arrived after 2 minutes has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_AT = 'dealer.chunkReloadedAt';
/** A second failure within this time of the automatic reload is shown, not reloaded again. */
const RELOAD_GUARD_MS = 60_000;

export interface ChunkReloadDeps {
  readonly storage: KeyValueStorage;
  readonly reload: () => void;
  readonly now: () => number;
  readonly timeoutMs?: number;
}

/**
 * Loads a route's chunk; when it fails (a new deployment removed the old file, the network
 * dropped), reloads the page once so that the new index.html and chunks come in. The time of
 * that reload is kept in session storage: failing again right after it throws instead, for the
 * route's error page, rather than reloading forever.
 */
export async function loadChunk<M>(importer: () => Promise<M>, deps: ChunkReloadDeps): Promise<M> {
  try {
    const module = await withTimeout(importer(), deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
    deps.storage.removeItem(RELOADED_AT);
    return module;
  } catch (error) {
    const last = Number(deps.storage.getItem(RELOADED_AT) ?? 0);
    if (deps.now() - last < RELOAD_GUARD_MS) throw error;
    deps.storage.setItem(RELOADED_AT, String(deps.now()));
    deps.reload();
    return new Promise<M>(() => undefined); // the page is going away
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A react-router `lazy` for a module exporting the page component under `name`; `bindings`, when
 * given, loads what the page resolves from the container (its features' modules) alongside.
 */
export function lazyPage<M extends Record<string, unknown>>(importer: () => Promise<M>, name: keyof M & string, deps: ChunkReloadDeps, bindings?: () => Promise<void>) {
  return async (): Promise<{ Component: ComponentType }> => {
    const [module] = await Promise.all([loadChunk(importer, deps), bindings === undefined ? undefined : loadChunk(bindings, deps)]);
    return { Component: module[name] as ComponentType };
  };
}
