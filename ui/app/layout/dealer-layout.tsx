import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useInjection } from '../../shared/di';
import { paths } from '../../shared/paths';
import { useObservable } from '../../shared/use-observable';
import { usePageViews } from '../../shared/page-views';
import { useRouteName } from '../route-handle';
import { UiTokens } from '../../shared/ui-tokens';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { LanguageSwitch } from './language-switch';
import { activeNavItem, navItems } from './nav-items';
import { UserMenu } from './user-menu';

/**
 * The dealer panel's frame (spec 000 section 2.3): the header with the dealership, its switch,
 * the language, the notification bell and the user menu; the navbar with the pages the role may open, behind a burger
 * below 768 px (Mantine's "sm" breakpoint, set to 768 px in the theme).
 */
export function DealerLayout() {
  const { t } = useTranslation();
  const session = useInjection(UiTokens.session);
  const { user, totalManagedDealerships, staticData } = useObservable(session.state$, session.snapshot());
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  useEffect(close, [location.pathname, close]);
  // The first-party event log (issue 17 item 2): the page's route name, for the session's store.
  const routeName = useRouteName();
  usePageViews(user?.dealership && routeName !== 'demo-inbox' ? routeName : null, location.pathname);
  const items = useMemo(
    () => (user ? navItems(user, { enableAnalyticsDashboard: staticData?.enableAnalyticsDashboard ?? false }) : []),
    [user, staticData],
  );
  const active = activeNavItem(items, location.pathname);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t(opened ? 'shell.close_navigation' : 'shell.open_navigation')} aria-expanded={opened} />
            {/* Two lines on a phone rather than "Automobiles Saint…": the store's name is never cut short. */}
            <Text fw={700} lineClamp={2} lh={1.2} fz={{ base: 'sm', sm: 'md' }}>{user?.dealership?.name ?? t('app.title')}</Text>
            {totalManagedDealerships > 1 && (
              <Button component={Link} to={paths.selectDealership()} variant="light" size="compact-sm" visibleFrom="sm">
                {t('shell.switch_dealership')}
              </Button>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSwitch />
            {user?.dealership && <NotificationBell key={user.dealership.id} />}
            {user && <UserMenu user={user} canSwitchDealership={totalManagedDealerships > 1} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('shell.navigation')}>
        {items.map((item) => (
          <NavLink key={item.route} component={Link} to={item.path} label={t(`routes.${item.route}`)} active={item.route === active} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
