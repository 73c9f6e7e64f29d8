import { Alert, Button, FileButton, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS } from '@dealer-panel/core/documents/document';
import { useFieldMessageIn } from './field-message';
import type { UploadState } from './document-upload';
import { ProblemAlert } from './problem-message';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,image/webp,.heic,.heif';

export interface UploadFormProps {
  readonly upload: UploadState;
  readonly maxMegabytes: number;
  readonly full: boolean;
  readonly onUpload: (kind: string | null, file: File | null) => Promise<boolean>;
}

/**
 * The kind, then the file (picked or dropped), then send: progress while it goes, each field's error
 * by it. The deal's documents page and the customer app's documents task (the `documents` namespace).
 */
export function DocumentUploadForm({ upload, maxMegabytes, full, onUpload }: UploadFormProps) {
  const { t } = useTranslation('documents');
  const message = useFieldMessageIn('documents');
  const [kind, setKind] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const sending = upload.progress !== null;
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped !== undefined) setFile(dropped);
  };
  const send = async () => { if (await onUpload(kind, file)) { setFile(null); setKind(null); } };
  const fileError = message('file', upload.errors.file);

  if (full) return <Alert color="gray" variant="light">{t('upload.full')}</Alert>;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="upload-title">
      <Stack gap="sm">
        <Text fw={600} id="upload-title">{t('upload.title')}</Text>
        <Select label={t('upload.kind')} placeholder={t('upload.kind_placeholder')} data={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={kind} onChange={setKind} error={message('kind', upload.errors.kind)} disabled={sending} required allowDeselect={false} />
        <Paper withBorder radius="md" p="lg" data-testid="drop-zone" aria-label={t('upload.drop_label')}
          onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}
          style={{ borderStyle: 'dashed', borderColor: fileError !== null ? 'var(--mantine-color-red-6)' : over ? 'var(--mantine-color-blue-6)' : undefined, textAlign: 'center' }}>
          <Stack gap={6} align="center">
            <Text size="sm">{file === null ? t('upload.drop') : t('upload.chosen', { name: file.name })}</Text>
            <FileButton onChange={setFile} accept={ACCEPT} disabled={sending}>
              {(props) => <Button variant="default" size="xs" {...props}>{t(file === null ? 'upload.choose' : 'upload.choose_other')}</Button>}
            </FileButton>
            <Text size="xs" c="dimmed">{t('upload.hint', { mb: maxMegabytes })}</Text>
          </Stack>
        </Paper>
        {fileError !== null && <Text size="sm" c="red" role="alert">{fileError}</Text>}
        {sending && <Progress value={Math.round((upload.progress ?? 0) * 100)} aria-label={t('upload.progress')} animated />}
        <ProblemAlert problem={upload.problem} />
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={sending}>{t('upload.send')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
