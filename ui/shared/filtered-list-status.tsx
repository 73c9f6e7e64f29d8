import { Alert, Button, Group, Loader, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { FieldErrorMap, FormProblem } from './form-problem';
import { formatCount } from './format';
import { ProblemAlert } from './problem-message';
import type { Locale } from '../../adapters/http/contract/common';

/** A filtered list's page as its view model holds it: the previous page stays shown while the next one loads. */
export type FilteredListState<P> =
  | { readonly kind: 'loading'; readonly previous: P | null }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly errors: FieldErrorMap }
  | { readonly kind: 'ready'; readonly page: P };

/** The page to show: the one read, or while the next loads the one before it (null on the first load or after a failure). */
export function shownPage<P>(state: FilteredListState<P>): P | null {
  return state.kind === 'ready' ? state.page : state.kind === 'loading' ? state.previous : null;
}

/**
 * What a filtered list says around its rows (the activity log, the messages sent): a failure with a retry
 * (a bad filter is shown at its field instead), a loader on the first load, "nothing yet" or "nothing
 * matches these filters", and the count. `t` is the page's, with the keys retry, loading, empty_all,
 * empty_filtered, count and page.*. `children` draws the rows of a page that has some; the pages' links follow them.
 */
export function FilteredListStatus<P extends { readonly count: number; readonly current: number; readonly last: number; readonly results: readonly unknown[] }>({ state, filtered, locale, t, onRetry, onPage, children }: {
  readonly state: FilteredListState<P>;
  readonly filtered: boolean;
  readonly locale: Locale;
  readonly t: TFunction;
  readonly onRetry: () => void;
  readonly onPage: (page: number) => void;
  readonly children: (page: P) => ReactNode;
}) {
  const page = shownPage(state);
  return (
    <>
      {state.kind === 'failed' && Object.keys(state.errors).length === 0 && (
        <Group gap="sm"><ProblemAlert problem={state.problem} /><Button variant="default" onClick={onRetry}>{t('retry')}</Button></Group>
      )}
      {page === null && state.kind === 'loading' && <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>}
      {page !== null && page.results.length === 0 && <Alert color="gray" variant="light">{t(filtered ? 'empty_filtered' : 'empty_all')}</Alert>}
      {page !== null && page.results.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">{t('count', { count: page.count, formatted: formatCount(page.count, locale) })}</Text>
          {children(page)}
          {page.last > 1 && (
            <Pagination total={page.last} value={page.current} onChange={onPage} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('page.number', { n }) })} />
          )}
        </>
      )}
    </>
  );
}
