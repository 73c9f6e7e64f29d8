import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../shared/i18n';
import { dayOf } from '../../../shared/wire-display';
import type { DuplicateDeal } from './duplicate-deals';

/** 409 duplicate_order: the customer's active deals for the same vehicle, and the choice to add the deal anyway. */
export function DuplicateDealWarning({ duplicates, busy, onProceed }: {
  readonly duplicates: readonly DuplicateDeal[];
  readonly busy: boolean;
  readonly onProceed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return (
    <Alert color="yellow" variant="light" title={t('desk:duplicate.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t(duplicates.length === 1 ? 'desk:duplicate.body' : 'desk:duplicate.body_other')}</Text>
        <List size="sm">
          {duplicates.map((d) => (
            <List.Item key={d.id}>{t('desk:duplicate.deal', { id: d.id, vehicle: d.vehicle, stock: d.stock_number, date: dayOf(d.created, locale) })}</List.Item>
          ))}
        </List>
        <Group>
          <Button size="xs" color="#8f4f00" onClick={onProceed} loading={busy}>{t('desk:duplicate.add_anyway')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
