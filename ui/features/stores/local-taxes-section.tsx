import { Alert, Button, FileInput, Group, List, Paper, ScrollArea, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalTaxRateBody } from '../../../adapters/http/contract/payments/local-tax-rates';
import { defaultTaxTable } from '@dealer-panel/core/payments/engine/tax-table';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { formatDate } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import type { Locale } from '../../../adapters/http/contract/common';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { LocalTaxesTokens } from './local-taxes-tokens';
import { filteredRows, LOCAL_TAX_ROWS_SHOWN, rowKey, type LocalTaxesState } from './local-taxes-view-model';
import { SectionLoadFailed } from './section-load-failed';

type Ready = Extract<LocalTaxesState, { kind: 'ready' }>;

/** The store's own state lets no local tax apply to a vehicle (Vermont, Georgia, Texas…): its rates serve buyers from other states only. */
const noLocalTaxOnVehicles = (region: string): boolean => defaultTaxTable[region]?.noLocalTax === true;

/** A rate as the user's language writes it ("1.25 %", "1,25 %"). */
const rateText = (rate: string, locale: Locale) => `${locale === 'fr_CA' ? rate.replace('.', ',') : rate}\u00a0%`;
/** A stored YYYY-MM-DD as the user's language writes a date (a calendar day: never shifted by the time zone). */
const dayText = (iso: string, locale: Locale) => formatDate(iso, locale);

function RatesTable({ state, onRemove }: { readonly state: Ready; readonly onRemove: (row: LocalTaxRateBody) => void }) {
  const { t, i18n } = useTranslation('stores');
  const locale = currentLocale(i18n);
  const rows = filteredRows(state.rows, state.filter);
  const shown = rows.slice(0, LOCAL_TAX_ROWS_SHOWN);
  if (state.rows.length === 0) return <Text size="sm" c="dimmed">{t('local_taxes.empty')}</Text>;
  return (
    <Stack gap="xs">
      <ScrollArea type="auto">
        <Table striped withTableBorder verticalSpacing={4} horizontalSpacing="xs" aria-label={t('local_taxes.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('local_taxes.zip_prefix')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('local_taxes.rate')}</Table.Th>
              <Table.Th>{t('local_taxes.effective_from')}</Table.Th>
              <Table.Th><VisuallyHidden>{t('local_taxes.actions')}</VisuallyHidden></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={rowKey(r)}>
                <Table.Td ff="monospace">{r.zip_prefix}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{rateText(r.rate, locale)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(r.effective_from, locale)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Button variant="subtle" color="red" size="compact-xs" loading={typeof state.busy === 'object' && state.busy !== null && state.busy.removing === rowKey(r)}
                    aria-label={t('local_taxes.remove_row', { zip: r.zip_prefix, date: dayText(r.effective_from, locale) })} onClick={() => onRemove(r)}>
                    {t('local_taxes.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed" aria-live="polite">
        {rows.length === 0 ? t('local_taxes.none_match') : rows.length > shown.length ? t('local_taxes.showing', { shown: shown.length, count: rows.length }) : t('local_taxes.count', { count: rows.length })}
      </Text>
    </Stack>
  );
}

function FileProblems({ state }: { readonly state: Ready }) {
  const { t } = useTranslation('stores');
  if (state.fileErrors.length === 0 && state.fileRefusals.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('local_taxes.file_refused')} role="alert">
      <List size="sm" spacing={2}>
        {state.fileErrors.map((code) => <List.Item key={code}>{t(`local_taxes.file_errors.${code}`, { defaultValue: t('local_taxes.file_errors.unreadable') })}</List.Item>)}
        {state.fileRefusals.map((r) => (
          <List.Item key={`${r.line}.${r.field}.${r.code}`}>
            {t('local_taxes.line_refused', { line: r.line, column: t(`local_taxes.${r.field}`, { defaultValue: r.field }), reason: t(`local_taxes.errors.${r.code}`, { defaultValue: t('common:problems.generic') }) })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * "Local tax rates" (issue 32 item 3) on the /dealerships page of a US store, for its admins: the
 * county and city rates a deal adds by the buyer's ZIP, one added by hand, one removed after a
 * confirmation, or a whole file imported (all or nothing, each refused line named).
 */
export function LocalTaxesSection({ region }: { readonly region: string }) {
  const { t } = useTranslation('stores');
  const toast = useToast();
  const factory = useInjection(LocalTaxesTokens.viewModel);
  const vm = useViewModel(factory, (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const [file, setFile] = useState<File | null>(null);
  const [fileDate, setFileDate] = useState('');
  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.add()) toast.success('stores:local_taxes.saved_toast');
  };
  const onImport = async (event: FormEvent) => {
    event.preventDefault();
    if (file === null) return;
    if (await vm.importFile(file, fileDate)) {
      setFile(null);
      toast.success('stores:local_taxes.imported_toast');
    }
  };
  const onRemove = async (row: LocalTaxRateBody) => {
    if (await confirmWith(t, 'local_taxes.remove_confirm', { values: { zip: row.zip_prefix, rate: row.rate }, danger: true }) && await vm.remove(row)) {
      toast.success('stores:local_taxes.removed_toast');
    }
  };
  const fieldError = (s: Ready, field: string) => {
    const code = s.errors[field]?.[0];
    return code === undefined ? undefined : t(`local_taxes.errors.${code}`, { defaultValue: t('common:problems.generic') });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="local-taxes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="local-taxes-title">{t('local_taxes.title')}</Title>
        <Text size="sm" c="dimmed">{t('local_taxes.intro')}</Text>
        {noLocalTaxOnVehicles(region) && (
          <Alert color="blue" variant="light">{t('local_taxes.state_levies_none', { state: defaultTaxTable[region]?.name ?? region })}</Alert>
        )}
        {state.kind === 'loading' && <Skeleton role="progressbar" height={96} aria-label={t('local_taxes.loading')} />}
        {state.kind === 'failed' && <SectionLoadFailed state={state} message={t('local_taxes.failed')} retry={t('local_taxes.retry')} onRetry={() => void vm.retry()} />}
        {state.kind === 'ready' && (
          <>
            <form onSubmit={(e) => void onAdd(e)} noValidate aria-label={t('local_taxes.new_rate')}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput label={t('local_taxes.zip_prefix')} description={t('local_taxes.zip_prefix_hint')} value={state.draft.zip_prefix} maxLength={5} inputMode="numeric"
                  style={{ flex: '1 1 9rem' }} error={fieldError(state, 'zip_prefix')} onChange={(e) => vm.edit('zip_prefix', e.currentTarget.value)} />
                <TextInput label={t('local_taxes.rate')} description={t('local_taxes.rate_hint')} value={state.draft.rate} maxLength={10} inputMode="decimal" rightSection="%"
                  style={{ flex: '1 1 7rem' }} error={fieldError(state, 'rate')} onChange={(e) => vm.edit('rate', e.currentTarget.value)} />
                <TextInput type="date" label={t('local_taxes.effective_from')} description={t('local_taxes.effective_from_hint')} value={state.draft.effective_from}
                  style={{ flex: '1 1 10rem' }} error={fieldError(state, 'effective_from')} onChange={(e) => vm.edit('effective_from', e.currentTarget.value)} />
              </Group>
              <Group justify="flex-end" mt="xs"><Button type="submit" loading={state.busy === 'saving'}>{t('local_taxes.add')}</Button></Group>
            </form>
            <ProblemAlert problem={state.problem} />
            <TextInput label={t('local_taxes.filter')} placeholder={t('local_taxes.filter_placeholder')} value={state.filter} inputMode="numeric" maw={240}
              onChange={(e) => vm.setFilter(e.currentTarget.value)} />
            <RatesTable state={state} onRemove={(row) => void onRemove(row)} />
            <form onSubmit={(e) => void onImport(e)} noValidate aria-label={t('local_taxes.import')}>
              <Stack gap="xs">
                <Text fw={600} size="sm">{t('local_taxes.import')}</Text>
                <Text size="xs" c="dimmed">{t('local_taxes.import_hint')}</Text>
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <FileInput label={t('local_taxes.file')} placeholder={t('local_taxes.file_placeholder')} accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
                    value={file} onChange={setFile} clearable style={{ flex: '1 1 14rem' }}
                    styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }} />
                  <TextInput type="date" label={t('local_taxes.file_date')} value={fileDate} onChange={(e) => setFileDate(e.currentTarget.value)} style={{ flex: '1 1 10rem' }} />
                  <Button type="submit" variant="default" disabled={file === null} loading={state.busy === 'importing'}>{t('local_taxes.import_button')}</Button>
                </Group>
                <FileProblems state={state} />
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
