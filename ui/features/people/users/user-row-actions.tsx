import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffUserBody } from '../../../../adapters/http/contract/people/users';

export interface RowActions {
  readonly edit: (user: StaffUserBody) => void;
  readonly resend: (user: StaffUserBody) => void;
  readonly toggleActive: (user: StaffUserBody) => void;
  /** Absent when the signed-in user may not reset second factors (admins only). */
  readonly resetFactors?: (user: StaffUserBody) => void;
}

/** The actions of one user the signed-in user may edit: a menu button reachable by keyboard. */
export function UserRowActions({ user, actions, isMe, busy }: { readonly user: StaffUserBody; readonly actions: RowActions; readonly isMe: boolean; readonly busy: boolean }) {
  const { t } = useTranslation(['users', 'security']);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: user.full_name })} loading={busy}>
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.edit(user)}>{t('actions.edit')}</Menu.Item>
        {user.is_active && user.invitation_pending && <Menu.Item onClick={() => actions.resend(user)}>{t('actions.resend')}</Menu.Item>}
        {!isMe && (
          <Menu.Item {...(user.is_active ? { color: 'red' } : {})} onClick={() => actions.toggleActive(user)}>
            {t(user.is_active ? 'actions.deactivate' : 'actions.activate')}
          </Menu.Item>
        )}
        {!isMe && actions.resetFactors !== undefined && (
          <Menu.Item color="red" onClick={() => actions.resetFactors?.(user)}>{t('security:admin.reset')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
