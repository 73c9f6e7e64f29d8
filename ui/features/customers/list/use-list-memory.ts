import { useMemo } from 'react';
import { BrowserTokens } from '../../../shared/browser-tokens';
import { useInjection } from '../../../shared/di';
import { customerPaths } from '../../../shared/customer-paths';

const KEY = 'dealer.customerListSearch';

/** The tab remembers the list's last view, so "back to the list" from a record finds the same filters. */
export function useListMemory() {
  const storage = useInjection(BrowserTokens.sessionStorage);
  return useMemo(() => ({
    save: (search: string) => storage.setItem(KEY, search),
    /** The list's path with its last query string. */
    listPath: () => customerPaths.list(storage.getItem(KEY) ?? ''),
  }), [storage]);
}
