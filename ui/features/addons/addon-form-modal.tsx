import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../shared/problem-message';

/**
 * The frame of the accessory and plan forms: a modal with the form's problem at the top, its
 * fields, and Cancel / Save at the bottom. Enter submits; closing goes through `onClose` (which
 * asks before discarding changes).
 */
export function AddonFormModal({ title, problem, saving, onClose, onSubmit, children }: {
  readonly title: string;
  readonly problem: Parameters<typeof ProblemAlert>[0]['problem'];
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('addons');
  return (
    <Modal opened onClose={onClose} size="xl" title={title} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }} noValidate>
        <Stack gap="sm">
          <ProblemAlert problem={problem} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('form.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
