import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ARCHIVED_STATUSES, archiveChoiceModel, type ArchiveChoice, type ArchiveChoiceModel, type ArchiveDialogOptions } from './archive-choice';
import { askInModal } from './modals';
import { useObservable } from './use-observable';

/**
 * The archive confirmation (spec 000 section 2.3) that asks why (issue 35 item 3): resolves the
 * choice on Archive, null on Cancel, close, Escape, or when a route change clears the modals.
 */
export function openArchiveDialog(t: TFunction, options: ArchiveDialogOptions): Promise<ArchiveChoice | null> {
  const model = archiveChoiceModel({ askStatus: options.kind === 'customer', ...(options.status ? { status: options.status } : {}) });
  return askInModal<ArchiveChoice | null>(
    { title: t(`archive_dialog.title_${options.kind}`, { count: options.count ?? 1 }), closeButtonProps: { 'aria-label': t('common:confirm.close') } },
    null,
    (done) => <ArchiveForm model={model} options={options} onDone={done} />,
  );
}

function ArchiveForm({ model, options, onDone }: { readonly model: ArchiveChoiceModel; readonly options: ArchiveDialogOptions; readonly onDone: (choice: ArchiveChoice | null) => void }) {
  const { t } = useTranslation();
  const state = useObservable(model.state$, model.snapshot());
  const submit = () => {
    const choice = model.submit();
    if (choice !== null) onDone(choice);
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Stack gap="sm">
        <Text size="sm">{t(`archive_dialog.body_${options.kind}`)}</Text>
        {options.kind === 'customer' && (
          <Select
            label={t('archive_dialog.status')} required withAsterisk data-autofocus
            data={ARCHIVED_STATUSES.map((s) => ({ value: s, label: t(`customers.archive_status.${s}`) }))}
            value={state.status} onChange={(v) => model.setStatus(v)} allowDeselect={false}
            error={state.errors.status ? t(state.errors.status) : undefined} comboboxProps={{ withinPortal: true }}
          />
        )}
        <Select
          label={t('archive_dialog.reason')} required withAsterisk placeholder={t('archive_dialog.reason_placeholder')}
          data={options.reasons.map((r) => ({ value: r, label: t(`archive_reasons.${r}`) }))}
          value={state.reason} onChange={(v) => model.setReason(v)} allowDeselect={false}
          error={state.errors.reason ? t(state.errors.reason) : undefined} comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={() => onDone(null)}>{t('confirm.archive.cancel')}</Button>
          <Button type="submit" color="red.9">{t('confirm.archive.confirm')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
