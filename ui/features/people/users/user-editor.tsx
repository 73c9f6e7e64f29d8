import { Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUserBody } from '../../../../adapters/http/contract/people/users';
import { useConfirm } from '../../../shared/confirm';
import { formatDate } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ProblemAlert } from '../../../shared/problem-message';
import { useDirtyFormGuard } from '../../../shared/use-dirty-form-guard';
import { useObservable } from '../../../shared/use-observable';
import type { UserEditorViewModel } from './user-editor-view-model';
import { UserFormFields } from './user-form-fields';
import type { UserRights } from './use-user-rights';

/**
 * The invite modal and the edit drawer. Leaving with unsaved changes (closing, Escape, another
 * page) asks to discard them first, as every form of the panel does.
 */
export function UserEditorDialogs({ vm, rights, onSaved }: {
  readonly vm: UserEditorViewModel;
  readonly rights: UserRights;
  readonly onSaved: (user: StaffUserBody, mode: 'invite' | 'edit') => void;
}) {
  const { t, i18n } = useTranslation('users');
  const editor = useObservable(vm.editor$, null);
  const confirm = useConfirm();
  useDirtyFormGuard(editor?.dirty ?? false);

  const close = async () => {
    if (editor?.dirty === true && !(await confirm('discard'))) return;
    vm.close();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mode = editor?.mode ?? 'edit';
    const saved = await vm.submit();
    if (saved !== null) onSaved(saved, mode);
  };
  const user = editor?.user ?? null;
  const roles = rights.roleChoices(user?.role ?? null);
  const body = editor === null ? null : (
    <form onSubmit={(e) => { void submit(e); }} noValidate>
      <Stack gap="md">
        {editor.mode === 'invite' && <Text size="sm" c="dimmed">{t('invite.intro')}</Text>}
        {user?.invitation_pending === true && user.invitation_sent_at !== null && (
          <Text size="sm" c="dimmed">{t('edit.pending', { date: formatDate(user.invitation_sent_at, currentLocale(i18n)) })}</Text>
        )}
        <UserFormFields editor={editor} change={vm.change} roles={roles} mayGrantPermissions={rights.mayGrantPermissions} />
        <ProblemAlert problem={editor.problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => { void close(); }} disabled={editor.saving}>{t(editor.mode === 'invite' ? 'invite.cancel' : 'form.cancel')}</Button>
          <Button type="submit" loading={editor.saving}>{t(editor.mode === 'invite' ? 'invite.submit' : 'form.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
  const closeLabel = { 'aria-label': t('common:confirm.close') };
  return (
    <>
      <Modal opened={editor?.mode === 'invite'} onClose={() => { void close(); }} title={t('invite.title')} size="lg" closeButtonProps={closeLabel}>
        {editor?.mode === 'invite' && body}
      </Modal>
      <Drawer opened={editor?.mode === 'edit'} onClose={() => { void close(); }} position="right" size="lg" closeButtonProps={closeLabel}
        title={user === null ? '' : t('edit.title', { name: user.full_name })}>
        {editor?.mode === 'edit' && body}
      </Drawer>
    </>
  );
}
