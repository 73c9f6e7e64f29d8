import '@mantine/charts/styles.css';
import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Locale } from '../../../adapters/http/contract/common';
import { useInjection } from '../../shared/di';
import { useFieldMessageIn } from '../../shared/field-message';
import { formatDate } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { KpiCards, StoresSideBySide } from './analytics-kpis';
import { PRESETS, presetOf, presetRange, type Preset } from './analytics-presets';
import { DepositsSection, FunnelSection, LeadsSection, PageViewsSection, RepsSection } from './analytics-sections';
import { AnalyticsTokens } from './analytics-tokens';
import { createAnalyticsViewModel, paramsOf, queryOf, type AnalyticsQuery } from './analytics-view-model';

const today = (): string => new Date().toISOString().slice(0, 10);

/** The period picker: presets, or two dates kept as typed in the address bar until the server answers. */
function RangePicker({ query, shown, errors, onChange }: {
  readonly query: AnalyticsQuery;
  readonly shown: AnalyticsQuery | null;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly onChange: (query: AnalyticsQuery) => void;
}) {
  const { t } = useTranslation('analytics');
  const fieldMessage = useFieldMessageIn('analytics');
  const range = { from: query.from || shown?.from || '', to: query.to || shown?.to || '' };
  const preset = presetOf(range, today()) ?? 'custom';
  const presets = [...PRESETS, 'custom'].map((p) => ({ value: p, label: t(`range.preset.${p}`) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('range.label')}>
      <Select label={t('range.label')} data={presets} value={preset} allowDeselect={false} w={220}
        onChange={(v) => { if (v !== null && v !== 'custom') onChange(presetRange(v as Preset, today())); }} />
      <TextInput type="date" label={t('range.from')} value={range.from} w={170} error={fieldMessage('from', errors.from)}
        onChange={(e) => onChange({ ...range, from: e.currentTarget.value })} />
      <TextInput type="date" label={t('range.to')} value={range.to} w={170} error={fieldMessage('to', errors.to)}
        onChange={(e) => onChange({ ...range, to: e.currentTarget.value })} />
    </Group>
  );
}

/** /analytics: the store's (or the organization's) figures for a period, compared with the one before. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language as Locale;
  const port = useInjection(AnalyticsTokens.port);
  const vm = useViewModel(() => createAnalyticsViewModel(port));
  const state = useObservable(vm.state$, { kind: 'loading', previous: null });
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const [scope, setScope] = useState<string>('total');

  useEffect(() => { void vm.load(query); }, [vm, query]);

  const report = state.kind === 'ready' ? state.report : state.kind === 'loading' ? state.previous : null;
  const errors = state.kind === 'failed' ? state.errors : {};
  const store = report?.stores.find((s) => String(s.id) === scope);
  const figures = report === null ? null : store ?? report.total ?? report.stores[0] ?? null;
  const day = (d: string) => formatDate(new Date(`${d}T12:00:00Z`), locale);

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} intro={t('intro')} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <RangePicker query={query} shown={report?.range ?? null} errors={errors} onChange={(q) => setParams(paramsOf(q))} />
        {report !== null && report.stores.length > 1 && (
          <Select label={t('scope.label')} w={260} allowDeselect={false} value={store === undefined ? 'total' : scope} onChange={(v) => setScope(v ?? 'total')}
            data={[{ value: 'total', label: t('scope.total') }, ...report.stores.map((s) => ({ value: String(s.id), label: s.name }))]} />
        )}
      </Group>
      {state.kind === 'failed' && Object.keys(state.errors).length === 0 && (
        <Group gap="sm"><ProblemAlert problem={state.problem} /><Button variant="default" onClick={() => void vm.load(query)}>{t('retry')}</Button></Group>
      )}
      {report === null && state.kind === 'loading' && <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>}
      {report !== null && figures !== null && (
        <Stack gap="md" aria-busy={state.kind === 'loading'} style={{ opacity: state.kind === 'loading' ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('period', { from: day(report.range.from), to: day(report.range.to), previousFrom: day(report.previous_range.from), previousTo: day(report.previous_range.to) })}
          </Text>
          <KpiCards figures={figures} locale={locale} />
          <LeadsSection figures={figures.current} range={report.range} locale={locale} />
          <FunnelSection figures={figures.current} range={report.range} locale={locale} />
          <DepositsSection figures={figures.current} range={report.range} locale={locale} />
          <RepsSection figures={figures.current} range={report.range} locale={locale} />
          <PageViewsSection figures={figures.current} range={report.range} locale={locale} />
          {report.total !== null && <StoresSideBySide stores={report.stores} total={report.total} range={report.range} locale={locale} />}
        </Stack>
      )}
    </Stack>
  );
}
