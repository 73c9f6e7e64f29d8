import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Locale } from '../../../../adapters/http/contract/common';
import { formatCount, formatDateTime } from '../../../shared/format';
import { ScrollTable } from '../../../shared/scroll-table';
import type { HistoryItem } from './import-driver';
import { failureReason } from './import-messages';
import { ListPages } from '../../../shared/list-pages';
import type { ImportState, ImportViewModel } from './import-view-model';

const S = 'imports:screen';


function Status({ item, t, exists, locale }: { readonly item: HistoryItem; readonly t: TFunction; readonly exists: (key: string) => boolean; readonly locale: Locale }) {
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Text size="sm">{item.status === 'running' ? `${t('imports:status.running')} — ${t('imports:progress', { done: formatCount(item.done, locale), total: formatCount(item.total, locale) })}` : t(`imports:status.${item.status === 'undone' ? 'done' : item.status}`)}</Text>
        {item.dryRun && <Badge variant="outline" tt="none">{t(`${S}.history.dry_run`)}</Badge>}
        {item.undone && <Badge variant="outline" color="gray" tt="none">{t(`${S}.history.undone`)}</Badge>}
      </Group>
      {item.status === 'failed' && <Text size="xs" c="red.9">{t(`${S}.history.failed_because`, { reason: failureReason(t, exists, item.problem ?? '') })}</Text>}
    </Stack>
  );
}

/** The store's imports, newest first, a page at a time; a failed one says why. */
export function History({ state, vm, t, exists, locale, countLabel }: { readonly state: ImportState; readonly vm: ImportViewModel; readonly t: TFunction; readonly exists: (key: string) => boolean; readonly locale: Locale; readonly countLabel: (key: string) => string }) {
  return (
    <Stack gap="sm">
      <Title order={3}>{t(`${S}.history.title`)}</Title>
      {state.historyFailure !== null && (
        <Group gap="sm"><Alert color="red" variant="light">{t(`${S}.history.failed`)}</Alert><Button variant="default" onClick={() => void vm.loadHistory()}>{t(`${S}.history.retry`)}</Button></Group>
      )}
      {state.history === null && state.historyFailure === null && <Loader size="sm" />}
      {state.history !== null && state.history.length === 0 && <Text size="sm" c="dimmed">{t(`${S}.history.empty`)}</Text>}
      {state.history !== null && state.history.length > 0 && (
        <ScrollTable minWidth={720} label={t(`${S}.history.title`)}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>{(['when', 'file', 'status', 'counts'] as const).map((c) => <Table.Th key={c}>{t(`${S}.history.${c}`)}</Table.Th>)}<Table.Th /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.history.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{formatDateTime(new Date(item.started), locale)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{item.fileName}</Table.Td>
                  <Table.Td><Status item={item} t={t} exists={exists} locale={locale} /></Table.Td>
                  <Table.Td><Text size="sm">{item.counts.filter((c) => c.value > 0).map((c) => t(`${S}.count_line`, { label: countLabel(c.key), count: formatCount(c.value, locale) })).join(' · ') || '—'}</Text></Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" aria-label={t(`${S}.history.open`, { file: item.fileName })} onClick={() => void vm.open(item.id)} disabled={state.busy !== null}>{t(`${S}.history.open_short`)}</Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPages page={state.historyPage.page} last={state.historyPage.last} label={t(`${S}.history.pages`)} onChange={(page) => void vm.loadHistory(page)} />
    </Stack>
  );
}
