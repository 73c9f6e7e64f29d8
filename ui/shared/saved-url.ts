import type { KeyValueStorage } from '../../adapters/di/tokens';
import { safeInternalPath } from './paths';

const SAVED_URL = 'dealer.savedUrl';
const PROMPT_DEALERSHIP = 'dealer.promptDealershipSelect';

/**
 * What the tab remembers across the sign-in pages (session storage): the URL to return to (guard
 * step 2, or login's `next`) and whether login asked to pick a dealership.
 */
export function createSignInMemory(storage: KeyValueStorage) {
  return {
    savedUrl: (): string | null => safeInternalPath(storage.getItem(SAVED_URL)),
    saveUrl: (url: string): void => {
      if (safeInternalPath(url) !== null) storage.setItem(SAVED_URL, url);
    },
    promptDealershipSelect: (): boolean => storage.getItem(PROMPT_DEALERSHIP) === 'true',
    setPromptDealershipSelect: (prompt: boolean): void => {
      if (prompt) storage.setItem(PROMPT_DEALERSHIP, 'true');
      else storage.removeItem(PROMPT_DEALERSHIP);
    },
    forget: (): void => {
      storage.removeItem(SAVED_URL);
      storage.removeItem(PROMPT_DEALERSHIP);
    },
  };
}

export type SignInMemory = ReturnType<typeof createSignInMemory>;

/** An in-memory storage, for tests. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
