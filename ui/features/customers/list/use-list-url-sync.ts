import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CustomerListParams } from './customer-list-params';
import { parseListParams, toSearchString } from './customer-list-params';
import type { CustomerListViewModel } from './customer-list-view-model';
import { useListMemory } from './use-list-memory';

/**
 * Keeps the URL and the view in step both ways: a view change writes the query string (replacing
 * the history entry, so Back leaves the list rather than stepping through every key typed), and
 * a URL change (Back, Forward, a link, the navbar) becomes the view. A reload reads the same URL.
 */
export function useListUrlSync(vm: CustomerListViewModel, params: CustomerListParams): void {
  const location = useLocation();
  const navigate = useNavigate();
  const memory = useListMemory();

  useEffect(() => {
    const search = toSearchString(params);
    memory.save(search);
    if (search !== location.search.replace(/^\?/, '')) void navigate({ search: search === '' ? '' : `?${search}` }, { replace: true });
    // The URL follows the view only when the view changes; the effect below covers the other way.
  }, [params]);

  useEffect(() => {
    vm.syncFromUrl(parseListParams(location.search));
  }, [vm, location.search]);
}
