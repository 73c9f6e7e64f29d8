import { Alert, Button, Group, List, Paper, Radio, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuplicatePairBody } from '../../../../adapters/http/contract/customers/customer-merges';
import { MERGE_COUNT_KINDS } from '@dealer-panel/core/customers/customer-merge-repository';
import { formatDate } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ProblemAlert } from '../../../shared/problem-message';
import { ScrollTable } from '../../../shared/scroll-table';
import type { AssignableUser } from '../wire-types';
import type { ReadyDuplicates } from './duplicates-view-model';
import { fieldText } from './field-value';
import { fullNameOf } from '../../../shared/person-name';

export interface ComparisonProps {
  readonly pair: DuplicatePairBody;
  readonly state: ReadyDuplicates;
  readonly country: 'CA' | 'US';
  readonly reps: readonly AssignableUser[] | null;
  readonly mayMerge: boolean;
  readonly phone: boolean;
  readonly onKeep: (id: number) => void;
  readonly onMerge: () => void;
}

const nameOf = fullNameOf;

/** The two records side by side, the one to keep, the merged fields and what moves; then Merge. */
export function MergeComparison({ pair, state, country, reps, mayMerge, phone, onKeep, onMerge }: ComparisonProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const keep = pair.customers.find((c) => c.id === state.keep) ?? pair.customers[0];
  const other = pair.customers.find((c) => c.id !== keep.id) ?? pair.customers[1];
  const preview = state.preview;
  return (
    <Stack gap="md">
      <Radio.Group label={t('customers.duplicates.keep_label')} value={String(keep.id)} onChange={(v) => onKeep(Number(v))}>
        <Group mt="xs" gap="md" wrap="wrap">
          {pair.customers.map((c) => (
            <Radio key={c.id} value={String(c.id)} disabled={state.merging}
              label={t('customers.duplicates.keep_option', { name: nameOf(c), date: formatDate(c.created, locale), count: c.active_orders })} />
          ))}
        </Group>
      </Radio.Group>
      {preview.kind === 'loading' || preview.kind === 'idle' ? (
        <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={t('customers.duplicates.preview_loading')}>{[1, 2, 3].map((n) => <Skeleton key={n} height={24} />)}</Stack>
      ) : preview.kind === 'failed' ? (
        <ProblemAlert problem={preview.problem ?? { code: 'generic', retryAfterSeconds: null }} />
      ) : (
        <>
          <Title order={3} size="h5">{t('customers.duplicates.result_title', { name: nameOf(keep) })}</Title>
          {phone ? (
            <Stack gap="xs">
              {preview.value.fields.map((f) => (
                <Paper key={f.field} withBorder p="xs" radius="sm">
                  <Text size="xs" c="dimmed">{t(`customers.fields.${f.field}`)}</Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>{fieldText(f.field, f.result, country, reps)}</Text>
                  {f.source !== 'kept' && <Text size="xs" c="grape">{t(`customers.duplicates.source.${f.source}`)}</Text>}
                </Paper>
              ))}
            </Stack>
          ) : (
            <ScrollTable minWidth={640} label={t('customers.duplicates.table_label')}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('customers.duplicates.field')}</Table.Th>
                    <Table.Th scope="col">{t('customers.duplicates.kept_column', { name: nameOf(keep) })}</Table.Th>
                    <Table.Th scope="col">{t('customers.duplicates.merged_column', { name: nameOf(other) })}</Table.Th>
                    <Table.Th scope="col">{t('customers.duplicates.result_column')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.value.fields.map((f) => (
                    <Table.Tr key={f.field}>
                      <Table.Th scope="row">{t(`customers.fields.${f.field}`)}</Table.Th>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{fieldText(f.field, f.kept, country, reps)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{fieldText(f.field, f.merged, country, reps)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }} fw={f.source === 'kept' ? undefined : 600}>
                        {fieldText(f.field, f.result, country, reps)}
                        {f.source !== 'kept' && <Text span size="xs" c="grape"> ({t(`customers.duplicates.source.${f.source}`)})</Text>}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <Stack gap={4}>
            <Title order={3} size="h5">{t('customers.duplicates.moves_title', { name: nameOf(other), kept: nameOf(keep) })}</Title>
            <List size="sm" data-testid="merge-counts">
              {MERGE_COUNT_KINDS.filter((k) => preview.value.counts[k] > 0).map((k) => (
                <List.Item key={k}>{t(`customers.duplicates.count.${k}`, { count: preview.value.counts[k] })}</List.Item>
              ))}
              {MERGE_COUNT_KINDS.every((k) => preview.value.counts[k] === 0) && <List.Item>{t('customers.duplicates.count.nothing')}</List.Item>}
            </List>
            <Text size="xs" c="dimmed">{t('customers.duplicates.hidden_note', { name: nameOf(other) })}</Text>
          </Stack>
          <ProblemAlert problem={state.problem} />
          {mayMerge ? (
            <Group>
              <Button color="red" onClick={onMerge} loading={state.merging}>{t('customers.duplicates.merge', { name: nameOf(other), kept: nameOf(keep) })}</Button>
            </Group>
          ) : (
            <Alert color="gray" variant="light">{t('customers.duplicates.read_only')}</Alert>
          )}
        </>
      )}
    </Stack>
  );
}
