import { Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH } from '@dealer-panel/core/customers/customer-form';
import type { ReadyRecord } from './customer-record-view-model';
import { noteDirty } from './customer-record-view-model';

/** The customer's note: typed, then saved with its button; read-only for corporate users. */
export function NoteCard({ record, mayEdit, onEdit, onSave }: {
  readonly record: ReadyRecord;
  readonly mayEdit: boolean;
  readonly onEdit: (note: string) => void;
  readonly onSave: () => void;
}) {
  const { t } = useTranslation();
  const dirty = noteDirty(record);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="note-title">
      <Title order={2} size="h4" mb="sm" id="note-title">{t('customers.fields.note')}</Title>
      {mayEdit ? (
        <>
          <Textarea
            label={t('customers.record.note_label')}
            value={record.noteDraft}
            onChange={(event) => onEdit(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={NOTE_MAX_LENGTH}
          />
          <Group justify="flex-end" mt="xs">
            <Button size="xs" variant="default" disabled={!dirty} onClick={() => onEdit(record.customer.note)}>{t('customers.record.note_revert')}</Button>
            <Button size="xs" disabled={!dirty} loading={record.busy === 'note'} onClick={onSave}>{t('customers.record.note_save')}</Button>
          </Group>
        </>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{record.customer.note || t('customers.record.no_note')}</Text>
      )}
    </Paper>
  );
}
