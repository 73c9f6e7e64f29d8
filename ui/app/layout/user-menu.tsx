import { Avatar, Box, Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { paths } from '../../shared/paths';
import { SupportContactItems } from '../../features/stores/support-contact';
import { useSignOut } from '../../shared/session/use-sign-out';

/** The user's name (hidden on phones), My profile, the dealership switch on phones, Sign out. */
export function UserMenu({ user, canSwitchDealership }: { readonly user: UserBody; readonly canSwitchDealership: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          aria-label={t('shell.user_menu', { name: user.full_name })}
          // The photo, else a person icon: initials would be visible text missing from the button's
          // name ("Account menu of …"), which label-in-name (WCAG 2.5.3) refuses.
          leftSection={<Avatar size="sm" src={user.avatar} alt="" color="blue.9" variant="filled" />}
        >
          <Box component="span" visibleFrom="sm">{user.full_name}</Box>
        </Button>
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
