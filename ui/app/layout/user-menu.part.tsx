import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { paths } from '../../shared/paths';
import { SupportContactItems } from '../../features/stores/support-contact';
import { useSignOut } from '../../shared/session/use-sign-out';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuProps {
  readonly user: UserBody;
  readonly canSwitchDealership: boolean;
}

/** The user menu itself (a file of its own: user-menu.tsx), open at once when it was asked for before it arrived. */
export function UserMenuPopup({ user, canSwitchDealership, defaultOpened }: UserMenuProps & { readonly defaultOpened: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.myProfile()}>
          {t('routes.my-profile')}
        </Menu.Item>
        {canSwitchDealership && (
          <Menu.Item component={Link} to={paths.selectDealership()} hiddenFrom="sm">
            {t('shell.switch_dealership')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void signOut()}>{t('shell.sign_out')}</Menu.Item>
        <Menu.Divider />
        <SupportContactItems />
      </Menu.Dropdown>
    </Menu>
  );
}
