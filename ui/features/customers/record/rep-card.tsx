import { Paper, Select, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadyRecord } from './customer-record-view-model';

/**
 * The assigned rep. Users who may assign pick among assignable_dealer_users/ and it saves at
 * once; corporate users see the name only (spec 000 section 6: they may not assign).
 */
export function RepCard({ record, mayAssign, onAssign }: {
  readonly record: ReadyRecord;
  readonly mayAssign: boolean;
  readonly onAssign: (userId: number | null) => void;
}) {
  const { t } = useTranslation();
  const current = record.customer.assigned_dealer_details;
  const reps = record.reps.kind === 'ready' ? record.reps.value : [];
  const options = reps.map((rep) => ({ value: String(rep.id), label: `${rep.full_name} · ${t(`roles.${rep.role}`)}` }));
  if (current && !reps.some((rep) => rep.id === current.id)) options.push({ value: String(current.id), label: current.full_name });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rep-title">
      <Title order={2} size="h4" mb="sm" id="rep-title">{t('customers.record.rep')}</Title>
      {mayAssign ? (
        <Select
          label={t('customers.fields.assigned_dealer')}
          data={options}
          value={current ? String(current.id) : null}
          onChange={(value) => onAssign(value === null ? null : Number(value))}
          placeholder={t('customers.record.unassigned')}
          clearable
          clearButtonProps={{ 'aria-label': t('customers.record.unassign') }}
          searchable
          disabled={record.busy === 'rep' || record.reps.kind === 'loading'}
          description={record.reps.kind === 'failed' ? t('customers.record.reps_failed') : undefined}
        />
      ) : (
        <>
          <Text size="sm">{current?.full_name ?? t('customers.record.unassigned')}</Text>
          <Text size="xs" c="dimmed">{t('customers.record.corporate_read_only')}</Text>
        </>
      )}
    </Paper>
  );
}
