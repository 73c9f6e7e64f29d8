import { Alert, Anchor, Button, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PricingReportRowBody } from '../../../../adapters/http/contract/analytics/pricing';
import { UiTokens } from '../../../shared/ui-tokens';
import { useInjection } from '../../../shared/di';
import { currencyOf, formatDate, formatMoneyText } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/page-header';
import { ProblemAlert } from '../../../shared/problem-message';
import { ScrollTable } from '../../../shared/scroll-table';
import { SortableHeader } from '../../../shared/sortable-header';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { PricingTokens } from './pricing-tokens';
import { REPORT_PARAMS } from './pricing-report-view-model';

const FILTERS = ['search', 'make', 'model', 'year_min', 'year_max', 'days_min', 'days_max'] as const;
const SORTS = [['stock_number', 'stock_number'], ['price', 'price'], ['cost', 'cost'], ['days', 'days'], ['last_change', 'last_change']] as const;

/** /pricing-report (super admins): the inventory's prices from SQL, filters and order in the URL, CSV export, history per vehicle (issue 17 item 5). */
export function PricingReportPage() {
  const { t, i18n } = useTranslation('pricing');
  const locale = currentLocale(i18n);
  const factory = useInjection(PricingTokens.reportViewModel);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const currency = currencyOf(user?.dealership?.country);
  const vm = useViewModel(factory);
  const state = useObservable(vm.state$, { kind: 'loading' });
  const histories = useObservable(vm.histories$, new Map());
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(REPORT_PARAMS.flatMap((k) => { const v = params.get(k); return v === null || v === '' ? [] : [[k, v]]; })), [params]);
  const [draft, setDraft] = useState<Record<string, string>>(query);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => { void vm.load(query); setDraft(query); }, [vm, query]);
  const money = (text: string | null) => (text === null ? t('report.no_payment') : formatMoneyText(text, locale, currency));
  const setQuery = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
  const ordering = query['ordering'] ?? 'stock_number';
  const sortBy = (field: string) => setQuery({ ...query, ordering: ordering === field ? `-${field}` : field, page: '' });
  const errors = state.kind === 'invalid' ? state.errors : {};
  const page = state.kind === 'ready' ? state.page : null;
  const exportHref = `/api/dealer/pricing-report/export/?${new URLSearchParams(Object.entries(query).filter(([k]) => k !== 'page')).toString()}`;
  const payment = (p: PricingReportRowBody['finance']) => (p === null ? t('report.no_payment')
    : <><Text size="sm">{money(p.payment)}</Text><Text size="xs" c="dimmed">{t('report.per', { term: p.term, frequency: t(`report.frequency_${p.frequency}`) })}</Text></>);
  // A sortable header says its order with aria-sort (the arrow is decoration) and its button names the column.
  const sortHeader = (label: string, field: string, align?: 'right') => (
    <SortableHeader field={field} ordering={ordering} onSort={sortBy} buttonLabel={t('report.sort_by', { column: label })} {...(align === undefined ? {} : { align })}>
      {label}
    </SortableHeader>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('report.title')} intro={t('report.intro')} />
      <form onSubmit={(e) => { e.preventDefault(); setQuery({ ...draft, page: '' }); }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {FILTERS.map((f) => (
            <TextInput key={f} label={t(`report.${f}`)} value={draft[f] ?? ''} onChange={(e) => setDraft({ ...draft, [f]: e.currentTarget.value })}
              error={errors[f]?.[0] === undefined ? undefined : t('report.invalid_filter')} />
          ))}
          <Select label={t('report.condition')} value={draft['condition'] ?? ''} allowDeselect={false} onChange={(v) => setQuery({ ...draft, condition: v ?? '', page: '' })}
            data={[{ value: '', label: t('report.any') }, { value: 'New', label: t('report.condition_New') }, { value: 'Used', label: t('report.condition_Used') }]} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('report.apply_filters')}</Button>
          <Button variant="subtle" onClick={() => setParams({})}>{t('report.clear')}</Button>
          <Anchor href={exportHref} download>{t('report.export')}</Anchor>
        </Group>
      </form>
      {state.kind === 'invalid' && <Alert color="red" role="alert">{t('report.invalid_filter')}</Alert>}
      {state.kind === 'failed' && <Group><Alert color="red" role="alert">{t('report.load_failed')}</Alert><ProblemAlert problem={state.problem} /><Button variant="default" onClick={() => void vm.load(query)}>{t('report.retry')}</Button></Group>}
      {state.kind === 'loading' && <Group justify="center" p="xl"><Loader aria-label={t('report.title')} /></Group>}
      {page !== null && page.count === 0 && <Alert color="gray" variant="light">{t('report.empty')}</Alert>}
      {page !== null && page.count > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">{t('report.count', { count: page.count })}</Text>
          <ScrollTable minWidth={980} label={t('report.title')}>
            <Table striped verticalSpacing="xs" aria-busy={state.kind === 'ready' && state.loading}>
              <Table.Thead><Table.Tr>
                {sortHeader(t('report.stock_number'), SORTS[0][1])}<Table.Th>{t('report.vehicle')}</Table.Th>
                {sortHeader(t('report.price'), 'price', 'right')}{sortHeader(t('report.cost'), 'cost', 'right')}
                {sortHeader(t('report.days'), 'days', 'right')}{sortHeader(t('report.last_change'), 'last_change')}
                <Table.Th ta="right">{t('report.finance')}</Table.Th><Table.Th ta="right">{t('report.lease')}</Table.Th>
              </Table.Tr></Table.Thead>
              <Table.Tbody>
                {page.results.map((r) => {
                  const h = histories.get(r.id);
                  return (
                    <Fragment key={r.id}>
                      <Table.Tr>
                        <Table.Td>
                          <UnstyledButton aria-expanded={open === r.id} aria-label={t('report.show_history', { stock: r.stock_number })} fz="sm" c="blue"
                            onClick={() => { const next = open === r.id ? null : r.id; setOpen(next); if (next !== null) void vm.history(next); }}>{r.stock_number}</UnstyledButton>
                        </Table.Td>
                        <Table.Td>{[r.year, r.make, r.model, r.trim].join(' ')}</Table.Td>
                        <Table.Td ta="right">{money(r.price)}</Table.Td>
                        <Table.Td ta="right">{r.cost === null ? '—' : money(r.cost)}</Table.Td>
                        <Table.Td ta="right">{r.days_in_stock}</Table.Td>
                        <Table.Td>{r.last_change === null ? '—' : `${formatDate(r.last_change.at, locale)} · ${money(r.last_change.old_price)} → ${money(r.last_change.new_price)}`}</Table.Td>
                        <Table.Td ta="right">{payment(r.finance)}</Table.Td>
                        <Table.Td ta="right">{payment(r.lease)}</Table.Td>
                      </Table.Tr>
                      {open === r.id && (
                        <Table.Tr><Table.Td colSpan={8}>
                          <Text fw={600} size="sm">{t('report.history')}</Text>
                          {(h === undefined || h.kind === 'loading') && <Loader size="xs" aria-label={t('report.history')} />}
                          {h?.kind === 'failed' && <Text size="sm" c="red">{t('report.load_failed')}</Text>}
                          {h?.kind === 'ready' && h.entries.length === 0 && <Text size="sm" c="dimmed">{t('report.history_empty')}</Text>}
                          {h?.kind === 'ready' && h.entries.map((e, i) => (
                            <Text key={i} size="sm">{formatDate(e.at, locale)} · {t(`report.history_${e.kind}`, { name: e.profile_name })} · {money(e.old_price)} → {money(e.new_price)}{e.by === null ? '' : ` · ${e.by}`}</Text>
                          ))}
                        </Table.Td></Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={page.current <= 1} onClick={() => setQuery({ ...query, page: String(page.current - 1) })}>{t('report.previous_page')}</Button>
            <Text size="sm">{t('report.page_of', { current: page.current, last: page.last })}</Text>
            <Button variant="default" size="xs" disabled={page.current >= page.last} onClick={() => setQuery({ ...query, page: String(page.current + 1) })}>{t('report.next_page')}</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
