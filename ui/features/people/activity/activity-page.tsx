import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as E from 'fp-ts/Either';
import { TRAIL_ACTIONS } from '@dealer-panel/core/people/audit-trail';
import type { AuditTrailEntryBody } from '../../../../adapters/http/contract/people/audit-trail';
import { useInjection } from '../../../shared/di';
import { useFieldMessage } from '../../../shared/field-message';
import { formatDateTime } from '../../../shared/format';
import { ScrollTable } from '../../../shared/scroll-table';
import { PageHeader } from '../../../shared/page-header';
import { FilteredListStatus } from '../../../shared/filtered-list-status';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import type { Locale } from '../../../../adapters/http/contract/common';
import { ActivityTokens } from './activity-tokens';
import { createActivityViewModel, paramsOf, queryOf } from './activity-view-model';
import { changeLines } from './change-lines';

/** A recorded value of an English field (discount_name_en, disclosures.pricing_footer.en…) is English on any page. */
const englishField = (key: string): { lang?: string } => (/(^|[._])en$|En$/.test(key) ? { lang: 'en' } : {});

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\d+)/g, '_$1').replace(/__+/g, '_');

/** A changed field's name as the screen that edits it says it: the log's own names, else the users' or the store's form. */
function useFieldLabel(): (key: string) => string {
  const { t, i18n } = useTranslation('activity');
  return (key) => {
    const s = snake(key);
    const candidates = [`activity:fields.${key}`, `users:form.${s}`, `users:permissions.${key}`, `users:notifications.${key}`, `stores:hours.day.${key}`, `stores:hours.${key}`, `stores:fields.${s}`, `disclosures:keys.${key}`, `activity:fields.${s}`];
    const found = candidates.find((candidate) => i18n.exists(candidate));
    return found === undefined ? key : t(found);
  };
}

/** "field: before → after" lines of a change (only the fields that changed are stored). */
function Changes({ entry }: { readonly entry: AuditTrailEntryBody }) {
  const { t } = useTranslation('activity');
  const label = useFieldLabel();
  const lines = changeLines(entry.before ?? {}, entry.after ?? {});
  if (lines.length === 0) return <Text size="sm" c="dimmed">—</Text>;
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('empty');
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (typeof value !== 'object') return String(value);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ') || t('empty');
    // A bilingual text ({ en, fr }) reads as "English / French", opening hours as "09:00–17:00", shortened: the log is a summary.
    const { en, fr, start, end } = value as { en?: unknown; fr?: unknown; start?: unknown; end?: unknown };
    if (typeof start === 'string' && typeof end === 'string') return `${start}–${end}`;
    const text = typeof en === 'string' && typeof fr === 'string' ? `${en || t('empty')} / ${fr || t('empty')}` : JSON.stringify(value);
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
  };
  return (
    <Stack gap={2}>
      {lines.map(({ path, before, after }) => {
        const key = path.join('.');
        return (
          <Text key={key} size="sm">
            <Text span fw={600}>{path.map(label).join(' · ')}</Text>{t('colon')}
            <span data-recorded-value {...englishField(key)}>{show(before)}</span> → <span data-recorded-value {...englishField(key)}>{show(after)}</span>
          </Text>
        );
      })}
    </Stack>
  );
}

/** /activity: who changed the store's people and settings, when and how, with filters in the address. */
export function ActivityPage() {
  const { t, i18n } = useTranslation('activity');
  const locale = i18n.language as Locale;
  const port = useInjection(ActivityTokens.port);
  const fieldMessage = useFieldMessage();
  const vm = useViewModel(() => ({ ...createActivityViewModel(port) }));
  const state = useObservable(vm.state$, { kind: 'loading', previous: null });
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const [staff, setStaff] = useState<readonly { value: string; label: string }[]>([]);

  useEffect(() => { void vm.load(query); }, [vm, query]);
  useEffect(() => {
    void port.staff().then((answer) => { if (E.isRight(answer)) setStaff(answer.right.map((u) => ({ value: String(u.id), label: u.full_name }))); }, () => undefined);
  }, [port]);

  const change = (key: 'action' | 'user' | 'from' | 'to', value: string | null) => setParams(paramsOf({ ...query, [key]: value ?? '', page: 1 }));
  const errors = state.kind === 'failed' ? state.errors : {};
  const actions = TRAIL_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }));
  const filtered = query.action !== '' || query.user !== '' || query.from !== '' || query.to !== '';

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} intro={t('intro')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label={t('filter.action')} placeholder={t('filter.any')} data={actions} value={query.action || null} onChange={(v) => change('action', v)} clearable searchable w={240} error={fieldMessage('action', errors.action)} />
        <Select label={t('filter.user')} placeholder={t('filter.anyone')} data={staff} value={query.user || null} onChange={(v) => change('user', v)} clearable searchable w={220} error={fieldMessage('user', errors.user)} />
        <TextInput type="date" label={t('filter.from')} value={query.from} onChange={(e) => change('from', e.currentTarget.value)} w={170} error={fieldMessage('from', errors.from)} />
        <TextInput type="date" label={t('filter.to')} value={query.to} onChange={(e) => change('to', e.currentTarget.value)} w={170} error={fieldMessage('to', errors.to)} />
        {filtered && <Button variant="subtle" onClick={() => setParams({})}>{t('filter.clear')}</Button>}
      </Group>
      <FilteredListStatus state={state} filtered={filtered} locale={locale} t={t} onRetry={() => void vm.load(query)} onPage={(n) => setParams(paramsOf({ ...query, page: n }))}>
        {(page) => (
          <ScrollTable minWidth={760} label={t('title')}>
            <Table striped verticalSpacing="xs" aria-busy={state.kind === 'loading'}>
              <Table.Thead>
                <Table.Tr><Table.Th>{t('col.when')}</Table.Th><Table.Th>{t('col.who')}</Table.Th><Table.Th>{t('col.what')}</Table.Th><Table.Th>{t('col.changes')}</Table.Th><Table.Th>{t('col.ip')}</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(entry.at), locale)}</Table.Td>
                    <Table.Td>{entry.actor === null ? t('system') : <><Text size="sm">{entry.actor.name}</Text><Text size="xs" c="dimmed">{entry.actor.email}</Text></>}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`actions.${entry.action}`, { defaultValue: entry.action })}</Text>
                      {entry.target !== null && <Text size="xs" c="dimmed">{t('about', { name: entry.target.name })}</Text>}
                    </Table.Td>
                    <Table.Td><Changes entry={entry} /></Table.Td>
                    <Table.Td><Text size="xs" ff="monospace">{entry.ip || '—'}</Text></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </FilteredListStatus>
    </Stack>
  );
}
