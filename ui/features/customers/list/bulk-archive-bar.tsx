import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArchiveStatus } from '@dealer-panel/core/customers/customer';
import { ARCHIVE_STATUSES } from '@dealer-panel/core/customers/customer';

/** The actions on the selected rows: set them Active, Lost or Sold (set_archive_status/). */
export function BulkArchiveBar({ count, busy, onArchive, onClear }: {
  readonly count: number;
  readonly busy: boolean;
  readonly onArchive: (status: ArchiveStatus) => void;
  readonly onClear: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-blue-light)" role="region" aria-label={t('customers.bulk.region')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} role="status">{t('customers.bulk.selected', { count })}</Text>
        <Group gap="xs">
          {ARCHIVE_STATUSES.map((status) => (
            <Button key={status} size="xs" variant={status === 'Active' ? 'default' : 'filled'} {...(status === 'Active' ? {} : { color: 'red.9' })} loading={busy} onClick={() => onArchive(status)}>
              {t(`customers.bulk.set_${status}`)}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={onClear} disabled={busy}>{t('customers.bulk.clear')}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
