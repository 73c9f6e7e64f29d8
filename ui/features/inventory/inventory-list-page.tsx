import { Alert, Anchor, Box, Button, Group, Image, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { useInjection } from '../../shared/di';
import { currentLocale } from '../../shared/i18n';
import { formatCount, formatDate } from '../../shared/format';
import { LeftFeedBadge } from '../../shared/left-feed-badge';
import { PageHeader } from '../../shared/page-header';
import { paths } from '../../shared/paths';
import { ProblemAlert } from '../../shared/problem-message';
import { ScrollTable } from '../../shared/scroll-table';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { moneyText } from '../../shared/wire-display';
import { InventoryTokens } from './inventory-tokens';
import { filtersOfUrl, inventoryRow, NO_FILTERS, sameFilters, urlOfFilters, type InventoryListState, type InventoryRow } from './inventory-list-view-model';
import { ListPages } from '../../shared/list-pages';

const todayText = () => new Date().toISOString().slice(0, 10);

/** /inventory (admins and sales managers): the store's vehicles, filters in the URL, a row opens the vehicle's page. */
export function InventoryListPage() {
  const { t, i18n } = useTranslation('inventory');
  const locale = currentLocale(i18n);
  const factory = useInjection(InventoryTokens.listViewModel);
  const vm = useViewModel(factory, (model) => void model.start());
  const initial = useMemo<InventoryListState>(() => ({ filters: filtersOfUrl(() => null), text: '', results: { kind: 'loading' }, makes: [], neverStocked: false }), []);
  const state = useObservable(vm.state$, initial);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [prices, setPrices] = useState({ priceMin: '', priceMax: '' });

  useEffect(() => {
    const filters = filtersOfUrl((key) => params.get(key));
    vm.show(filters);
    setPrices({ priceMin: filters.priceMin, priceMax: filters.priceMax });
  }, [vm, params]);
  useEffect(() => {
    const subscription = vm.changes$.subscribe((filters) => setParams(urlOfFilters(filters)));
    return () => subscription.unsubscribe();
  }, [vm, setParams]);

  const { filters, results } = state;
  const errors = results.kind === 'invalid' ? results.errors : {};
  const today = todayText();
  const rows = results.kind === 'ready' ? results.page.results.map((v) => ({ row: inventoryRow(v, today), country: v.dealership_details.country })) : [];
  const open = (id: number) => navigate(paths.of('inventory-vehicle', { id }), { state: { back: location.search } });
  const price = (key: 'priceMin' | 'priceMax') => (
    <TextInput label={t(`list.${key === 'priceMin' ? 'price_min' : 'price_max'}`)} inputMode="decimal" value={prices[key]}
      onChange={(e) => setPrices({ ...prices, [key]: e.currentTarget.value })}
      onBlur={() => vm.setFilter(key, prices[key].trim())}
      onKeyDown={(e) => { if (e.key === 'Enter') vm.setFilter(key, prices[key].trim()); }}
      error={errors[key === 'priceMin' ? 'price_min' : 'price_max'] === undefined ? undefined : t('list.price_invalid')} />
  );
  const statusLabel = (s: InventoryRow['status']) => t(`common:orders.stock_status.${s}`);
  const conditionLabel = (c: InventoryRow['condition']) => t(`common:orders.condition.${c}`);
  const leftFeed = (row: InventoryRow) => row.leftFeedAt !== null && <LeftFeedBadge at={row.leftFeedAt} />;
  /** Its days in stock, or when it is expected while it is on its way. */
  const age = (row: InventoryRow) => (row.expectedOn === null ? t('list.days_value', { count: row.daysInStock }) : t('list.expected_on', { date: formatDate(row.expectedOn, locale) }));

  return (
    <Stack gap="lg">
      <PageHeader title={t('list.title')} intro={t('list.intro')} />
      <Stack gap="xs" component="section" aria-label={t('list.search')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="xs">
          <TextInput type="search" label={t('list.search')} placeholder={t('list.search_placeholder')} value={state.text} onChange={(e) => vm.type(e.currentTarget.value)} />
          <Select label={t('list.condition')} value={filters.condition} allowDeselect={false} onChange={(v) => vm.setFilter('condition', v ?? '')}
            data={[{ value: '', label: t('list.any') }, { value: 'New', label: conditionLabel('New') }, { value: 'Used', label: conditionLabel('Used') }]} />
          <Select label={t('list.stock_status')} value={filters.stockStatus} allowDeselect={false} onChange={(v) => vm.setFilter('stockStatus', v ?? '')}
            data={[{ value: '', label: t('list.status_default') }, { value: 'all', label: t('list.status_all') }, ...STOCK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]} />
          <Select label={t('list.make')} value={filters.make} allowDeselect={false} searchable onChange={(v) => vm.setFilter('make', v ?? '')}
            data={[{ value: '', label: t('list.any_make') }, ...[...new Set([...state.makes, ...(filters.make === '' ? [] : [filters.make])])].map((m) => ({ value: m, label: m }))]} />
          {price('priceMin')}
          {price('priceMax')}
        </SimpleGrid>
        <Group><Button variant="subtle" size="xs" onClick={vm.clear}>{t('list.clear')}</Button></Group>
      </Stack>
      {results.kind === 'invalid' && <Alert color="red" role="alert">{t('list.invalid_filter')}</Alert>}
      {results.kind === 'failed' && (
        <Group><Alert color="red" role="alert">{t('list.load_failed')}</Alert>{results.problem !== null && <ProblemAlert problem={results.problem} />}<Button variant="default" onClick={vm.retry}>{t('list.retry')}</Button></Group>
      )}
      {results.kind === 'loading' && <Stack role="progressbar" aria-busy="true" aria-label={t('list.title')}>{[1, 2, 3].map((k) => <Skeleton key={k} height={64} radius="md" />)}</Stack>}
      {results.kind === 'ready' && results.page.count === 0 && <Alert color="gray" variant="light" role="status">{t(state.neverStocked && sameFilters(filters, NO_FILTERS) ? 'list.never_stocked' : 'list.empty')}</Alert>}
      {results.kind === 'ready' && results.page.count > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">{results.page.count_capped === true ? t('list.count_capped', { total: formatCount(results.page.count, currentLocale(i18n)) }) : t('list.count', { count: results.page.count })}</Text>
          <Stack gap="xs" hiddenFrom="md">
            {rows.map(({ row, country }) => (
              <Paper key={row.id} withBorder p="xs" radius="md" component="article" aria-label={row.name} style={{ cursor: 'pointer' }} onClick={() => open(row.id)}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  {row.thumbnail !== null && <Image src={row.thumbnail} alt="" w={88} h={60} radius="sm" fit="cover" />}
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor component={Link} to={paths.of('inventory-vehicle', { id: row.id })} state={{ back: location.search }} fw={600} size="sm" onClick={(e) => e.stopPropagation()}>{row.name}</Anchor>
                    <Text size="xs" c="dimmed">{[row.stockNumber, conditionLabel(row.condition), statusLabel(row.status)].join(' · ')}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{t('list.vin')} {row.vin}</Text>
                    <Group gap="xs" wrap="wrap"><Text size="sm" fw={600}>{moneyText(row.price, locale, country)}</Text><Text size="xs">{age(row)}</Text>{leftFeed(row)}</Group>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="md">
            <ScrollTable minWidth={960} label={t('list.table')}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('list.table')}>
                <Table.Thead><Table.Tr>
                  <Table.Th>{t('list.photo')}</Table.Th><Table.Th>{t('list.vehicle')}</Table.Th><Table.Th>{t('list.stock_number')}</Table.Th>
                  <Table.Th>{t('list.vin')}</Table.Th><Table.Th>{t('list.condition')}</Table.Th><Table.Th>{t('list.stock_status')}</Table.Th>
                  <Table.Th ta="right">{t('list.price')}</Table.Th><Table.Th ta="right">{t('list.days')}</Table.Th>
                </Table.Tr></Table.Thead>
                <Table.Tbody>
                  {rows.map(({ row, country }) => (
                    <Table.Tr key={row.id} style={{ cursor: 'pointer' }} onClick={() => open(row.id)}>
                      <Table.Td w={96}>{row.thumbnail === null ? <Text size="xs" c="dimmed">—</Text> : <Image src={row.thumbnail} alt="" w={80} h={54} radius="sm" fit="cover" />}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={paths.of('inventory-vehicle', { id: row.id })} state={{ back: location.search }} size="sm" fw={600} onClick={(e) => e.stopPropagation()}>{row.name}</Anchor>
                        {row.leftFeedAt !== null && <div>{leftFeed(row)}</div>}
                      </Table.Td>
                      <Table.Td>{row.stockNumber}</Table.Td>
                      <Table.Td><Text size="xs" ff="monospace">{row.vin}</Text></Table.Td>
                      <Table.Td>{conditionLabel(row.condition)}</Table.Td>
                      <Table.Td>{statusLabel(row.status)}</Table.Td>
                      <Table.Td ta="right">{moneyText(row.price, locale, country)}</Table.Td>
                      <Table.Td ta="right">{row.expectedOn === null ? row.daysInStock : age(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Box>
          <ListPages page={filters.page} last={results.page.last} label={t('list.pages')} onChange={vm.goToPage} />
        </>
      )}
    </Stack>
  );
}
