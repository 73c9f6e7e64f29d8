import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale, languageTag } from '../../../shared/i18n';
import type { ExportProgress } from './export-download';

/** "1.2 MB" / "1,2 Mo": the bytes received so far. */
function sizeText(bytes: number, locale: Parameters<typeof languageTag>[0]): string {
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1_000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(languageTag(locale), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** "Export CSV", or while the server streams the file: what was received so far and a cancel button. */
export function ExportButton({ progress, onExport, onCancel }: {
  readonly progress: ExportProgress | null;
  readonly onExport: () => void;
  readonly onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (progress === null) return <Button variant="default" onClick={onExport}>{t('customers.export.button')}</Button>;
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-label={t('customers.export.progress_label')}>
      <Loader size="xs" />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {progress.received === 0 ? t('customers.export.starting') : t('customers.export.progress', { size: sizeText(progress.received, currentLocale(i18n)) })}
      </Text>
      <Button variant="subtle" size="xs" onClick={onCancel}>{t('customers.export.cancel')}</Button>
    </Group>
  );
}
