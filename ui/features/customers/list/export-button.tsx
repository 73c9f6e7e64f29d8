import { Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from './fetch-all-pages';

/** "Export CSV", or while it runs: the pages read so far and a cancel button. */
export function ExportButton({ progress, onExport, onCancel }: {
  readonly progress: ExportProgress | null;
  readonly onExport: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (progress === null) return <Button variant="default" onClick={onExport}>{t('customers.export.button')}</Button>;
  const percent = progress.total === null ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Group gap="xs" wrap="nowrap" role="status">
      <Progress value={percent} w={120} animated aria-label={t('customers.export.progress_label')} />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {progress.total === null ? t('customers.export.starting') : t('customers.export.progress', { done: progress.done, total: progress.total })}
      </Text>
      <Button variant="subtle" size="xs" onClick={onCancel}>{t('customers.export.cancel')}</Button>
    </Group>
  );
}
