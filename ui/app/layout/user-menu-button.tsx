import { Avatar, Box, Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBody } from '../../../adapters/http/contract/access/access';

/** The user menu's button: the same before its menu's file arrives (user-menu.tsx) and as the menu's target. */
export function UserMenuButton({ user, ...button }: { readonly user: UserBody } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      {...(button as object)}
      aria-label={t('shell.user_menu', { name: user.full_name })}
      // The photo, else a person icon: initials would be visible text missing from the button's
      // name ("Account menu of …"), which label-in-name (WCAG 2.5.3) refuses.
      leftSection={<Avatar size="sm" src={user.avatar} alt="" color="blue.9" variant="filled" />}
    >
      <Box component="span" visibleFrom="sm">{user.full_name}</Box>
    </Button>
  );
}
