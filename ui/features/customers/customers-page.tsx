import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ArchiveStatus } from '@dealer-panel/core/customers/customer';
import { prefetchArchiveDialog, useArchiveDialog } from '../../shared/archive-dialog';
import { useInjection } from '../../shared/di';
import { lazyComponent, lazyPart } from '../../shared/lazy-part';
import { formatCount } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { useToast } from '../../shared/toast';
import { usePhone } from '../../shared/use-phone';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { CustomerTokens } from './customer-tokens';
import { customerPaths } from '../../shared/customer-paths';
import { BulkArchiveBar } from './list/bulk-archive-bar';
import { activeFilterCount, parseListParams } from './list/customer-list-params';
import { CustomerCards } from './list/customer-cards';
import { CustomerTable } from './list/customer-table';
import { ExportButton } from './list/export-button';
import { saveFile } from './list/export-download';
import { ListPager } from './list/list-pager';
import { EmptyList, FailedList } from './list/list-states';
import { ListToolbar } from './list/list-toolbar';
import { PhoneSort } from './list/phone-sort';
import { useListUrlSync } from './list/use-list-url-sync';
import { useCustomerRights } from './use-customer-rights';
import { DuplicatesLink } from './duplicates/duplicates-link';
import { AdfImportButton } from './list/adf-import-button';

const PANEL_ID = 'customer-filters';

// The filter panel (its multi-selects) downloads when the Filters button is hovered, focused or
// pressed, or with a page whose address has filters (issue 34 item 2): not with every list.
const filterPanel = lazyPart(() => import('./list/filter-panel'));
const FilterPanel = lazyComponent(filterPanel, (m) => m.FilterPanel);

/** /customers: the list a sales desk lives in, every view a URL. */
export function CustomersPage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const factory = useInjection(CustomerTokens.listViewModel);
  const vm = useViewModel(() => factory(parseListParams(searchParams)), (model) => model.start());
  const state = useObservable(vm.state$, null);
  const rights = useCustomerRights();
  const askArchive = useArchiveDialog();
  const toast = useToast();
  const phone = usePhone();
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(parseListParams(searchParams)) > 0);
  const [archiving, setArchiving] = useState(false);
  useListUrlSync(vm, state?.params ?? parseListParams(searchParams));
  // The archive dialog's file, once rows are chosen (before the bar's buttons are pressed).
  const anySelected = (state?.selected.length ?? 0) > 0;
  useEffect(() => { if (anySelected && rights.archiveCustomers) prefetchArchiveDialog(); }, [anySelected, rights.archiveCustomers]);
  if (state === null) return null;

  const archive = async (asked: ArchiveStatus) => {
    // Archiving asks Lost or Sold and why (one reason for all the selected); Active restores at once.
    const choice = asked === 'Active' ? null : await askArchive({ kind: 'customer', status: asked, count: state.selected.length });
    if (asked !== 'Active' && (choice === null || choice.status === null)) return;
    const status = choice?.status ?? asked;
    setArchiving(true);
    const outcome = await vm.archive(status, choice?.reason ?? null);
    setArchiving(false);
    if (outcome.ok) toast.success('customers.bulk.done', { count: outcome.updated, status: t(`customers.archive_status.${status}`) });
    else if (outcome.problem) toast.error(i18n.exists(`problems.${outcome.problem.code}`) ? `problems.${outcome.problem.code}` : 'problems.generic');
  };
  const exportCsv = async () => {
    const result = await vm.exportAll();
    if (result.kind === 'failed') return toast.error('customers.export.failed');
    if (result.kind !== 'done') return;
    saveFile(result.file, result.fileName);
    if (result.capped) toast.info('customers.export.capped', { max: formatCount(result.rows, currentLocale(i18n)) });
    else toast.success('customers.export.done', { count: result.rows });
  };

  const page = state.kind === 'ready' ? state.page : state.kind === 'loading' ? state.previous : null;
  const filtered = activeFilterCount(state.params) > 0 || state.params.search !== '';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">{t('routes.customers-view')}</Title>
        <Group gap="sm">
          {rights.seeDuplicates && <DuplicatesLink />}
          {rights.importLeads && <AdfImportButton onImported={() => vm.retry()} />}
          {rights.exportCustomers && <ExportButton progress={state.exporting} onExport={() => void exportCsv()} onCancel={vm.cancelExport} />}
          {rights.createCustomer && <Button component={Link} to={customerPaths.add()}>{t('customers.add')}</Button>}
        </Group>
      </Group>
      <ListToolbar
        searchText={state.searchText}
        awaiting={state.params.awaiting}
        filterCount={activeFilterCount(state.params)}
        filtersOpen={filtersOpen}
        panelId={PANEL_ID}
        phone={phone}
        onSearch={vm.search}
        onAwaiting={vm.setAwaiting}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onFiltersIntent={filterPanel.prefetch}
      />
      {filtersOpen && (
        <Suspense fallback={<Center id={PANEL_ID} py="md"><Loader size="sm" aria-label={t('app.loading')} /></Center>}>
          <FilterPanel id={PANEL_ID} params={state.params} data={state.filterData} onChange={vm.setFilter} onClear={vm.clearFilters} onReload={() => void vm.loadFilterData()} />
        </Suspense>
      )}
      {rights.archiveCustomers && <BulkArchiveBar count={state.selected.length} busy={archiving} onArchive={(status) => void archive(status)} onClear={vm.clearSelection} />}
      {state.kind === 'failed' ? (
        <FailedList problem={state.problem} onRetry={vm.retry} />
      ) : state.kind === 'ready' && state.page.count === 0 ? (
        <EmptyList filtered={filtered} onClear={vm.clearFilters} />
      ) : phone ? (
        <>
          <PhoneSort ordering={state.params.ordering} onChange={vm.setOrdering} />
          <CustomerCards customers={state.kind === 'ready' ? state.page.results : null} country={rights.country} selected={state.selected} selectable={rights.archiveCustomers} onToggle={vm.toggleRow} onToggleAll={vm.toggleAll} />
        </>
      ) : (
        <CustomerTable
          customers={state.kind === 'ready' ? state.page.results : null}
          country={rights.country}
          ordering={state.params.ordering}
          selected={state.selected}
          selectable={rights.archiveCustomers}
          onSort={vm.sortBy}
          onToggle={vm.toggleRow}
          onToggleAll={vm.toggleAll}
        />
      )}
      {page && page.count > 0 && state.kind !== 'failed' && (
        <ListPager count={page.count} capped={page.count_capped} current={state.params.page} last={page.last} compact={phone} onPage={vm.goToPage} />
      )}
    </Stack>
  );
}
