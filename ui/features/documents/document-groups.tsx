import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS } from '@dealer-panel/core/documents/document';
import type { DocumentBody } from '../../../adapters/http/contract/documents/documents';
import { formatDateTime, formatFileSize } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';

export interface DocumentGroupsProps {
  readonly documents: readonly DocumentBody[];
  readonly busy: number | null;
  readonly onDownload: (d: DocumentBody) => void;
  readonly onDelete: (d: DocumentBody) => void;
}

/** The deal's documents under their kind's heading, in the order a dealership asks for them. */
export function DocumentGroups({ documents, busy, onDownload, onDelete }: DocumentGroupsProps) {
  const { t, i18n } = useTranslation('documents');
  const locale = currentLocale(i18n);
  return (
    <Stack gap="lg">
      {DOCUMENT_KINDS.filter((kind) => documents.some((d) => d.kind === kind)).map((kind) => (
        <Stack gap="xs" key={kind} component="section" aria-label={t(`kinds.${kind}`)}>
          <Title order={2} size="h4">{t(`kinds.${kind}`)}</Title>
          {documents.filter((d) => d.kind === kind).map((d) => (
            <Card withBorder padding="sm" radius="md" key={d.id} data-testid="document-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{d.file_name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('row.meta', { size: formatFileSize(d.size, locale), date: formatDateTime(new Date(d.created), locale), who: d.uploaded_by === 'customer' ? t('row.customer') : d.uploaded_by_user?.full_name ?? t('row.staff') })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button size="xs" variant="default" loading={busy === d.id} disabled={busy !== null && busy !== d.id} onClick={() => onDownload(d)}
                    aria-label={t('row.download_label', { name: d.file_name })}>{t('row.download')}</Button>
                  {d.can_delete && (
                    <ActionIcon variant="subtle" color="red" size="lg" disabled={busy !== null} onClick={() => onDelete(d)} aria-label={t('row.delete_label', { name: d.file_name })}>
                      <span aria-hidden="true">✕</span>
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
