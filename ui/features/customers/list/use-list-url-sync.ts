import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CustomerListParams } from './customer-list-params';
import { parseListParams, toSearchString } from './customer-list-params';
import type { CustomerListViewModel } from './customer-list-view-model';
import { useListMemory } from './use-list-memory';

/**
 * Keeps the URL and the view in step both ways: a view change writes the query string (replacing
 * the history entry, so Back leaves the list rather than stepping through every key typed), and
 * a URL change (Back, Forward, a link, the navbar) becomes the view. A reload reads the same URL.
 *
 * The URL's own writes are remembered until the location shows them: a quick second change (a
 * filter picked while the first one's URL is still being written) must not be undone when the
 * first URL arrives and is read back as if someone had typed it.
 */
export function useListUrlSync(vm: CustomerListViewModel, params: CustomerListParams): void {
  const location = useLocation();
  const navigate = useNavigate();
  const memory = useListMemory();
  const written = useRef<string[]>([]);

  useEffect(() => {
    const search = toSearchString(params);
    memory.save(search);
    if (search !== location.search.replace(/^\?/, '')) {
      written.current.push(search);
      void navigate({ search: search === '' ? '' : `?${search}` }, { replace: true });
    }
    // The URL follows the view only when the view changes; the effect below covers the other way.
  }, [params]);

  useEffect(() => {
    const search = location.search.replace(/^\?/, '');
    const ours = written.current.indexOf(search);
    if (ours >= 0) {
      // One of our own writes arriving: the view already holds it, or something newer.
      written.current.splice(0, ours + 1);
      return;
    }
    vm.syncFromUrl(parseListParams(location.search));
  }, [vm, location.search]);
}
