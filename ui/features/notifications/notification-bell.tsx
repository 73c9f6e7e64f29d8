import { ActionIcon, Indicator } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationBody } from '../../../adapters/http/contract/notifications/notifications';
import { useInjection } from '../../shared/di';
import { lazyComponent, lazyPart, usePartOnPress } from '../../shared/lazy-part';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { createNotificationsViewModel, type NotificationsState } from './notifications-view-model';
import { NotificationsTokens } from './notifications-tokens';

// The popover (Mantine's Popover, what it floats with, the list) downloads when the bell is
// hovered, focused or pressed (issue 34 item 2); the bell and its count are drawn at once.
const popover = lazyPart(() => import('./bell-popover.part'));
const BellPopover = lazyComponent(popover, (m) => m.BellPopover);

const INITIAL: NotificationsState = { unread: null, items: null, failed: false, loading: false, marking: false };

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The bell of the dealer header (issue 14.6): the unread count, refreshed every minute while the
 * tab is visible, and a popover with the latest notifications, each a sentence and a link to the
 * customer record; "Mark all as read". The count is in the button's accessible name.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const port = useInjection(NotificationsTokens.port);
  const visible$ = useInjection(NotificationsTokens.visible);
  const vm = useViewModel(() => createNotificationsViewModel(port, { visible$ }));
  const state = useObservable(vm.state$, INITIAL);
  const [opened, setOpened] = useState(false);
  const { pressed, press, intent } = usePartOnPress(popover);
  const unread = state.unread ?? 0;
  // Mantine closes the popover on Escape only while the focus is inside it; a person expects Escape
  // to close it wherever the focus went (after a resize, a click on the page's text, a screen reader).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });

  const toggle = () => {
    if (!opened) void vm.refresh();
    press();
    setOpened(!opened);
  };
  const follow = (n: NotificationBody) => {
    setOpened(false);
    if (!n.read) void vm.markRead(n.id);
  };

  const button = (extra: object) => (
    <ActionIcon variant="subtle" size="lg" onClick={toggle} aria-label={unread > 0 ? t('bell.label_unread', { count: unread }) : t('bell.label')} {...extra}>
      <BellIcon />
    </ActionIcon>
  );
  // Until the popover's file is asked for (hover, focus, a press), the button alone, the same.
  const placeholder = button({ 'aria-haspopup': 'dialog', 'aria-expanded': false, ...intent });
  return (
    // The Indicator wraps the popover, so that the target (which receives aria-haspopup and aria-expanded) is the button itself.
    <Indicator label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>} size={18} offset={6} color="red" disabled={unread === 0}>
      {!pressed ? placeholder : (
        <Suspense fallback={placeholder}>
          <BellPopover
            opened={opened} onChange={setOpened} target={button({})} state={state}
            onMarkAll={() => void vm.markAllRead()} onFollow={follow} onRetry={() => void vm.refresh()} onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Indicator>
  );
}
